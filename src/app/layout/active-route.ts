/**
 * Which sidebar entry the current route belongs to: the entry itself or any child route
 * (/chef/add and /chef/edit/3 keep /chef active; /subscription-details is not /subscription).
 */
import type { SidebarGroup } from './sidebar-entries';

export const isActiveRoute = (location: string, href: string) =>
  location === href || location.startsWith(`${href}/`);

export const isActiveGroup = (location: string, group: SidebarGroup) =>
  group.children.some((child) => isActiveRoute(location, child.href));
