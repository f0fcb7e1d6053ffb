/** Sub-admin calls (spec section 7 "Admins"), the actors the list and form machines run, and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { adminListResponse, adminMutationResponse, adminPaths, adminRolesResponse, adminViewResponse, type AdminRow } from './admin-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { multipart } from '../../src/api/form-data';
import type { StatusChange } from '../../src/machines/status-toggle.machine';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the admin form holds; the role is the chosen id as text ('' while none is chosen). */
export type AdminDraft = { first_name: string; last_name: string; email: string; admin_role_id: string; image: File | null };

export const adminKeys = {
  all: ['admins'] as const,
  view: (id: number) => [...adminKeys.all, 'view', id] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
};

export function adminApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<AdminRow>> =>
      (await client.call(adminListResponse, adminPaths.list, { method: 'POST', body: query, signal })).data,
    view: async (id: number, signal?: AbortSignal): Promise<AdminRow> =>
      (await client.call(adminViewResponse, adminPaths.view, { method: 'GET', query: { id }, signal })).data,
    roles: async (signal?: AbortSignal) =>
      (await client.call(adminRolesResponse, adminPaths.roles, { method: 'GET', signal })).data.rows,
    // Admins take the flag as true/false, unlike the other lists (spec section 7).
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(adminMutationResponse, adminPaths.status, { method: 'GET', query: { id, is_active: isActive }, signal }))
        .message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(adminMutationResponse, adminPaths.delete, { method: 'GET', query: { id }, signal })).message,
    save: async ({ id, version, values, fromVersion }: SaveInput<AdminDraft>, signal?: AbortSignal) => {
      const { first_name, last_name, email, admin_role_id, image } = values;
      // The e-mail cannot change once the admin exists, so edit does not send it.
      const body =
        id === null
          ? multipart({ first_name, last_name, email, admin_role_id, image })
          : multipart({ id, version, first_name, last_name, admin_role_id, image, image_from_version: fromVersion });
      return (await client.call(adminMutationResponse, id === null ? adminPaths.add : adminPaths.edit, { method: id === null ? 'POST' : 'PUT', body, signal }))
        .message;
    },
  };
}

export function adminActors(client: ApiClient) {
  const api = adminApi(client);
  return {
    fetchPage: fromPromise<ListPage<AdminRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<AdminRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<AdminDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const adminViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: adminKeys.view(id), queryFn: ({ signal }) => adminApi(client).view(id, signal) });
