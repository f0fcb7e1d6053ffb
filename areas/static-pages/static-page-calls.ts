/** Static-page calls (spec section 7 "Static pages": list, view, edit; no add), actors and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { staticPageListResponse, staticPageMutationResponse, staticPagePaths, staticPageViewResponse, type StaticPageRow } from './static-page-contract';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the page form holds: the title and the content as HTML (the editor writes it). */
export type StaticPageDraft = { title: string; content: string };

export const staticPageKeys = {
  all: ['static-pages'] as const,
  view: (id: number) => [...staticPageKeys.all, 'view', id] as const,
};

export function staticPageApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<StaticPageRow>> =>
      (await client.call(staticPageListResponse, staticPagePaths.list, { method: 'POST', body: query, signal })).data,
    // The id is a path segment here (auth/view-static-content/{id}).
    view: async (id: number, signal?: AbortSignal): Promise<StaticPageRow> =>
      (await client.call(staticPageViewResponse, `${staticPagePaths.view}/${id}`, { method: 'GET', signal })).data,
    save: async ({ id, version, values }: SaveInput<StaticPageDraft>, signal?: AbortSignal) => {
      if (id === null) throw new Error('Static pages are seeded; there is no add call');
      const body = { id, version: version ?? undefined, title: values.title.trim(), content: values.content };
      return (await client.call(staticPageMutationResponse, staticPagePaths.edit, { method: 'PUT', body, signal })).message;
    },
  };
}

export function staticPageActors(client: ApiClient) {
  const api = staticPageApi(client);
  return {
    fetchPage: fromPromise<ListPage<StaticPageRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    loadRecord: fromPromise<StaticPageRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<StaticPageDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const staticPageViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: staticPageKeys.view(id), queryFn: ({ signal }) => staticPageApi(client).view(id, signal) });
