/**
 * The subscription-plan form (spec sections 2, 5): title, display amount (hint "300/month"),
 * amount, timeframe in months (hint 12); all required, the amount a price and the timeframe a
 * whole number of months (the contract's rules). JSON calls; a save returns to /subscription after 1 s.
 */
import { subscriptionActors, subscriptionKeys, type SubscriptionDraft } from './subscription-calls';
import { subscriptionAddRequest, subscriptionPaths, type SubscriptionRow } from './subscription-contract';
import { REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

export const subscriptionForm = defineFormArea<SubscriptionDraft, SubscriptionRow>({
  id: 'subscriptionForm',
  schema: { add: subscriptionAddRequest, edit: subscriptionAddRequest },
  empty: { title: '', display_amount: '', amount: '', timeframe: '' },
  fromRecord: (plan) => ({ title: plan.title, display_amount: plan.display_amount, amount: plan.amount, timeframe: String(plan.timeframe) }),
  listPath: '/subscription',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
  text: formTexts('subscriptions'),
  fields: [
    { kind: 'text', name: 'title', label: 'content.field.title', autoComplete: 'off', span: 'full' },
    {
      kind: 'text',
      name: 'display_amount',
      label: 'subscriptions.field.displayAmount',
      autoComplete: 'off',
      placeholder: 'subscriptions.displayAmountPlaceholder',
      hint: 'subscriptions.displayAmountHint',
    },
    {
      kind: 'text',
      name: 'amount',
      label: 'content.field.amount',
      autoComplete: 'off',
      inputMode: 'decimal',
      placeholder: 'subscriptions.amountPlaceholder',
      hint: 'subscriptions.amountHint',
    },
    {
      kind: 'text',
      name: 'timeframe',
      label: 'subscriptions.field.timeframe',
      autoComplete: 'off',
      inputMode: 'numeric',
      placeholder: 'subscriptions.timeframePlaceholder',
      hint: 'subscriptions.timeframeHint',
    },
  ],
  queryKey: subscriptionKeys.all,
  actors: subscriptionActors,
  history: subscriptionPaths.history,
});
