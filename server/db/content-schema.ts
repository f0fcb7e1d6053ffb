/**
 * The content tables of issue 5 (spec section 3): meal types with their icons, ingredients,
 * subscription plans, block prices, static pages and the mailing list. Each list table has the
 * stored lower-cased search text with its trigram index, and a (created_at, id) index that serves
 * the default order (newest first, id as tie-break) straight off the index.
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH } from '../../src/api/contract/fields';
import { INGREDIENT_NAME_MAX } from '../../areas/ingredients/ingredient-contract';
import { createdAt, searchText, updatedAt, version } from './columns';

export const mealIcons = pgTable(
  'meal_icons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mealType: varchar('meal_type', { length: 100 }).notNull(),
    /** A storage key, not a URL; every meal type has an icon (required on add). */
    image: text('image').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${mealIcons.mealType}`]),
  },
  (table) => [
    index('meal_icons_created_at_id_index').on(table.createdAt, table.id),
    // Sorting by meal type is case-insensitive; the class form's look-up reads it in order.
    index('meal_icons_meal_type_lower_id_index').on(sql`lower(${table.mealType})`, table.id),
    index('meal_icons_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: INGREDIENT_NAME_MAX }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${ingredients.name}`]),
  },
  (table) => [
    // "tomato" and "Tomato" are one ingredient; the index also serves the sort by name.
    uniqueIndex('ingredients_name_lower_unique').on(sql`lower(${table.name})`),
    index('ingredients_created_at_id_index').on(table.createdAt, table.id),
    index('ingredients_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

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

export const staticPages = pgTable(
  'static_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Which seeded page this is ("about-us", "faq"…). Never edited, so the seed at start finds a
     * page whose title an admin changed, and does not add it again.
     */
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    title: varchar('title', { length: 150 }).notNull(),
    /** HTML, sanitised on save (server/content/sanitise-html.ts). */
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${staticPages.title}`]),
  },
  (table) => [
    index('static_pages_created_at_id_index').on(table.createdAt, table.id),
    index('static_pages_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** The mailing list, fed by the public POST /api/v1/public/subscribe. */
export const subscribedEmails = pgTable(
  'subscribed_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    createdAt: createdAt(),
    searchText: searchText((): SQL[] => [sql`${subscribedEmails.email}`]),
  },
  (table) => [
    uniqueIndex('subscribed_emails_email_lower_unique').on(sql`lower(${table.email})`),
    index('subscribed_emails_created_at_id_index').on(table.createdAt, table.id),
    index('subscribed_emails_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
