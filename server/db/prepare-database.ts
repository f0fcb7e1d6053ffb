/**
 * What a starting process does to its database before serving, under the start-up lock so that a
 * fleet starting together does it once: the migrations (or a refusal when they are behind), the
 * mail queue's pg-boss schema and queue, and the seed.
 */
import type { Logger } from '../logger';
import { installMailQueue } from '../mail/mail-queue';
import { openDatabase } from './client';
import { runMigrations, withStartupLock } from './migrate';
import { refuseWhenBehind } from './pending-migrations';
import { seed, type SeedResult } from './seed';

export type PrepareOptions = {
  /** MIGRATE_ON_START=false: a fleet migrates once (npm run db:migrate) before a rolling deploy. */
  migrateOnStart: boolean;
  admin: { email: string; password: string | undefined; appName?: string };
  logger: Logger;
};

export async function prepareDatabase(databaseUrl: string, { migrateOnStart, admin, logger }: PrepareOptions): Promise<SeedResult> {
  // A pool of its own, without the calls' statement timeout (an index on a large table may take
  // longer), closed once done. Two connections: one holds the lock, the other installs the queue.
  const startup = openDatabase(databaseUrl, logger, 2);
  return withStartupLock(startup.pool, async (locked) => {
    await (migrateOnStart ? runMigrations(locked) : refuseWhenBehind(locked));
    // pg-boss's first creation of a queue is DDL: two processes doing it at once on a fresh
    // database deadlock (seen in the fleet test), so only the lock's holder creates it.
    await installMailQueue(startup.pool, logger);
    return seed(locked, admin);
  }).finally(startup.close);
}
