/** The static pages area's table (spec section 3). */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, searchText, updatedAt, version } from '../../../server/db/columns';

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
