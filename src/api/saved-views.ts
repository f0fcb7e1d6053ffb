/** Saved list views (contract/saved-views.ts): the query of a list's views and the save and delete calls. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { messageEnvelope } from './contract/envelope';
import { savedViewResponse, savedViewsResponse, type SaveViewRequest } from './contract/saved-views';

export const savedViewKeys = {
  of: (viewsPath: string) => ['saved-views', viewsPath] as const,
};

export const savedViewsQuery = (client: ApiClient, viewsPath: string) =>
  queryOptions({
    queryKey: savedViewKeys.of(viewsPath),
    queryFn: async ({ signal }) => (await client.call(savedViewsResponse, viewsPath, { method: 'GET', signal })).data,
  });

export const saveView = async (client: ApiClient, viewsPath: string, body: SaveViewRequest) =>
  (await client.call(savedViewResponse, viewsPath, { method: 'POST', body })).data;

export const deleteView = async (client: ApiClient, viewsPath: string, id: number) => {
  await client.call(messageEnvelope, `${viewsPath}/${id}`, { method: 'DELETE' });
};
