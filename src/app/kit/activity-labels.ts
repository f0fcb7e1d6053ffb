/** The catalogue ids that name an activity's action and area (the areas reuse the sidebar's names). */
import type { ActivityAction, ActivityArea } from '../../api/contract/activity';
import type { MessageId } from '../../i18n/messages/en-US';

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
};

export const AREA_LABELS: Record<ActivityArea, MessageId> = {
  admin: 'nav.admin',
  'static-page': 'nav.staticPage',
  user: 'nav.user',
  chef: 'nav.chef',
  meal: 'nav.meal',
  class: 'nav.class',
  ingredients: 'nav.ingredients',
  subscription: 'nav.subscription',
  'blok-price': 'nav.blokPrice',
  'subscription-details': 'nav.subscriptionDetails',
  account: 'activity.area.account',
  role: 'activity.area.role',
};

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
};
