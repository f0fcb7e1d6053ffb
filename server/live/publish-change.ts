/**
 * Each committed change reaches every process of the fleet through PostgreSQL's NOTIFY (issue #33
 * item 3; no broker beside the database): sent in the change's own transaction, it is delivered
 * when that commits, in commit order, and never for a change that rolled back.
 */
import { sql } from 'drizzle-orm';
import type { LiveChange } from '../../src/api/contract/live';
import type { Database, Transaction } from '../db/client';

/** The channel every process LISTENs on (server/live/live-hub.ts). */
export const LIVE_CHANNEL = 'mise_changes';

export async function publishChange(tx: Transaction | Database, change: LiveChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
}
