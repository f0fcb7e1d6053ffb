/** Meal types and their icons (spec section 7 "Meal icons"): list, view, status, delete, add, edit, look-up. */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { historyPath } from '../../src/api/contract/activity';
import { bulkPaths } from '../../src/api/contract/bulk';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { binaryFlag, idField, idParam, isoDate, optionalImage, requiredImage, requiredText, versionField, imageFromVersionField } from '../../src/api/contract/fields';
import { listRequest, listResponse, lookupQuery } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const mealPaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('meal-icon'),
  list: 'meal-icon/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('meal-icon'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'meal-icon/export',
  /** GET meal-icon/view/{id}: the id is a path segment. */
  view: 'meal-icon/view',
  status: 'meal-icon/status',
  delete: 'meal-icon/delete',
  add: 'meal-icon/add',
  edit: 'meal-icon/edit',
  lookup: 'meal-icon/list-meal-icon',
} as const;

export const MEAL_SORTABLE = ['created_at', 'meal_type', 'is_active'] as const;
export const mealListRequest = listRequest(MEAL_SORTABLE);

export const mealRow = v.object({
  id: v.number(),
  meal_type: v.string(),
  /** The icon's address, or null. */
  image: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: isoDate,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type MealRow = v.InferOutput<typeof mealRow>;

export const mealListResponse = listResponse(mealRow);
export const mealViewResponse = envelope(mealRow);
export const mealStatusQuery = v.object({ id: idParam, is_active: binaryFlag });
export const mealIdQuery = v.object({ id: idParam });
export const mealIdPath = v.object({ id: idParam });

/**
 * The spec sets no rule on the meal type's form; the server still needs a name to store. The
 * icon is checked by its bytes (jpg or png, at most 5 MB) with no minimum size: icons may be small.
 */
export const mealAddRequest = v.object({ meal_type: requiredText(100), image: requiredImage });
export const mealEditRequest = v.object({ id: idField, version: versionField, meal_type: requiredText(100), image: optionalImage, image_from_version: imageFromVersionField });
export const mealMutationResponse = messageEnvelope;

/** GET meal-icon/list-meal-icon?search&sort_by&order: the active meal types (at most 500), A to Z by default, for the class form. */
export const mealLookupQuery = lookupQuery(MEAL_SORTABLE, 'meal_type');
export const mealLookupRow = v.object({ id: v.number(), meal_type: v.string(), image: v.nullable(v.string()) });
export const mealLookupResponse = envelope(v.object({ rows: v.array(mealLookupRow) }));

/** The meal-type calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const mealCalls = (): Call[] => [
  ...listAreaCalls('meal types', mealPaths, mealListRequest, mealListResponse),
  getCall(mealPaths.lookup, 'The active meal types, for the class form', mealLookupResponse, { query: mealLookupQuery }),
  getCall(mealPaths.view, 'One meal type', mealViewResponse, { pathId: mealIdPath }),
  getCall(mealPaths.status, 'Activate or deactivate a meal type', mealMutationResponse, { query: mealStatusQuery }),
  getCall(mealPaths.delete, 'Delete a meal type no class uses', mealMutationResponse, { query: mealIdQuery }),
  postCall(mealPaths.add, 'Add a meal type with its icon', mealMutationResponse, { form: mealAddRequest }),
  putCall(mealPaths.edit, 'Edit a meal type', mealMutationResponse, { form: mealEditRequest }),
];

/**
 * The answers of the meal types (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const mealAnswers = {
  'meal.list': 'Meal type list',
  'meal.lookup': 'Meal types',
  'meal.details': 'Meal type details',
  'meal.added': 'Meal type added',
  'meal.updated': 'Meal type updated',
  'meal.activated': 'Meal type activated',
  'meal.deactivated': 'Meal type deactivated',
  'meal.deleted': 'Meal type deleted',
  'meal.not_found': 'Meal type not found',
  'meal.in_classes': 'This meal type is used by classes; remove it from them first.',
} as const satisfies AnswerTable;
export const mealAnswer = /* @__PURE__ */ answerOf(mealAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof mealAnswers> {}
}
