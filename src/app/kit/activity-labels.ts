/** The catalogue ids that name an activity's action and area (the areas reuse the sidebar's names). */
import type { ActivityAction, ActivityArea } from '../../api/contract/activity';
import type { MessageId } from '../../i18n/messages/en-US';
import { moduleLabelId } from '../../api/contract/modules';

export const ACTION_LABELS: Record<ActivityAction, MessageId> = {
  add: 'activity.action.add',
  edit: 'activity.action.edit',
  activate: 'activity.action.activate',
  deactivate: 'activity.action.deactivate',
  delete: 'activity.action.delete',
  password: 'activity.action.password',
  profile: 'activity.action.profile',
  'upload-finished': 'activity.action.uploadFinished',
  'upload-failed': 'activity.action.uploadFailed',
  'sign-in': 'activity.action.signIn',
  'sign-out': 'activity.action.signOut',
  'sessions-ended': 'activity.action.sessionsEnded',
  'second-factor-on': 'activity.action.secondFactorOn',
  'second-factor-off': 'activity.action.secondFactorOff',
  'recovery-codes-new': 'activity.action.recoveryCodesNew',
  'recovery-code-used': 'activity.action.recoveryCodeUsed',
  'passkey-added': 'activity.action.passkeyAdded',
  'passkey-removed': 'activity.action.passkeyRemoved',
  restore: 'activity.action.restore',
  remove: 'activity.action.remove',
};

/** An activity's area: a module by its sidebar label (its area folder's text), or the account and role rows'. */
export const areaLabelId = (area: ActivityArea): MessageId =>
  area === 'account' ? 'activity.area.account' : area === 'role' ? 'activity.area.role' : moduleLabelId(area);

/** How an action's badge looks: removals and failures stand out, the rest stay quiet. */
export const ACTION_TONES: Record<ActivityAction, 'neutral' | 'accent' | 'success' | 'danger'> = {
  add: 'success',
  edit: 'accent',
  activate: 'success',
  deactivate: 'neutral',
  delete: 'danger',
  password: 'accent',
  profile: 'accent',
  'upload-finished': 'success',
  'upload-failed': 'danger',
  'sign-in': 'neutral',
  'sign-out': 'neutral',
  'sessions-ended': 'accent',
  'second-factor-on': 'success',
  'second-factor-off': 'danger',
  'recovery-codes-new': 'accent',
  'recovery-code-used': 'accent',
  'passkey-added': 'success',
  'passkey-removed': 'danger',
  restore: 'success',
  remove: 'danger',
};
