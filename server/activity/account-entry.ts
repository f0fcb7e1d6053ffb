/**
 * The entries of an admin's account that name no field: a sign-in, a sign-out, a password
 * changed, set or reset, sessions ended (by the admin, or all of them by the super admin), the
 * second factor turned on or off, its recovery codes made or spent, a passkey added or removed. The record is the account
 * itself (the admin by id and name then), so the log's Record cell names whose account it was and links to that admin while they exist.
 */
import type { ActivityWho } from './activity-who';
import type { ActivityEntry } from './record-activity';

type AccountAction = 'sign-in' | 'sign-out' | 'password' | 'sessions-ended' | 'second-factor-on' | 'second-factor-off' | 'recovery-codes-new' | 'recovery-code-used' | 'passkey-added' | 'passkey-removed';

export const accountEntry = (action: AccountAction, owner: ActivityWho): ActivityEntry => ({
  action,
  area: 'account',
  record: { id: owner.adminId, label: owner.adminName },
  changed: [],
});
