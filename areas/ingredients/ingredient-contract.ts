/** Ingredients (spec section 7 "Ingredients"): list, delete, add, edit, and the class-form look-up. */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { idField, idParam, isoDate, requiredText, versionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const ingredientPaths = {
  /** POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  bulkDelete: 'ingredients/bulk-delete',
  list: 'ingredients/list',
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'ingredients/export',
  /** GET ingredients/delete/{id}: the id is a path segment. */
  delete: 'ingredients/delete',
  add: 'ingredients/add',
  edit: 'ingredients/edit',
  all: 'ingredients/all',
} as const;

export const INGREDIENT_SORTABLE = ['created_at', 'name'] as const;
export const ingredientListRequest = listRequest(INGREDIENT_SORTABLE);

export const ingredientRow = v.object({ id: v.number(), name: v.string(), created_at: isoDate, version: v.number() });
export type IngredientRow = v.InferOutput<typeof ingredientRow>;

export const ingredientListResponse = listResponse(ingredientRow);
export const ingredientIdPath = v.object({ id: idParam });

export const INGREDIENT_NAME_MAX = 100;
/** Spec section 2: the name is shown capitalised and its first letter upper-cased before sending. */
export const capitalise = (name: string) => {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** JSON bodies. Names are unique, whatever their case (409). */
export const ingredientAddRequest = v.object({ name: requiredText(INGREDIENT_NAME_MAX) });
export const ingredientEditRequest = v.object({ id: idField, version: versionField, name: requiredText(INGREDIENT_NAME_MAX) });
export const ingredientMutationResponse = messageEnvelope;

/** GET ingredients/all: every ingredient, by name, for the class form's picker. */
export const ingredientAllResponse = envelope(v.object({ rows: v.array(v.object({ id: v.number(), name: v.string() })) }));

/** The ingredient calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const ingredientCalls = (): Call[] => [
  ...listAreaCalls('ingredients', ingredientPaths, ingredientListRequest, ingredientListResponse),
  getCall(ingredientPaths.all, 'Every ingredient, for the class form', ingredientAllResponse),
  getCall(ingredientPaths.delete, 'Delete an ingredient', ingredientMutationResponse, { pathId: ingredientIdPath }),
  postCall(ingredientPaths.add, 'Add an ingredient', ingredientMutationResponse, { json: ingredientAddRequest }),
  putCall(ingredientPaths.edit, 'Rename an ingredient', ingredientMutationResponse, { json: ingredientEditRequest }),
];

/**
 * The answers of the ingredients (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const ingredientAnswers = {
  'ingredient.list': 'Ingredient list',
  'ingredient.all': 'Ingredients',
  'ingredient.added': 'Ingredient added',
  'ingredient.updated': 'Ingredient updated',
  'ingredient.deleted': 'Ingredient deleted',
  'ingredient.not_found': 'Ingredient not found',
  'ingredient.exists': 'This ingredient already exists',
  'ingredient.in_classes': 'This ingredient is used by classes; remove it from them first.',
} as const satisfies AnswerTable;
export const ingredientAnswer = /* @__PURE__ */ answerOf(ingredientAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof ingredientAnswers> {}
}
