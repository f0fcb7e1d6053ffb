/** The ingredients area's table (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { INGREDIENT_NAME_MAX } from '../ingredient-contract';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

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
