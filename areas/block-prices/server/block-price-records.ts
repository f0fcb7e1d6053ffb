/** Block prices as the contract answers them (areas/block-prices/block-price-contract.ts), and the queries that read them. */
import { priceAnswer } from '../block-price-contract';
import type { BLOCK_PRICE_SORTABLE, BlockPriceRow } from '../block-price-contract';
import { blockPrices } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { caseless } from '../../../server/lists/sort';

export const PRICE_NOT_FOUND = priceAnswer('price.not_found');

export const priceColumns = {
  id: blockPrices.id,
  title: blockPrices.title,
  amount: blockPrices.amount,
  isActive: blockPrices.isActive,
  createdAt: blockPrices.createdAt,
  version: blockPrices.version,
};

type PriceRecord = Pick<typeof blockPrices.$inferSelect, keyof typeof priceColumns>;

export const toPriceRow = (price: PriceRecord): BlockPriceRow => ({
  id: price.id,
  title: price.title,
  amount: price.amount,
  is_active: price.isActive,
  created_at: price.createdAt.toISOString(),
  version: price.version,
});

type PriceSortable = (typeof BLOCK_PRICE_SORTABLE)[number];

/** The amount is free text (spec section 5), so it sorts as text. */
const sortColumns = {
  created_at: blockPrices.createdAt,
  title: caseless(blockPrices.title),
  amount: caseless(blockPrices.amount),
  is_active: blockPrices.isActive,
} satisfies Record<PriceSortable, unknown>;

const priceRecords = tableRecords({ table: blockPrices, columns: priceColumns, toRow: toPriceRow, sortColumns, notFound: PRICE_NOT_FOUND });
export const listPrices = priceRecords.list;
export const findPrice = priceRecords.find;
