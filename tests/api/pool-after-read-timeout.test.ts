/**
 * A connection the server gave up waiting on (a frozen PostgreSQL: the client's read timeout,
 * server/db/client.ts) leaves the pool. Inside a transaction its rollback could not be sent, so
 * the session may still hold that transaction open: handed to the next call, that call's reads and
 * writes would run inside another call's abandoned transaction (and a later COMMIT would keep its
 * changes). Here the statement outlives the client's wait without freezing anything: the
 * transaction turns PostgreSQL's own statement timeout off for itself and sleeps.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable';
import { cloneTemplate, recordingLogger } from '../support/test-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  // One connection, so the next call would be handed the very one the transaction left.
  handle = openDatabase(await cloneTemplate(), recordingLogger(), 1, { connectTimeoutSeconds: 5, statementTimeoutSeconds: 1, idleInTransactionTimeoutSeconds: 60 });
});
afterAll(async () => {
  await handle.close();
});

type Row = Record<string, unknown>;

describe('a connection the server stopped waiting on', () => {
  it('is not handed to the next call, which runs in a transaction of its own, at once', async () => {
    const { db } = handle;
    const before = ((await db.execute(sql`select pg_backend_pid() as pid`)).rows[0] as Row).pid;
    const abandoned = db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    await expect(abandoned).rejects.toSatisfy(isDatabaseUnavailable);

    const started = Date.now();
    const next = (await db.execute(sql`select pg_backend_pid() as pid, now() = statement_timestamp() as own_transaction`)).rows[0] as Row;
    expect(next.own_transaction).toBe(true);
    expect(next.pid).not.toBe(before);
    // Not queued behind the sleep that nobody waits for any more.
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
