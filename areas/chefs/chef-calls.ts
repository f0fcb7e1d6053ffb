/** Chef calls (spec section 7 "Chefs"), the actors the list and form machines run, and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { chefListResponse, chefMutationResponse, chefPaths, chefViewResponse, type ChefRow } from './chef-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { multipart } from '../../src/api/form-data';
import type { StatusChange } from '../../src/machines/status-toggle.machine';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the chef form holds; `image` is a newly chosen file, or null to keep the stored one. */
export type ChefDraft = { name: string; email: string; phone_number: string; bio: string; image: File | null };

export const chefKeys = {
  all: ['chefs'] as const,
  view: (id: number) => [...chefKeys.all, 'view', id] as const,
};

export function chefApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<ChefRow>> =>
      (await client.call(chefListResponse, chefPaths.list, { method: 'POST', body: query, signal })).data,
    view: async (id: number, signal?: AbortSignal): Promise<ChefRow> =>
      (await client.call(chefViewResponse, chefPaths.view, { method: 'GET', query: { id }, signal })).data,
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(chefMutationResponse, chefPaths.status, { method: 'GET', query: { id, is_active: isActive ? 1 : 0 }, signal }))
        .message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(chefMutationResponse, chefPaths.delete, { method: 'GET', query: { id }, signal })).message,
    save: async ({ id, version, values, fromVersion }: SaveInput<ChefDraft>, signal?: AbortSignal) => {
      const body = multipart({ ...(id !== null && { id, version, image_from_version: fromVersion }), ...values });
      const path = id === null ? chefPaths.add : chefPaths.edit;
      return (await client.call(chefMutationResponse, path, { method: id === null ? 'POST' : 'PUT', body, signal })).message;
    },
  };
}

export function chefActors(client: ApiClient) {
  const api = chefApi(client);
  return {
    fetchPage: fromPromise<ListPage<ChefRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<ChefRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<ChefDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const chefViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: chefKeys.view(id), queryFn: ({ signal }) => chefApi(client).view(id, signal) });
