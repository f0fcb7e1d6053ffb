/** Subscription-plan calls (spec section 7 "Subscription plans", JSON bodies), actors and query keys. */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import {
  subscriptionListResponse,
  subscriptionMutationResponse,
  subscriptionPaths,
  subscriptionViewResponse,
  type SubscriptionRow,
} from './subscription-contract';
import type { SaveInput } from '../../src/machines/entity-form.machine';

/** What the plan form holds: every field as typed (the amount and the months are checked, then sent as typed). */
export type SubscriptionDraft = { title: string; display_amount: string; amount: string; timeframe: string };

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  view: (id: number) => [...subscriptionKeys.all, 'view', id] as const,
};

export function subscriptionApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<SubscriptionRow>> =>
      (await client.call(subscriptionListResponse, subscriptionPaths.list, { method: 'POST', body: query, signal })).data,
    view: async (id: number, signal?: AbortSignal): Promise<SubscriptionRow> =>
      (await client.call(subscriptionViewResponse, subscriptionPaths.view, { method: 'GET', query: { id }, signal })).data,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(subscriptionMutationResponse, subscriptionPaths.delete, { method: 'GET', query: { id }, signal })).message,
    save: async ({ id, version, values }: SaveInput<SubscriptionDraft>, signal?: AbortSignal) => {
      const body = {
        ...(id !== null && { id, version: version ?? undefined }),
        title: values.title.trim(),
        display_amount: values.display_amount.trim(),
        amount: values.amount.trim(),
        timeframe: Number(values.timeframe.trim()),
      };
      const path = id === null ? subscriptionPaths.add : subscriptionPaths.edit;
      return (await client.call(subscriptionMutationResponse, path, { method: id === null ? 'POST' : 'PUT', body, signal })).message;
    },
  };
}

export function subscriptionActors(client: ApiClient) {
  const api = subscriptionApi(client);
  return {
    fetchPage: fromPromise<ListPage<SubscriptionRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    loadRecord: fromPromise<SubscriptionRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<SubscriptionDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}

export const subscriptionViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: subscriptionKeys.view(id), queryFn: ({ signal }) => subscriptionApi(client).view(id, signal) });
