/** The routes of the people areas (issue #3): admins, users and chefs, each screen its own chunk. */
import { lazy } from 'react';
import type { RouteDef } from './routes';

const AdminListScreen = lazy(() => import('../screens/admins/admin-list-screen'));
const AdminFormScreen = lazy(() => import('../screens/admins/admin-form-screen'));
const UserListScreen = lazy(() => import('../screens/users/user-list-screen'));
const UserFormScreen = lazy(() => import('../screens/users/user-form-screen'));
const ChefListScreen = lazy(() => import('../screens/chefs/chef-list-screen'));
const ChefFormScreen = lazy(() => import('../screens/chefs/chef-form-screen'));

export const peopleRoutes: RouteDef[] = [
  { path: '/admin', access: 'private', screen: AdminListScreen },
  { path: '/admin/add', access: 'private', screen: AdminFormScreen },
  { path: '/admin/edit/:id', access: 'private', screen: AdminFormScreen },
  { path: '/user', access: 'private', screen: UserListScreen },
  { path: '/user/add', access: 'private', screen: UserFormScreen },
  { path: '/user/edit/:id', access: 'private', screen: UserFormScreen },
  { path: '/chef', access: 'private', screen: ChefListScreen },
  { path: '/chef/add', access: 'private', screen: ChefFormScreen },
  { path: '/chef/edit/:id', access: 'private', screen: ChefFormScreen },
];
