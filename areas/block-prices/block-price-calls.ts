/** Block-price calls (spec section 7 "Block prices", JSON bodies), the actors the list and form machines run, and query keys. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import {
  blockPriceListResponse,
  blockPriceMutationResponse,
  blockPricePaths,
  blockPriceViewResponse,
  type BlockPriceRow,
} from './block-price-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { StatusChange } from '../../src/machines/status-toggle.machine';
import type { SaveInput } from '../../src/machines/entity-form.machine';

export type BlockPriceDraft = { title: string; amount: string };

export const blockPriceKeys = {
  all: ['block-prices'] as const,
};

export function blockPriceApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<BlockPriceRow>> =>
      (await client.call(blockPriceListResponse, blockPricePaths.list, { method: 'POST', body: query, signal })).data,
    view: async (id: number, signal?: AbortSignal): Promise<BlockPriceRow> =>
      (await client.call(blockPriceViewResponse, blockPricePaths.view, { method: 'GET', query: { id }, signal })).data,
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(blockPriceMutationResponse, blockPricePaths.status, { method: 'GET', query: { id, is_active: isActive ? 1 : 0 }, signal }))
        .message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(blockPriceMutationResponse, blockPricePaths.delete, { method: 'GET', query: { id }, signal })).message,
    save: async ({ id, version, values }: SaveInput<BlockPriceDraft>, signal?: AbortSignal) => {
      const fields = { title: values.title.trim(), amount: values.amount.trim() };
      const init = id === null ? { method: 'POST' as const, body: fields } : { method: 'PUT' as const, body: { id, version: version ?? undefined, ...fields } };
      return (await client.call(blockPriceMutationResponse, id === null ? blockPricePaths.add : blockPricePaths.edit, { ...init, signal }))
        .message;
    },
  };
}

export function blockPriceActors(client: ApiClient) {
  const api = blockPriceApi(client);
  return {
    fetchPage: fromPromise<ListPage<BlockPriceRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
    // Spec section 2: the edit page loads the record by id first.
    loadRecord: fromPromise<BlockPriceRow, { id: number }>(({ input, signal }) => api.view(input.id, signal)),
    save: fromPromise<string, SaveInput<BlockPriceDraft>>(({ input, signal }) => api.save(input, signal)),
  };
}
