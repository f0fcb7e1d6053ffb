/** Chefs (spec section 7 "Chefs"): list, view, status, delete, add, edit, and the class-form look-up. */
import * as v from 'valibot';
import { historyPath } from '../../src/api/contract/activity';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { bulkPaths } from '../../src/api/contract/bulk';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { binaryFlag, idField, idParam, isoDate, optionalEmail, optionalImage, optionalText, requiredText, versionField, imageFromVersionField } from '../../src/api/contract/fields';
import { listRequest, listResponse, lookupQuery } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const chefPaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('chef'),
  list: 'chef/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('chef'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'chef/export',
  view: 'chef/view',
  status: 'chef/status',
  delete: 'chef/delete',
  add: 'chef/add',
  edit: 'chef/edit',
  lookup: 'chef/list-chef',
} as const;

export const CHEF_SORTABLE = ['created_at', 'name', 'email', 'is_active'] as const;
export const chefListRequest = listRequest(CHEF_SORTABLE);

export const chefRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone_number: v.string(),
  bio: v.string(),
  profile_photo: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: isoDate,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type ChefRow = v.InferOutput<typeof chefRow>;

export const chefListResponse = listResponse(chefRow);
export const chefViewResponse = envelope(chefRow);

export const chefStatusQuery = v.object({ id: idParam, is_active: binaryFlag });
export const chefIdQuery = v.object({ id: idParam });

/** GET chef/list-chef?search&sort_by&order: the active chefs (at most 500; the search narrows them), for the class form's picker. */
export const chefLookupQuery = lookupQuery(CHEF_SORTABLE, 'name');
export const chefLookupRow = v.object({ id: v.number(), name: v.string(), email: v.string(), profile_photo: v.nullable(v.string()) });
export const chefLookupResponse = envelope(v.object({ rows: v.array(chefLookupRow) }));

/** Phone numbers as people write them: digits, spaces, +, -, parentheses. */
export const PHONE_MESSAGE = 'kit.phone.invalid';
const phone = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(30, PHONE_MESSAGE), v.regex(/^[+()\d\s-]*$/, PHONE_MESSAGE)),
  '',
);

/** Spec section 5 requires only the name; an e-mail, when given, is valid and unique ('' when none). */
const chefFields = {
  name: requiredText(150),
  email: optionalEmail(),
  phone_number: phone,
  bio: optionalText(2000),
  image: optionalImage,
};

/** POST chef/add (multipart). */
export const chefAddRequest = v.object(chefFields);
/** PUT chef/edit (multipart) adds id. */
export const chefEditRequest = v.object({ id: idField, version: versionField, ...chefFields, image_from_version: imageFromVersionField });

export const chefMutationResponse = messageEnvelope;

/** The chef calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const chefCalls = (): Call[] => [
  ...listAreaCalls('chefs', chefPaths, chefListRequest, chefListResponse),
  getCall(chefPaths.lookup, 'The active chefs, for the class form', chefLookupResponse, { query: chefLookupQuery }),
  getCall(chefPaths.view, 'One chef', chefViewResponse, { query: chefIdQuery }),
  getCall(chefPaths.status, 'Activate or deactivate a chef', chefMutationResponse, { query: chefStatusQuery }),
  getCall(chefPaths.delete, 'Delete a chef who teaches no class', chefMutationResponse, { query: chefIdQuery }),
  postCall(chefPaths.add, 'Add a chef', chefMutationResponse, { form: chefAddRequest }),
  putCall(chefPaths.edit, 'Edit a chef', chefMutationResponse, { form: chefEditRequest }),
];

/**
 * The answers of the chefs (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const chefAnswers = {
  'chef.list': 'Chef list',
  'chef.lookup': 'Chefs',
  'chef.details': 'Chef details',
  'chef.added': 'Chef added',
  'chef.updated': 'Chef updated',
  'chef.activated': 'Chef activated',
  'chef.deactivated': 'Chef deactivated',
  'chef.deleted': 'Chef deleted',
  'chef.not_found': 'Chef not found',
  'chef.has_classes': 'This chef has classes; delete or reassign them first.',
} as const satisfies AnswerTable;
export const chefAnswer = /* @__PURE__ */ answerOf(chefAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof chefAnswers> {}
}
