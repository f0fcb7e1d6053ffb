/** Block prices as the contract answers them (src/api/contract/block-prices.ts), and the queries that read them. */
import { answer } from '../../src/api/contract/answer-codes';
import { count, eq } from 'drizzle-orm';
import type { BLOCK_PRICE_SORTABLE, BlockPriceRow } from '../../src/api/contract/block-prices';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import { blockPrices } from '../db/schema';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { caseless } from '../lists/sort';

export const PRICE_NOT_FOUND = answer('price.not_found');

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

const pricesPage = pageStatements({
  rows: (db, total) => db.select({ ...priceColumns, total }).from(blockPrices).$dynamic(),
  count: (db) => db.select({ n: count() }).from(blockPrices).$dynamic(),
  search: [blockPrices.searchText],
  sortColumns,
  id: blockPrices.id,
});

export async function listPrices(db: Database, query: ListQuery & { sort_by: PriceSortable }): Promise<ListPage<BlockPriceRow>> {
  const page = await readPage(query, pricesPage(db, listShape(query)));
  return { rows: page.rows.map(toPriceRow), count: page.count };
}

export async function findPrice(db: Database, id: number): Promise<PriceRecord> {
  const [price] = await db.select(priceColumns).from(blockPrices).where(eq(blockPrices.id, id));
  if (!price) throw new HttpError(404, PRICE_NOT_FOUND);
  return price;
}
