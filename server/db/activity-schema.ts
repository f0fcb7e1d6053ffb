/**
 * The activity log (issue #15 item 1): one row per change an admin made, written in the same
 * transaction as the change (server/activity/record-activity.ts). Append-only: a trigger of
 * migration 0009 refuses UPDATE and DELETE, whatever the caller; and since rights over the database
 * can pass that trigger, each row is a link of a hash chain (migration 0012) that
 * server/activity/chain-verify.ts walks. The admin is kept by id and by
 * the name they had then, with no foreign key, so the row outlives the admin.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredActivityChange } from '../../src/api/contract/activity';
import { searchText } from './columns';

export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null only when no admin can be named. */
    adminId: integer('admin_id'),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    area: text('area').notNull(),
    recordId: integer('record_id'),
    recordLabel: text('record_label').notNull().default(''),
    /** The contract's field names that changed: never a value. */
    changed: text('changed').array().notNull().default(sql`'{}'::text[]`),
    /** The changed fields' old and new values, or only "changed" (server/activity/changed-fields.ts); null on older rows and adds. */
    changes: jsonb('changes').$type<StoredActivityChange[]>(),
    ip: text('ip').notNull(),
    /**
     * The hash chain (issue #32 item 5), set by migration 0012's trigger, never by the server: the
     * row's place in the chain and the SHA-256 of the previous row's hash and this row's content.
     * Null only on a row written past the trigger, which `npm run audit:verify` names.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    chainHash: text('chain_hash'),
    searchText: searchText((): SQL[] => [sql`${activity.adminName}`, sql`${activity.recordLabel}`, sql`${activity.ip}`]),
  },
  (table) => [
    index('activity_created_at_index').on(table.createdAt.desc(), table.id.desc()),
    index('activity_record_index').on(table.area, table.recordId, table.createdAt.desc(), table.id.desc()),
    index('activity_admin_id_index').on(table.adminId),
    index('activity_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
    uniqueIndex('activity_chain_seq_index').on(table.chainSeq),
  ],
);
