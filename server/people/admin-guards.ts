/**
 * What no admin may do to an account, whatever their role: remove or switch off their own (they
 * would lock themselves out mid-session), change their own role, or remove, switch off or demote
 * the super admin seeded at first start (the product's way back in). And what only the super admin
 * may do (DESIGN.md section 5): grant roles, and touch an admin whose role reaches further than
 * the caller's own.
 */
import { adminAnswer } from '../../areas/admins/admin-contract';
import type { AdminProfile } from '../auth/signed-in';
import { HttpError } from '../http/http-error';
import type { AdminRecord } from '../../areas/admins/server/admin-records';

export const CANNOT_DELETE_SELF = adminAnswer('admin.cannot_delete_self');
export const CANNOT_DEACTIVATE_SELF = adminAnswer('admin.cannot_deactivate_self');
export const CANNOT_DELETE_SUPER_ADMIN = adminAnswer('admin.cannot_delete_super_admin');
export const CANNOT_DEACTIVATE_SUPER_ADMIN = adminAnswer('admin.cannot_deactivate_super_admin');
export const CANNOT_CHANGE_SUPER_ADMIN_ROLE = adminAnswer('admin.cannot_change_super_admin_role');
export const CANNOT_CHANGE_OWN_ROLE = adminAnswer('admin.cannot_change_own_role');
export const ONLY_SUPER_ADMIN_GRANTS_ROLES = adminAnswer('admin.only_super_admin_grants_roles');
export const CANNOT_TOUCH_HIGHER_ROLE = adminAnswer('admin.cannot_touch_higher_role');

type Actor = Pick<AdminProfile, 'id' | 'userType' | 'modules'>;

type Target = Pick<AdminRecord, 'id' | 'userType'>;

export function assertMayDelete(actorId: number, target: Target): void {
  if (target.id === actorId) throw new HttpError(403, CANNOT_DELETE_SELF);
  if (target.userType === 'super_admin') throw new HttpError(403, CANNOT_DELETE_SUPER_ADMIN);
}

export function assertMayDeactivate(actorId: number, target: Target): void {
  if (target.id === actorId) throw new HttpError(403, CANNOT_DEACTIVATE_SELF);
  if (target.userType === 'super_admin') throw new HttpError(403, CANNOT_DEACTIVATE_SUPER_ADMIN);
}

export function assertMayChangeRole(actor: Actor, target: Pick<AdminRecord, 'id' | 'userType' | 'role'>, roleId: number): void {
  if (target.role.id === roleId) return;
  if (target.userType === 'super_admin') throw new HttpError(403, CANNOT_CHANGE_SUPER_ADMIN_ROLE);
  if (target.id === actor.id) throw new HttpError(403, CANNOT_CHANGE_OWN_ROLE);
  assertMayGrantRoles(actor);
}

/** Giving a role (a new admin's, or another one) is the super admin's alone. */
export function assertMayGrantRoles(actor: Actor): void {
  if (actor.userType !== 'super_admin') throw new HttpError(403, ONLY_SUPER_ADMIN_GRANTS_ROLES);
}

/**
 * Edit, status and delete: a sub-admin may act only on admins whose role opens nothing the
 * caller's does not, and never on the super admin.
 */
export function assertMayTouch(actor: Actor, target: Pick<AdminRecord, 'userType' | 'role'>): void {
  if (actor.userType === 'super_admin') return;
  const higher = target.userType === 'super_admin' || target.role.modules.some((module) => !actor.modules.includes(module));
  if (higher) throw new HttpError(403, CANNOT_TOUCH_HIGHER_ROLE);
}
