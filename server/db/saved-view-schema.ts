/**
 * Saved list views (issue #31 item 4): an admin's own named list queries, per area (the list's
 * path prefix, e.g. `chef`). The query is the address's query string as name→value pairs, read
 * back through the list's own checks (src/app/kit/list-address.ts) when a view is opened.
 * One name per admin and area: saving a name again replaces its query.
 */
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { admins } from './people-schema';

export const savedListViews = pgTable(
  'saved_list_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  // Also the index an admin's views of an area are read by (its first two columns).
  (table) => [uniqueIndex('saved_list_views_admin_area_name_unique').on(table.adminId, table.area, table.name)],
);
