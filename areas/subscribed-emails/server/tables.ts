/** The mailing list's table (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH } from '../../../src/api/contract/fields';
import { createdAt, searchText } from '../../../server/db/columns';

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
