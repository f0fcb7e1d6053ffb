/** The subscribed e-mails list call (spec section 7; DESIGN.md section 6: read-only), its actor and query key. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { subscribedEmailListResponse, subscribedEmailPaths, type SubscribedEmailRow } from './subscribed-email-contract';

export const subscribedEmailKeys = {
  all: ['subscribed-emails'] as const,
};

export function subscribedEmailApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<SubscribedEmailRow>> =>
      (await client.call(subscribedEmailListResponse, subscribedEmailPaths.list, { method: 'POST', body: query, signal })).data,
  };
}

export function subscribedEmailActors(client: ApiClient) {
  const api = subscribedEmailApi(client);
  return {
    fetchPage: fromPromise<ListPage<SubscribedEmailRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
  };
}
