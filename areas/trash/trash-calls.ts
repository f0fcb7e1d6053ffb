/**
 * The Trash screen's calls (issue #33 item 2): its list, and restoring or removing entries by the
 * trash's ids, each entry's outcome as the server gave it. A delete's Undo, which every list
 * makes, is src/api/undo-delete.ts.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { BulkRowResult } from '../../src/api/contract/bulk';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Module } from '../../src/api/contract/modules';
import { trashEntriesResponse, trashListResponse, trashPaths, type TrashEntriesRequest, type TrashRow } from './trash-contract';

export const trashKeys = { all: ['trash'] as const };

/** The list's filter by name: the area. */
export const TRASH_FILTERS = { area: 'area' } as const;

export function trashListBody({ sort_by, order, search, page, filters = {} }: ListQuery) {
  return { sort_by, order, search, page, ...(filters[TRASH_FILTERS.area] ? { area: filters[TRASH_FILTERS.area] as Module } : {}) };
}

export type TrashOutcome = { message: string; rows: BulkRowResult[] };

export function trashApi(client: ApiClient) {
  const entries = async (path: string, body: TrashEntriesRequest, signal?: AbortSignal): Promise<TrashOutcome> => {
    const answer = await client.call(trashEntriesResponse, path, { method: 'POST', body, signal });
    return { message: answer.message, rows: answer.data.rows };
  };
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<TrashRow>> =>
      (await client.call(trashListResponse, trashPaths.list, { method: 'POST', body: trashListBody(query), signal })).data,
    restore: (body: TrashEntriesRequest, signal?: AbortSignal) => entries(trashPaths.restore, body, signal),
    remove: (body: TrashEntriesRequest, signal?: AbortSignal) => entries(trashPaths.remove, body, signal),
  };
}

export function trashActors(client: ApiClient) {
  const api = trashApi(client);
  return { fetchPage: fromPromise<ListPage<TrashRow>, ListQuery>(({ input, signal }) => api.list(input, signal)) };
}
