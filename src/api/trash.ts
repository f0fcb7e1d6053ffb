/**
 * The trash's calls (issue #33 item 2): its list, and restoring or removing entries, by the
 * trash's ids or, for a delete's Undo, by the area and the records' own ids. An entry the server
 * refused (a value taken since, a record gone) comes back as an error with the server's words, so
 * a machine tells it like any refused call.
 */
import { fromPromise } from 'xstate';
import { ApiError } from './api-error';
import type { ApiClient } from './client';
import type { BulkRowResult } from './contract/bulk';
import type { ListPage, ListQuery } from './contract/list';
import type { Module } from './contract/modules';
import { trashEntriesResponse, trashListResponse, trashPaths, type TrashEntriesRequest, type TrashRow } from './contract/trash';

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

/**
 * Records back, for a delete's Undo: the server's message, or an error with it when any was
 * refused (one record: its reason; several: the counts, "2 done, 1 refused").
 */
export async function restoreDeleted(client: ApiClient, area: Module, ids: number[], signal?: AbortSignal): Promise<string> {
  const { message, rows } = await trashApi(client).restore({ area, record_ids: ids }, signal);
  const refused = rows.find((row) => !row.status);
  if (refused) throw new ApiError(message, 409, rows.length === 1 ? refused.code : undefined);
  return message;
}

export function trashActors(client: ApiClient) {
  const api = trashApi(client);
  return { fetchPage: fromPromise<ListPage<TrashRow>, ListQuery>(({ input, signal }) => api.list(input, signal)) };
}
