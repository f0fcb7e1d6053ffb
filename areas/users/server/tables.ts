/**
 * The users area's table: the app users (spec section 3). The database's migrations are generated
 * from every area's tables.ts (drizzle.config.ts) with the core schema of server/db.
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH } from '../../../src/api/contract/fields';
import { createdAt, fullName, searchText, updatedAt, version } from '../../../server/db/columns';

/** App users (spec section 3), managed here; they sign in to the mobile app, not to the back-office. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A storage key, not a URL. */
    profilePhoto: text('profile_photo'),
    isActive: boolean('is_active').notNull().default(true),
    /** Made at creation (server/people/activation-code.ts); mailed by user/resend-activation-code. */
    activationCode: varchar('activation_code', { length: 8 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [fullName(users.firstName, users.lastName), sql`${users.email}`]),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The default order (created_at DESC, id DESC) reads the first page straight off this index.
    index('users_created_at_id_index').on(table.createdAt, table.id),
    index('users_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
