/**
 * The mailing list (spec sections 2, 7; DESIGN.md section 6): the read-only list of subscribed
 * e-mails in /subscription-details, and the public call by which the platform adds a subscriber.
 */
import * as v from 'valibot';
import { listAreaCalls, postCall, type Call } from '../../src/api/contract/calls';
import { messageEnvelope } from '../../src/api/contract/envelope';
import { email, isoDate } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const subscribedEmailPaths = {
  list: 'auth/subscribed-email/list',
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'auth/subscribed-email/export',
} as const;

/** Public, outside the admin API: POST /api/v1/public/subscribe {email}. */
export const PUBLIC_SUBSCRIBE_PATH = '/api/v1/public/subscribe';

export const SUBSCRIBED_EMAIL_SORTABLE = ['created_at', 'email'] as const;
export const subscribedEmailListRequest = listRequest(SUBSCRIBED_EMAIL_SORTABLE);

export const subscribedEmailRow = v.object({ email: v.string(), created_at: isoDate });
export type SubscribedEmailRow = v.InferOutput<typeof subscribedEmailRow>;
export const subscribedEmailListResponse = listResponse(subscribedEmailRow);

/** Subscribing twice is no error: the answer is the same and nothing is added. */
export const subscribeRequest = v.object({ email: email() });
export const subscribeResponse = messageEnvelope;

/** The mailing-list calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const subscribedEmailCalls = (): Call[] => [
  ...listAreaCalls('subscribed e-mails', subscribedEmailPaths, subscribedEmailListRequest, subscribedEmailListResponse),
  postCall(PUBLIC_SUBSCRIBE_PATH, 'Subscribe an e-mail to the mailing list (public)', subscribeResponse, { json: subscribeRequest, signedOut: true }),
];

/**
 * The answers of the subscribed e-mails (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const subscriberAnswers = {
  'subscriber.list': 'Subscribed email list',
  'subscriber.thanks': 'Thank you for subscribing',
} as const satisfies AnswerTable;
export const subscriberAnswer = /* @__PURE__ */ answerOf(subscriberAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof subscriberAnswers> {}
}
