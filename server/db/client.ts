/**
 * The one database driver path (DESIGN.md section 1): Drizzle over a node-postgres Pool, whether
 * the server is the embedded PostgreSQL or any other reached through DATABASE_URL.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import { schema } from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** What `db.transaction` hands its callback: the same query API, inside one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = { db: Database; pool: pg.Pool };

export function openDatabase(connectionString: string, logger: Logger, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (database restarted) must not crash the process; the
  // pool replaces it and the next query reports the problem to its caller.
  pool.on('error', (error) => logger.warn(`database connection lost: ${error.message}`));
  return { db: drizzle(pool, { schema }), pool };
}
