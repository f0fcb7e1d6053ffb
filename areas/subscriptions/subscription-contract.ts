/** Subscription plans (spec section 7 "Subscription plans"): list, view, delete, add, edit (JSON). */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { historyPath } from '../../src/api/contract/activity';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { idField, idParam, isoDate, REQUIRED, requiredText, versionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const subscriptionPaths = {
  /** POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  bulkDelete: 'subscription/bulk-delete',
  list: 'subscription/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('subscription'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'subscription/export',
  view: 'subscription/view',
  delete: 'subscription/delete',
  add: 'subscription/add',
  edit: 'subscription/edit',
} as const;

export const SUBSCRIPTION_SORTABLE = ['created_at', 'title', 'amount', 'timeframe'] as const;
export const subscriptionListRequest = listRequest(SUBSCRIPTION_SORTABLE);

export const subscriptionRow = v.object({
  id: v.number(),
  title: v.string(),
  /** A price: a decimal number as text, exact (no binary floating point). */
  amount: v.string(),
  /** As shown to customers, e.g. "300/month". */
  display_amount: v.string(),
  /** Months. */
  timeframe: v.number(),
  created_at: isoDate,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type SubscriptionRow = v.InferOutput<typeof subscriptionRow>;

export const subscriptionListResponse = listResponse(subscriptionRow);
export const subscriptionViewResponse = envelope(subscriptionRow);
export const subscriptionIdQuery = v.object({ id: idParam });

export const AMOUNT_MESSAGE = 'subscriptions.amountInvalid';
export const TIMEFRAME_MESSAGE = 'subscriptions.timeframeInvalid';

/** An amount typed or sent: up to 10 digits and 2 decimals, not negative. */
const amount = v.pipe(
  v.union([v.number(), v.string()], REQUIRED),
  v.transform(String),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(/^\d{1,10}(\.\d{1,2})?$/, AMOUNT_MESSAGE),
);
const timeframe = v.pipe(
  v.union([v.number(), v.string()], REQUIRED),
  v.transform(String),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(/^[1-9]\d{0,2}$/, TIMEFRAME_MESSAGE),
  v.transform(Number),
);

const planFields = {
  title: requiredText(150),
  display_amount: requiredText(60),
  amount,
  timeframe,
};
export const subscriptionAddRequest = v.object(planFields);
export const subscriptionEditRequest = v.object({ id: idField, version: versionField, ...planFields });
export const subscriptionMutationResponse = messageEnvelope;

/** Spec section 9: "1 Month" or "N Months" (the locale issue makes it a plural message). */
export const timeframeLabel = (months: number) => (months === 1 ? '1 Month' : `${months} Months`);

/** The subscription-plan calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const subscriptionCalls = (): Call[] => [
  ...listAreaCalls('subscription plans', subscriptionPaths, subscriptionListRequest, subscriptionListResponse),
  getCall(subscriptionPaths.view, 'One subscription plan', subscriptionViewResponse, { query: subscriptionIdQuery }),
  getCall(subscriptionPaths.delete, 'Delete a subscription plan', subscriptionMutationResponse, { query: subscriptionIdQuery }),
  postCall(subscriptionPaths.add, 'Add a subscription plan', subscriptionMutationResponse, { json: subscriptionAddRequest }),
  putCall(subscriptionPaths.edit, 'Edit a subscription plan', subscriptionMutationResponse, { json: subscriptionEditRequest }),
];

/**
 * The answers of the subscription plans (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const planAnswers = {
  'plan.list': 'Plan list',
  'plan.details': 'Plan details',
  'plan.added': 'Plan added',
  'plan.updated': 'Plan updated',
  'plan.deleted': 'Plan deleted',
  'plan.not_found': 'Plan not found',
} as const satisfies AnswerTable;
export const planAnswer = /* @__PURE__ */ answerOf(planAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof planAnswers> {}
}
