/**
 * Which of the code's migrations a database has not applied yet, by drizzle's own rule: a
 * migration is applied when its journal time is not after the newest one recorded in
 * drizzle.__drizzle_migrations. `npm run db:migrate` reports with it; a server started with
 * MIGRATE_ON_START=false refuses a database that lacks any (MigrationsBehind).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

type JournalEntry = { tag: string; when: number };

export class MigrationsBehind extends Error {
  override name = 'MigrationsBehind';
  constructor(pending: readonly string[]) {
    super(`The database lacks ${pending.length} migration(s) of this code (${pending[0]}${pending.length > 1 ? ', …' : ''}) and MIGRATE_ON_START=false: run npm run db:migrate, then start again.`);
  }
}

export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The tags of the code's migrations the database has not applied, oldest first. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const table = await db.execute<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  let newest = -Infinity;
  if (table.rows[0]?.exists) {
    const applied = await db.execute<{ created_at: string | null }>(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`);
    if (applied.rows[0]?.created_at != null) newest = Number(applied.rows[0].created_at);
  }
  return codeMigrations()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

/** For a start without migrations: throws MigrationsBehind when the database is behind the code. */
export async function refuseWhenBehind(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw new MigrationsBehind(pending);
}
