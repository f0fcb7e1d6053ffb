/**
 * What no admin may do to an account, whatever their role: remove or switch off their own (they
 * would lock themselves out mid-session), or remove, switch off or demote the super admin seeded
 * at first start (the product's way back in).
 */
import { HttpError } from '../http/http-error';
import type { AdminRecord } from './admin-records';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
export const CANNOT_DELETE_SUPER_ADMIN = 'The super admin cannot be deleted';
export const CANNOT_DEACTIVATE_SUPER_ADMIN = 'The super admin cannot be deactivated';
export const CANNOT_CHANGE_SUPER_ADMIN_ROLE = 'The super admin’s role cannot be changed';

type Target = Pick<AdminRecord, 'id' | 'userType'>;

export function assertMayDelete(actorId: number, target: Target): void {
  if (target.id === actorId) throw new HttpError(403, CANNOT_DELETE_SELF);
  if (target.userType === 'super_admin') throw new HttpError(403, CANNOT_DELETE_SUPER_ADMIN);
}

export function assertMayDeactivate(actorId: number, target: Target): void {
  if (target.id === actorId) throw new HttpError(403, CANNOT_DEACTIVATE_SELF);
  if (target.userType === 'super_admin') throw new HttpError(403, CANNOT_DEACTIVATE_SUPER_ADMIN);
}

export function assertMayChangeRole(target: Pick<AdminRecord, 'userType' | 'role'>, roleId: number): void {
  if (target.userType === 'super_admin' && target.role.id !== roleId) throw new HttpError(403, CANNOT_CHANGE_SUPER_ADMIN_ROLE);
}
