/** Meal-type calls (spec section 7 "Meal icons"), the actors the list and form machines run, and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { mealListResponse, mealMutationResponse, mealPaths, mealViewResponse, type MealRow } from './meal-contract';
import { multipart } from '../../src/api/form-data';
import type { StatusChange } from '../../src/machines/status-toggle.machine';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the meal form holds; `image` is a newly chosen icon, or null to keep the stored one. */
export type MealDraft = { meal_type: string; image: File | null };

export const mealKeys = {
  all: ['meals'] as const,
  view: (id: number) => [...mealKeys.all, 'view', id] as const,
};

export function mealApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<MealRow>> =>
      (await client.call(mealListResponse, mealPaths.list, { method: 'POST', body: query, signal })).data,
    // The id is a path segment here (meal-icon/view/{id}).
    view: async (id: number, signal?: AbortSignal): Promise<MealRow> =>
      (await client.call(mealViewResponse, `${mealPaths.view}/${id}`, { method: 'GET', signal })).data,
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(mealMutationResponse, mealPaths.status, { method: 'GET', query: { id, is_active: isActive ? 1 : 0 }, signal }))
        .message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(mealMutationResponse, mealPaths.delete, { method: 'GET', query: { id }, signal })).message,
    save: async ({ id, version, values, fromVersion }: SaveInput<MealDraft>, signal?: AbortSignal) => {
      const body = multipart({ ...(id !== null && { id, version, image_from_version: fromVersion }), meal_type: values.meal_type.trim(), image: values.image });
      const path = id === null ? mealPaths.add : mealPaths.edit;
      return (await client.call(mealMutationResponse, path, { method: id === null ? 'POST' : 'PUT', body, signal })).message;
    },
  };
}

export function mealActors(client: ApiClient) {
  const api = mealApi(client);
  return {
    fetchPage: fromPromise<ListPage<MealRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<MealRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<MealDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const mealViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: mealKeys.view(id), queryFn: ({ signal }) => mealApi(client).view(id, signal) });
