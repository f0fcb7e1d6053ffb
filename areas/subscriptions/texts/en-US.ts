/**
 * The screen texts of the subscription plans (`subscriptions.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.subscription`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.subscription': 'Subscription',
  'subscriptions.title': 'Subscription plans',
  'subscriptions.description': 'The plans customers can subscribe to.',
  'subscriptions.count': '{count, plural, one {# plan} other {# plans}}',
  'subscriptions.add': 'Add plan',
  'subscriptions.search': 'Search subscription plans',
  'subscriptions.empty': 'No subscription plans yet',
  'subscriptions.deleteTitle': 'Delete plan?',
  'subscriptions.viewTitle': 'Plan details',
  'subscriptions.addTitle': 'Add subscription plan',
  'subscriptions.editTitle': 'Edit subscription plan',
  'subscriptions.addDescription': 'A plan as customers see it, and what it charges.',
  'subscriptions.editDescription': 'Change this plan’s title, price or length.',
  'subscriptions.field.displayAmount': 'Display amount',
  'subscriptions.field.timeframe': 'Timeframe (months)',
  'subscriptions.displayAmountPlaceholder': '300/month',
  'subscriptions.displayAmountHint': 'As customers read it.',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': 'The price charged, e.g. 300 or 299.99.',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': 'How many months the plan lasts.',
  'subscriptions.timeframe': '{months, plural, one {# Month} other {# Months}}',
  'subscriptions.amountInvalid': 'Please enter a valid amount',
  'subscriptions.timeframeInvalid': 'Please enter a whole number of months',
  // The server's answers by code (subscription-contract.ts's planAnswers)
  'answer.plan.list': 'Plan list',
  'answer.plan.details': 'Plan details',
  'answer.plan.added': 'Plan added',
  'answer.plan.updated': 'Plan updated',
  'answer.plan.deleted': 'Plan deleted',
  'answer.plan.not_found': 'Plan not found',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
