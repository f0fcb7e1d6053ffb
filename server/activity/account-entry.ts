/**
 * The entries of an admin's account that name no field: a sign-in, a sign-out, a password
 * changed, set or reset, sessions ended (by the admin, or all of them by the super admin). The record is the account itself (the admin by id and name then), so the
 * log's Record cell names whose account it was and links to that admin while they exist.
 */
import type { ActivityWho } from './activity-who';
import type { ActivityEntry } from './record-activity';

export const accountEntry = (action: 'sign-in' | 'sign-out' | 'password' | 'sessions-ended', owner: ActivityWho): ActivityEntry => ({
  action,
  area: 'account',
  record: { id: owner.adminId, label: owner.adminName },
  changed: [],
});
