/**
 * The versions of records (issue #33 item 1): after each add, edit, status change and restore
 * from the trash, the record as its view call answers it, kept beside the activity row that
 * describes the change, so the view modal's history can offer "Restore this version". Apart from
 * the activity table: that one is append-only and hash-chained, and these are a copy of content
 * that a retention may thin out without touching the log. Never a secret: the view calls answer
 * none, and the writer drops any field named like one (server/activity/record-version.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const recordVersions = pgTable(
  'record_version',
  {
    /**
     * The activity row of the change that made this version. No foreign key: the log may be
     * emptied or thinned out by whole partitions (TRUNCATE, a retention) without asking this table.
     */
    activityId: bigint('activity_id', { mode: 'number' }).primaryKey(),
    area: text('area').notNull(),
    recordId: integer('record_id').notNull(),
    /** The record by the contract's field names, as its view answered it right after the change. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /**
     * The storage keys of the files the values name (an image the record had then): an edit that
     * replaces one keeps it while a version names it, so the version can be shown and restored.
     */
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('record_version_record_index').on(table.area, table.recordId, table.activityId.desc()),
    index('record_version_files_index').using('gin', table.files),
  ],
);
