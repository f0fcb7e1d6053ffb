/** App users (spec section 7 "Users"): list, status, delete, view, resend activation code, add, edit. */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, type Call } from '../../src/api/contract/calls';
import { historyPath } from '../../src/api/contract/activity';
import { bulkPaths } from '../../src/api/contract/bulk';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { binaryFlag, email, idField, idParam, isoDate, optionalImage, PASSWORD_MAX_LENGTH, REQUIRED, requiredText, versionField, imageFromVersionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const userPaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('user'),
  list: 'user/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('user'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'user/export',
  status: 'user/status',
  /** GET user/delete/{id} and user/view/{id}: the id is a path segment. */
  delete: 'user/delete',
  view: 'user/view',
  resendActivationCode: 'user/resend-activation-code',
  add: 'user/add',
  edit: 'user/edit',
} as const;

export const USER_SORTABLE = ['created_at', 'first_name', 'last_name', 'email', 'is_active'] as const;
export const userListRequest = listRequest(USER_SORTABLE);

const subscriptionCode = v.object({ subscription_code: v.string() });

export const userRow = v.object({
  id: v.number(),
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_photo: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: isoDate,
  /** The activation (subscription) code the user redeemed, when any. */
  alreadyUsedSubscriptionCode: v.nullable(subscriptionCode),
  checkout_info: v.nullable(v.object({ subscription_code: v.nullable(subscriptionCode) })),
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type UserRow = v.InferOutput<typeof userRow>;

/** The activation code shown in the list and the view (spec section 2), from either reading. */
export const activationCodeOf = (user: Pick<UserRow, 'alreadyUsedSubscriptionCode' | 'checkout_info'>) =>
  user.alreadyUsedSubscriptionCode?.subscription_code ?? user.checkout_info?.subscription_code?.subscription_code ?? null;

export const userListResponse = listResponse(userRow);
export const userViewResponse = envelope(userRow);

export const userStatusQuery = v.object({ id: idParam, is_active: binaryFlag });
export const userIdPath = v.object({ id: idParam });
export const resendActivationRequest = v.object({ id: idField });

const NAME_MAX = 100;
const userFields = {
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  email: email(),
  image: optionalImage,
};

/** POST user/add (multipart). The confirmation is the form's business; the server gets the password. */
export const userAddRequest = v.object({
  ...userFields,
  password: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.maxLength(PASSWORD_MAX_LENGTH, 'password is too long')),
});
/** POST user/edit (multipart). */
export const userEditRequest = v.object({ id: idField, version: versionField, ...userFields, image_from_version: imageFromVersionField });

export const userMutationResponse = messageEnvelope;

/** The app-user calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const userCalls = (): Call[] => [
  ...listAreaCalls('app users', userPaths, userListRequest, userListResponse),
  getCall(userPaths.view, 'One app user', userViewResponse, { pathId: userIdPath }),
  getCall(userPaths.status, 'Activate or deactivate an app user', userMutationResponse, { query: userStatusQuery }),
  getCall(userPaths.delete, 'Delete an app user', userMutationResponse, { pathId: userIdPath }),
  postCall(userPaths.resendActivationCode, "Send an app user's activation code again", userMutationResponse, { json: resendActivationRequest }),
  postCall(userPaths.add, 'Add an app user', userMutationResponse, { form: userAddRequest }),
  postCall(userPaths.edit, 'Edit an app user', userMutationResponse, { form: userEditRequest }),
];

/**
 * The answers of the app users (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const userAnswers = {
  'user.list': 'User list',
  'user.details': 'User details',
  'user.added': 'User added',
  'user.updated': 'User updated',
  'user.activated': 'User activated',
  'user.deactivated': 'User deactivated',
  'user.deleted': 'User deleted',
  'user.not_found': 'User not found',
  'user.activation_sent': ({ email }: { email: string }) => `Activation code sent to ${email}`,
  'user.activation_mail_failed': 'The e-mail with the activation code could not be sent. Please try again.',
} as const satisfies AnswerTable;
export const userAnswer = /* @__PURE__ */ answerOf(userAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof userAnswers> {}
}
