/**
 * The one database driver path (DESIGN.md section 1): Drizzle over a node-postgres Pool, whether
 * the server is the embedded PostgreSQL or any other reached through DATABASE_URL.
 *
 * The server's pool is bounded in time (DESIGN.md section 8): a connection that cannot be opened,
 * a statement that runs too long and a transaction left idle all end with an error the error
 * mapping answers 503, so a restarting, frozen or lost PostgreSQL never makes a call hang.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseLimits } from '../config';
import type { Logger } from '../logger';
import { schema } from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** What `db.transaction` hands its callback: the same query API, inside one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /**
   * `pool.end()`, then the wait for each connection to be closed: the pool's own promise settles
   * as soon as it has let go of its clients, before their goodbyes reach the server, and a
   * PostgreSQL stopped right then would end their sessions under them.
   */
  close(): Promise<void>;
};

/** How long `close` waits for the connections to be gone; a server that does not answer is not waited for. */
const CLOSE_WAIT_MS = 3_000;

/** The client waits this much longer than PostgreSQL's own statement_timeout, which answers first when it can. */
const CLIENT_WAIT_MARGIN_MS = 500;

/** The pool settings that carry the limits: PostgreSQL's own timeouts go as start-up parameters. */
export function limitedPoolConfig(limits: Omit<DatabaseLimits, 'startTimeoutSeconds'>): pg.PoolConfig {
  return {
    connectionTimeoutMillis: limits.connectTimeoutSeconds * 1000,
    statement_timeout: limits.statementTimeoutSeconds * 1000,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutSeconds * 1000,
    // A frozen server (SIGSTOP, a dead network path) never answers: only the client can stop waiting.
    query_timeout: limits.statementTimeoutSeconds * 1000 + CLIENT_WAIT_MARGIN_MS,
    // A peer that vanished without a FIN is found by TCP keep-alive rather than never.
    keepAlive: true,
  };
}

/** node-postgres' error when its own wait for an answer (query_timeout) ran out. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A client that stopped waiting for an answer ends its connection. The statement may still be
 * running, or waiting on a frozen server, and inside a transaction the rollback that follows
 * could never be sent: put back in the pool, the session would hand the next call another call's
 * transaction, still open (its later COMMIT keeping that call's changes) or aborted (every
 * statement refused), and queue its statements behind the one nobody waits for. Ended, the
 * rollback fails at once, the pool drops the client, and PostgreSQL rolls the transaction back
 * when it sees the connection gone. Calls through pool.query release a failed client themselves;
 * this is for the clients checked out (Drizzle's transactions).
 */
function endWhenNotAnswered(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const answer = query(...args);
    if (answer instanceof Promise) {
      answer.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) client.end().catch(() => undefined);
      });
    }
    return answer;
  };
}

export function openDatabase(connectionString: string, logger: Logger, max = 10, limits?: Omit<DatabaseLimits, 'startTimeoutSeconds'>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, ...(limits && limitedPoolConfig(limits)) });
  // An idle client losing its connection (database restarted) must not crash the process; the
  // pool replaces it and the next query reports the problem to its caller.
  pool.on('error', (error) => logger.warn(`database connection lost: ${error.message}`));
  // The pool listens only to its idle clients: one checked out (a transaction, the start-up lock)
  // when PostgreSQL goes away emits 'error' on itself, and an 'error' nobody hears ends the
  // process. Its query fails and its caller answers; the pool drops it when it comes back.
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.on('error', () => undefined);
    endWhenNotAnswered(client);
  });
  pool.on('remove', (client) => open.delete(client));
  const close = async () => {
    await pool.end();
    const deadline = Date.now() + CLOSE_WAIT_MS;
    while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { db: drizzle(pool, { schema }), pool, close };
}
