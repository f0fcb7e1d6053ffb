/**
 * The routes that need a session (spec section 2), each screen its own chunk. Loaded with the
 * signed-in shell (private-switch.tsx), not with the login page.
 */
import { lazy } from 'react';
import { classRoutes } from './class-routes';
import { contentRoutes } from './content-routes';
import { peopleRoutes } from './people-routes';
import type { RouteDef } from './routes';
import { loadDashboardScreen } from './signed-in-chunks';

const ChangePasswordScreen = lazy(() => import('../screens/account/change-password/change-password-screen'));

export const privateRoutes: RouteDef[] = [
  { path: '/dashboard', access: 'private', screen: lazy(loadDashboardScreen) },
  { path: '/edit-profile', access: 'private', screen: lazy(() => import('../screens/account/profile/edit-profile-screen')) },
  // The sidebar spells it /change-password, the avatar menu /change-Password (spec section 2).
  { path: '/change-password', access: 'private', screen: ChangePasswordScreen },
  { path: '/change-Password', access: 'private', screen: ChangePasswordScreen },
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
