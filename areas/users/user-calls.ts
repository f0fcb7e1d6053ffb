/** User calls (spec section 7 "Users"), the actors the list and form machines run, and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { userListResponse, userMutationResponse, userPaths, userViewResponse, type UserRow } from './user-contract';
import { multipart } from '../../src/api/form-data';
import type { StatusChange } from '../../src/machines/status-toggle.machine';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the user form holds; the password pair is asked on add only and the confirmation never travels. */
export type UserDraft = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  image: File | null;
};

export const userKeys = {
  all: ['users'] as const,
  view: (id: number) => [...userKeys.all, 'view', id] as const,
};

export function userApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<UserRow>> =>
      (await client.call(userListResponse, userPaths.list, { method: 'POST', body: query, signal })).data,
    view: async (id: number, signal?: AbortSignal): Promise<UserRow> =>
      (await client.call(userViewResponse, `${userPaths.view}/${id}`, { method: 'GET', signal })).data,
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(userMutationResponse, userPaths.status, { method: 'GET', query: { id, is_active: isActive ? 1 : 0 }, signal }))
        .message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(userMutationResponse, `${userPaths.delete}/${id}`, { method: 'GET', signal })).message,
    resendActivationCode: async (id: number) =>
      (await client.call(userMutationResponse, userPaths.resendActivationCode, { method: 'POST', body: { id } })).message,
    save: async ({ id, version, values, fromVersion }: SaveInput<UserDraft>, signal?: AbortSignal) => {
      const { first_name, last_name, email, password, image } = values;
      const body =
        id === null
          ? multipart({ first_name, last_name, email, password, image })
          : multipart({ id, version, first_name, last_name, email, image, image_from_version: fromVersion });
      return (await client.call(userMutationResponse, id === null ? userPaths.add : userPaths.edit, { method: 'POST', body, signal }))
        .message;
    },
  };
}

export function userActors(client: ApiClient) {
  const api = userApi(client);
  return {
    fetchPage: fromPromise<ListPage<UserRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<UserRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<UserDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const userViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: userKeys.view(id), queryFn: ({ signal }) => userApi(client).view(id, signal) });
