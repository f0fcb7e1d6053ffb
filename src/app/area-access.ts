/**
 * Which areas the signed-in admin's role opens (DESIGN.md section 5: role modules gate the sidebar
 * and the routes, as the server gates the calls). Each area declares its gate in areas.ts: the
 * module that opens it, or 'super_admin' for the activity log (issue #15 item 1), which no role
 * opens, or 'trash' for the Trash, which opens to a role that opens an area whose deletes it
 * keeps (issue #33 item 2). Routes without a gate (the dashboard, the account screens) are open to everyone. The
 * super admin opens every area, as on the server.
 */
import type { Module } from '../api/contract/modules';
import { TRASH_MODULES } from '../api/contract/trash-modules';
import type { Session } from '../machines/session';

export type AreaAccess = Pick<Session, 'modules' | 'userType'>;

/**
 * What opens a screen: a role module, being the super admin, (the Trash) any module whose deletes
 * it keeps, or (the admin's own sessions) being signed in.
 */
export type Gate = Module | 'super_admin' | 'trash' | 'every admin';

export function mayOpen(access: AreaAccess | null, gate: Gate | undefined): boolean {
  if (gate === undefined) return true;
  if (!access) return false;
  if (access.userType === 'super_admin' || gate === 'every admin') return true;
  if (gate === 'trash') return access.modules.some((module) => (TRASH_MODULES as readonly string[]).includes(module));
  return gate !== 'super_admin' && access.modules.includes(gate);
}
