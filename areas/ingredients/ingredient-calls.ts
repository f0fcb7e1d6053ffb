/**
 * Ingredient calls (spec section 7 "Ingredients", JSON bodies), the actors the list and form
 * machines run, and query keys. There is no view call: the edit page gets its row from the
 * list, and on a direct visit or a reload finds it in ingredients/all (every id and name).
 */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import type { ApiClient } from '../../src/api/client';
import {
  capitalise,
  ingredientAllResponse,
  ingredientListResponse,
  ingredientMutationResponse,
  ingredientPaths,
  ingredientRow,
  type IngredientRow,
} from './ingredient-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { SaveInput } from '../../src/machines/entity-form.machine';

export type IngredientDraft = { name: string };
/** What the edit form needs of an ingredient: a list row has it, and so does an ingredients/all entry. */
export const ingredientRecord = v.pick(ingredientRow, ['id', 'name']);
export type IngredientRecord = v.InferOutput<typeof ingredientRecord>;

export const INGREDIENT_NOT_FOUND = 'This ingredient does not exist any more';

export const ingredientKeys = {
  all: ['ingredients'] as const,
};

export function ingredientApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<IngredientRow>> =>
      (await client.call(ingredientListResponse, ingredientPaths.list, { method: 'POST', body: query, signal })).data,
    find: async (id: number, signal?: AbortSignal): Promise<IngredientRecord> => {
      const { rows } = (await client.call(ingredientAllResponse, ingredientPaths.all, { method: 'GET', signal })).data;
      const found = rows.find((row) => row.id === id);
      if (!found) throw new ApiError(INGREDIENT_NOT_FOUND, 404);
      return found;
    },
    // The id is a path segment here (ingredients/delete/{id}).
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(ingredientMutationResponse, `${ingredientPaths.delete}/${id}`, { method: 'GET', signal })).message,
    // Spec section 2: trimmed and its first letter upper-cased before sending.
    save: async ({ id, version, values }: SaveInput<IngredientDraft>, signal?: AbortSignal) => {
      const name = capitalise(values.name);
      const init = id === null ? { method: 'POST' as const, body: { name } } : { method: 'PUT' as const, body: { id, version: version ?? undefined, name } };
      return (await client.call(ingredientMutationResponse, id === null ? ingredientPaths.add : ingredientPaths.edit, { ...init, signal }))
        .message;
    },
  };
}

export function ingredientActors(client: ApiClient) {
  const api = ingredientApi(client);
  return {
    fetchPage: fromPromise<ListPage<IngredientRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<IngredientRecord, { id: number }>(({ input, signal }) => api.find(input.id, signal)),
    save: fromPromise<string, SaveInput<IngredientDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}
