/**
 * The activity log's calls (issue #15 item 1): the super admin's list with its filters, the
 * admins for the admin filter, one record's last changes for its view modal, and a version one
 * of them left, for the edit form to restore.
 */
import { fromPromise } from 'xstate';
import { endOfDay, startOfDay } from '../i18n/day-bounds';
import type { ApiClient } from './client';
import {
  activityAdminsResponse,
  activityListResponse,
  activityPaths,
  historyResponse,
  historyVersionPath,
  historyVersionResponse,
  type ActivityAdmin,
  type ActivityArea,
  type ActivityRow,
  type HistoryRow,
  type HistoryVersion,
} from './contract/activity';
import type { ListPage, ListQuery } from './contract/list';

export const activityKeys = {
  all: ['activity'] as const,
  admins: ['activity', 'admins'] as const,
  history: (path: string, id: number) => ['activity', 'history', path, id] as const,
};

/** The list's filters by name: `admin_id`, `area`, and the days `from` and `to` (YYYY-MM-DD, the admin's own). */
export const ACTIVITY_FILTERS = { admin: 'admin_id', area: 'area', from: 'from', to: 'to' } as const;

/** The list body: the days become the instants that bound them, `to` taking its whole day. */
export function activityListBody({ sort_by, order, search, page, filters = {} }: ListQuery) {
  const from = filters[ACTIVITY_FILTERS.from] ? startOfDay(filters[ACTIVITY_FILTERS.from]!) : undefined;
  const to = filters[ACTIVITY_FILTERS.to] ? endOfDay(filters[ACTIVITY_FILTERS.to]!) : undefined;
  return {
    sort_by,
    order,
    search,
    page,
    ...(filters[ACTIVITY_FILTERS.admin] ? { admin_id: Number(filters[ACTIVITY_FILTERS.admin]) } : {}),
    ...(filters[ACTIVITY_FILTERS.area] ? { area: filters[ACTIVITY_FILTERS.area] as ActivityArea } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function activityApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<ActivityRow>> =>
      (await client.call(activityListResponse, activityPaths.list, { method: 'POST', body: activityListBody(query), signal })).data,
    admins: async (signal?: AbortSignal): Promise<ActivityAdmin[]> =>
      (await client.call(activityAdminsResponse, activityPaths.admins, { method: 'GET', signal })).data.rows,
    /** `path` is the area's history call (`chef/history`). */
    history: async (path: string, id: number, signal?: AbortSignal): Promise<HistoryRow[]> =>
      (await client.call(historyResponse, path, { method: 'GET', query: { id }, signal })).data.rows,
    /** One version a change left (issue #33 item 1), by the area's history call and the version's id. */
    version: async (path: string, id: number, versionId: number, signal?: AbortSignal): Promise<HistoryVersion> =>
      (await client.call(historyVersionResponse, historyVersionPath(path), { method: 'GET', query: { id, version_id: versionId }, signal })).data,
  };
}

export function activityActors(client: ApiClient) {
  const api = activityApi(client);
  return {
    fetchPage: fromPromise<ListPage<ActivityRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
  };
}
