/**
 * The route table of spec section 2, as data. `access`: `guest` routes are for signed-out
 * visitors only (a signed-in visitor on /login goes to /dashboard), `public` routes are open
 * to everyone, `private` routes need a session (a signed-out visitor goes to /login).
 */
import { lazy, type ComponentType } from 'react';
// The login page is the first load of most visits: it comes with the entry, not one request later.
import LoginScreen from '../screens/auth/login-screen';
import { peopleRoutes } from './people-routes';
import { contentRoutes } from './content-routes';
import { classRoutes } from './class-routes';
import { loadDashboardScreen } from './signed-in-chunks';

export type Access = 'guest' | 'public' | 'private';
export type RouteDef = { path: string; access: Access; screen: ComponentType };

const DashboardScreen = lazy(loadDashboardScreen);

export const routes: RouteDef[] = [
  { path: '/login', access: 'guest', screen: LoginScreen },
  { path: '/register', access: 'public', screen: lazy(() => import('../screens/account/register/register-screen')) },
  { path: '/otp', access: 'public', screen: lazy(() => import('../screens/account/recovery/otp-screen')) },
  { path: '/forgot-password', access: 'public', screen: lazy(() => import('../screens/account/recovery/forgot-password-screen')) },
  { path: '/reset-password', access: 'public', screen: lazy(() => import('../screens/account/recovery/reset-password-screen')) },
  { path: '/set-Password/:iv/:data', access: 'public', screen: lazy(() => import('../screens/account/set-password/set-password-screen')) },
  { path: '/dashboard', access: 'private', screen: DashboardScreen },
  { path: '/edit-profile', access: 'private', screen: lazy(() => import('../screens/account/profile/edit-profile-screen')) },
  // The sidebar spells it /change-password, the avatar menu /change-Password (spec section 2).
  { path: '/change-password', access: 'private', screen: lazy(() => import('../screens/account/change-password/change-password-screen')) },
  { path: '/change-Password', access: 'private', screen: lazy(() => import('../screens/account/change-password/change-password-screen')) },
  ...contentRoutes.staticPage,
  ...peopleRoutes,
  ...contentRoutes.meal,
  ...classRoutes,
  ...contentRoutes.ingredients,
  ...contentRoutes.subscription,
  ...contentRoutes.blockPrice,
  ...contentRoutes.subscribedEmails,
  { path: '/activity', access: 'private', screen: lazy(() => import('../screens/activity/activity-list-screen')) },
];

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
