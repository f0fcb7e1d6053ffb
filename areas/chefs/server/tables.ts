/**
 * The chefs area's table. Classes refer to a chef (areas/classes/server/tables.ts); deleting a chef
 * a class uses is refused.
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH } from '../../../src/api/contract/fields';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

export const chefs = pgTable(
  'chefs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** A storage key, not a URL. */
    profilePhoto: text('profile_photo'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [sql`${chefs.name}`, sql`${chefs.email}`]),
  },
  (table) => [
    // A chef needs only a name (spec section 5): '' means no e-mail, and any number of chefs may have none.
    uniqueIndex('chefs_email_lower_unique').on(sql`lower(${table.email})`).where(sql`${table.email} <> ''`),
    index('chefs_created_at_id_index').on(table.createdAt, table.id),
    // Sorting by name is case-insensitive (server/lists/sort.ts); the look-up reads it in order.
    index('chefs_name_lower_id_index').on(sql`lower(${table.name})`, table.id),
    index('chefs_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
