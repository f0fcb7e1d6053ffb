/** Block prices, "blok price" in the spec (section 7 "Block prices"): list, view, add, edit, status, delete. */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { bulkPaths } from '../../src/api/contract/bulk';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { binaryFlag, idField, idParam, isoDate, requiredText, versionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const blockPricePaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('blok-price'),
  list: 'blok-price/list',
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'blok-price/export',
  view: 'blok-price/view',
  add: 'blok-price/add',
  edit: 'blok-price/edit',
  status: 'blok-price/status',
  delete: 'blok-price/delete',
} as const;

export const BLOCK_PRICE_SORTABLE = ['created_at', 'title', 'amount', 'is_active'] as const;
export const blockPriceListRequest = listRequest(BLOCK_PRICE_SORTABLE);

export const blockPriceRow = v.object({
  id: v.number(),
  title: v.string(),
  /** Free text: the spec sets no numeric rule on it. */
  amount: v.string(),
  is_active: v.boolean(),
  created_at: isoDate,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type BlockPriceRow = v.InferOutput<typeof blockPriceRow>;

export const blockPriceListResponse = listResponse(blockPriceRow);
export const blockPriceViewResponse = envelope(blockPriceRow);
export const blockPriceIdQuery = v.object({ id: idParam });
export const blockPriceStatusQuery = v.object({ id: idParam, is_active: binaryFlag });

/** JSON bodies; title and amount required and trimmed (spec section 5). */
export const blockPriceAddRequest = v.object({ title: requiredText(150), amount: requiredText(60) });
export const blockPriceEditRequest = v.object({ id: idField, version: versionField, title: requiredText(150), amount: requiredText(60) });
export const blockPriceMutationResponse = messageEnvelope;

/** The spec's delete question. */
export const blockPriceDeleteQuestion = (amount: string) => `Are you sure you want to delete this price ${amount}?`;

/** The block-price calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const blockPriceCalls = (): Call[] => [
  ...listAreaCalls('block prices', blockPricePaths, blockPriceListRequest, blockPriceListResponse),
  getCall(blockPricePaths.view, 'One block price', blockPriceViewResponse, { query: blockPriceIdQuery }),
  getCall(blockPricePaths.status, 'Activate or deactivate a block price', blockPriceMutationResponse, { query: blockPriceStatusQuery }),
  getCall(blockPricePaths.delete, 'Delete a block price', blockPriceMutationResponse, { query: blockPriceIdQuery }),
  postCall(blockPricePaths.add, 'Add a block price', blockPriceMutationResponse, { json: blockPriceAddRequest }),
  putCall(blockPricePaths.edit, 'Edit a block price', blockPriceMutationResponse, { json: blockPriceEditRequest }),
];

/**
 * The answers of the block prices (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const priceAnswers = {
  'price.list': 'Price list',
  'price.details': 'Price details',
  'price.added': 'Price added',
  'price.updated': 'Price updated',
  'price.activated': 'Price activated',
  'price.deactivated': 'Price deactivated',
  'price.deleted': 'Price deleted',
  'price.not_found': 'Price not found',
} as const satisfies AnswerTable;
export const priceAnswer = /* @__PURE__ */ answerOf(priceAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof priceAnswers> {}
}
