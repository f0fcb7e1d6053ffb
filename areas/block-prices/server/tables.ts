/** The block prices area's table (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

export const blockPrices = pgTable(
  'block_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 150 }).notNull(),
    /** Free text: the spec sets no numeric rule on it (spec section 5). */
    amount: varchar('amount', { length: 60 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${blockPrices.title}`, sql`${blockPrices.amount}`]),
  },
  (table) => [
    index('block_prices_created_at_id_index').on(table.createdAt, table.id),
    index('block_prices_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
