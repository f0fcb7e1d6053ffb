/**
 * Applies the committed migrations, then the seed, under one PostgreSQL advisory lock, so that
 * several server processes starting together on one database do not run them twice.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { schema } from './schema';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: it names this application's lock among others on the same server. */
const STARTUP_LOCK = 73_411_002;

/** Runs `work` on one connection holding the start-up lock (session locks belong to a connection). */
export async function withStartupLock<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const db: Database = drizzle(client, { schema });
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      return await work(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  } finally {
    client.release();
  }
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
