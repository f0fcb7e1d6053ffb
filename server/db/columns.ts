/**
 * Columns every table of the schema builds the same way: timestamps, and the stored search text
 * of the lists (server/lists/search.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * An editable row's version (issue #15 item 2): every edit adds one, and an edit based on an
 * older version is refused (409) instead of silently overwriting what another admin saved.
 */
export const version = () => integer('version').notNull().default(1);

/**
 * What a list search reads (server/lists/search.ts): the searched texts of a row, lower-cased
 * once when the row is written rather than on every search, joined by a line break (which no
 * search box can type) so a search cannot match across two fields. A plain LIKE on it is a byte
 * comparison, several times cheaper than ILIKE per row, and a GIN trigram index (pg_trgm,
 * migration 0000) serves it, so a search stays fast on 100,000 rows.
 */
export const searchText = (texts: () => SQL[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`lower(${sql.join(texts(), sql` || chr(10) || `)})`);

/** An account's name as its list and the activity log write it (activity-who.ts `fullName`): the search and the bulk answers' names. */
export const fullName = (first: AnyPgColumn, last: AnyPgColumn) => sql<string>`${first} || ' ' || ${last}`;
