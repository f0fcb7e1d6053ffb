/**
 * The trash (issue #33 item 2): a deleted record leaves its own table and waits here, as a
 * snapshot of its row and of the rows that go with it (a class's instructions, an admin's
 * passkeys), until it is restored, removed for good, or purged after TRASH_DAYS. Kept apart from
 * the live tables rather than as a `deleted_at` flag on each: every list, look-up, search, export,
 * sign-in and uniqueness rule then stays true of live records without a filter to forget, and a
 * restore is a plain insert that the tables' own constraints check (a value taken since, a chef
 * removed for good). The files the record used stay in storage until the snapshot goes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchText } from './columns';

/** The rows of one record, by table name, as `to_jsonb` gave them. */
export type TrashSnapshot = { row: Record<string, unknown>; children: Record<string, Record<string, unknown>[]> };

export const trash = pgTable(
  'trash',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The activity area of the record (its module's name). */
    area: text('area').notNull(),
    recordId: integer('record_id').notNull(),
    /** The record's name as its list showed it when it was deleted. */
    label: text('label').notNull(),
    snapshot: jsonb('snapshot').$type<TrashSnapshot>().notNull(),
    /** Storage keys the record used (images, a video): deleted from storage only when the snapshot goes. */
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who deleted it, by id and by the name they had (no foreign key: the row outlives the admin). */
    deletedById: integer('deleted_by_id'),
    deletedByName: text('deleted_by_name').notNull(),
    searchText: searchText((): SQL[] => [sql`${trash.label}`, sql`${trash.deletedByName}`]),
  },
  (table) => [
    // A record is in the trash once at most: a restore puts it back under the same id.
    uniqueIndex('trash_area_record_unique').on(table.area, table.recordId),
    index('trash_deleted_at_index').on(table.deletedAt.desc(), table.id.desc()),
    index('trash_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
