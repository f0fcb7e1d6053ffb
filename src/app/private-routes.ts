/**
 * The routes that need a session (spec section 2): the account screens and, for each area of
 * areas.ts, its list and (where it has a form) its add and edit screens. Loaded with the
 * signed-in shell (private-switch.tsx), not with the login page.
 */
import type { AreaDef } from './area-def';
import { areas } from './areas';
import type { RouteDef } from './routes';
import { lazyScreen } from './lazy-screen';

const ChangePasswordScreen = lazyScreen(() => import('../screens/account/change-password/change-password-screen'));

const routesOf = ({ path, gate, list, form, addLabelId }: AreaDef): RouteDef[] => [
  { path, access: 'private', screen: list, gate },
  ...(form && addLabelId ? [{ path: `${path}/add`, access: 'private' as const, screen: form, gate }] : []),
  ...(form ? [{ path: `${path}/edit/:id`, access: 'private' as const, screen: form, gate }] : []),
];

export const privateRoutes: RouteDef[] = [
  { path: '/dashboard', access: 'private', screen: lazyScreen(() => import('../screens/dashboard/dashboard-screen')) },
  { path: '/edit-profile', access: 'private', screen: lazyScreen(() => import('../screens/account/profile/edit-profile-screen')) },
  // The sidebar spells it /change-password, the avatar menu /change-Password (spec section 2).
  { path: '/change-password', access: 'private', screen: ChangePasswordScreen },
  { path: '/change-Password', access: 'private', screen: ChangePasswordScreen },
  ...areas.flatMap(routesOf),
];
