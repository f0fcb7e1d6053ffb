/** The subscription plans area's table (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 150 }).notNull(),
    /** As customers see it, e.g. "300/month". */
    displayAmount: varchar('display_amount', { length: 60 }).notNull(),
    /** Exact decimal; Drizzle reads numeric as text, which is how the contract answers it. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** Months. */
    timeframe: integer('timeframe').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${subscriptionPlans.title}`, sql`${subscriptionPlans.displayAmount}`]),
  },
  (table) => [
    check('subscription_plans_amount_not_negative', sql`${table.amount} >= 0`),
    check('subscription_plans_timeframe_range', sql`${table.timeframe} between 1 and 999`),
    index('subscription_plans_created_at_id_index').on(table.createdAt, table.id),
    index('subscription_plans_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
