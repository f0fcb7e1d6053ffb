/** Route slugs of not-yet-built areas (as the route table names them) → their display names. */
import type { MessageId } from '../../i18n/messages/en-US';

export const areaNames: Partial<Record<string, MessageId>> = {
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
  'edit-profile': 'area.editProfile',
  'change-password': 'area.changePassword',
  register: 'area.register',
  otp: 'area.otp',
  'forgot-password': 'area.forgotPassword',
  'set-password': 'area.setPassword',
};

/** Areas reached while signed out: they show in the sign-in frame, not in the shell. */
export const signInAreas: ReadonlySet<string> = new Set(['register', 'otp', 'forgot-password', 'set-password']);
