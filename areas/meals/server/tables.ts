/** The meal types area's table: a meal type with its icon (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

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
