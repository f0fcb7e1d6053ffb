/**
 * The route table of spec section 2, as data. `access`: `guest` routes are for signed-out
 * visitors only (a signed-in visitor on /login goes to /dashboard), `public` routes are open
 * to everyone, `private` routes need a session (a signed-out visitor goes to /login).
 *
 * Only the routes a signed-out visitor can open live here, in the entry; the private ones
 * (private-routes.ts) come with the signed-in shell, so the login page does not carry the table
 * of every area and its chunk names (issue #11).
 */
import { lazy, type ComponentType } from 'react';
import type { Gate } from './area-access';
// The login page is the first load of most visits: it comes with the entry, not one request later.
import LoginScreen from '../screens/auth/login-screen';

export type Access = 'guest' | 'public' | 'private';
/** `gate`: what opens a signed-in route (areas.ts); none for the dashboard and the account screens. */
export type RouteDef = { path: string; access: Access; screen: ComponentType; gate?: Gate };

export const openRoutes: RouteDef[] = [
  { path: '/login', access: 'guest', screen: LoginScreen },
  { path: '/register', access: 'public', screen: lazy(() => import('../screens/account/register/register-screen')) },
  { path: '/otp', access: 'public', screen: lazy(() => import('../screens/account/recovery/otp-screen')) },
  { path: '/forgot-password', access: 'public', screen: lazy(() => import('../screens/account/recovery/forgot-password-screen')) },
  { path: '/reset-password', access: 'public', screen: lazy(() => import('../screens/account/recovery/reset-password-screen')) },
  { path: '/set-Password/:iv/:data', access: 'public', screen: lazy(() => import('../screens/account/set-password/set-password-screen')) },
];

/**
 * What a session bound to setting up the second factor its role requires shows at every private
 * address, until it is set up (issue #32 item 1).
 */
export const loadSecondFactorGate = () => import('../screens/account/second-factor/second-factor-gate');

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
