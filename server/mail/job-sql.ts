/**
 * pg-boss runs its SQL through `executeSql(text, values)`. These adapters let it use the app's own
 * pool (no second pool per process) and, for `send(..., { db })`, a Drizzle transaction: a mail
 * is then queued in the very transaction that writes the row it belongs to, and is never queued
 * for a row that rolled back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Transaction } from '../db/client';

export type JobSql = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> };

export const poolJobSql = (pool: pg.Pool): JobSql => ({
  executeSql: (text, values) => pool.query(text, values as unknown[]),
});

/** `$1`…`$n` placeholders become Drizzle parameters (each one a single value, arrays included). */
function toDrizzle(text: string, values: unknown[] = []): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  pieces.forEach((piece, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1])}`);
  });
  return sql.join(chunks);
}

export const transactionJobSql = (tx: Transaction): JobSql => ({
  executeSql: async (text, values) => {
    const result = await tx.execute(toDrizzle(text, values));
    return { rows: result.rows };
  },
});
