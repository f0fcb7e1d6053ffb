/**
 * Which areas the signed-in admin's role opens (DESIGN.md section 5: role modules gate the sidebar
 * and the routes, as the server gates the calls). An area's module is its route's first segment
 * ('/blok-price/edit/3' is 'blok-price'); the dashboard and the account screens belong to none
 * and stay open to everyone. The super admin opens every area, as on the server, and alone opens
 * the activity log.
 */
import { isModule, type Module } from '../api/contract/modules';
import type { Session } from '../machines/session';

export type AreaAccess = Pick<Session, 'modules' | 'userType'>;

export function moduleOfPath(path: string): Module | undefined {
  const first = path.split('/')[1] ?? '';
  return isModule(first) ? first : undefined;
}

/** Areas only the super admin opens, whatever a role lists (the activity log, issue #15 item 1). */
const SUPER_ADMIN_AREAS: readonly string[] = ['activity'];

export const isSuperAdminOnly = (path: string) => SUPER_ADMIN_AREAS.includes(path.split('/')[1] ?? '');

export function mayOpen(access: AreaAccess | null, path: string): boolean {
  if (isSuperAdminOnly(path)) return access?.userType === 'super_admin';
  const module = moduleOfPath(path);
  if (!module) return true;
  if (!access) return false;
  return access.userType === 'super_admin' || access.modules.includes(module);
}
