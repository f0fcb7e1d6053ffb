/**
 * `npm run db:migrate`: applies the code's migrations to the configured database (DATABASE_URL,
 * or the embedded PostgreSQL of DATA_DIR, which it starts and stops again) under the same
 * advisory lock as a starting server, prints what it applied, and exits 0, or 1 with the reason.
 * With MIGRATE_ON_START=false the servers never migrate: a fleet runs this once before it rolls.
 */
import { openToolDatabase } from '../server/backup/tool-database';
import { whyFailed } from '../server/backup/why-failed';
import { ConfigError, loadConfig } from '../server/config';
import { runMigrations, withStartupLock } from '../server/db/migrate';
import { codeMigrations, pendingMigrations } from '../server/db/pending-migrations';
import { consoleLogger } from '../server/logger';

let exitCode = 0;
let close = async () => {};
try {
  const config = loadConfig(process.env);
  const where = config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  // Beside a running server on the same folder it works on that server's PostgreSQL.
  const database = await openToolDatabase(config, consoleLogger, { besideRunningServer: true });
  close = database.close;
  const applied = await withStartupLock(database.pool, async (locked) => {
    const pending = await pendingMigrations(locked);
    if (pending.length > 0) await runMigrations(locked);
    return pending;
  });
  const total = codeMigrations().length;
  if (applied.length === 0) console.log(`Nothing to apply: ${where} already has all ${total} migrations.`);
  else console.log(`Applied ${applied.length} of ${total} migrations to ${where}: ${applied.join(', ')}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${whyFailed(error)}`);
  exitCode = 1;
} finally {
  await close().catch(() => undefined);
}
process.exit(exitCode);
