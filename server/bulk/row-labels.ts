/**
 * The names of a bulk action's refused rows, as their list shows them (server/routes/bulk.ts).
 * "Select all matching" refuses rows the admin never had on screen: the answer names them, so the
 * client never shows a bare id, nor waits for the list's reload to know a name.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Each id still stored with its name; a row gone has none. */
export type RowLabels = (db: Database, ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

export const labelsFrom =
  (table: PgTable, id: PgColumn, label: PgColumn | SQL<string>): RowLabels =>
  async (db, ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id, label }).from(table).where(inArray(id, [...ids]));
    return new Map(rows.map((row) => [Number(row.id), String(row.label)]));
  };
