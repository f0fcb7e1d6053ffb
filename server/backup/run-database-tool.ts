/**
 * The frame of a command-line tool that works on the migrated database (`npm run audit:verify`,
 * `npm run admin:second-factor-off`): the configured database (DATABASE_URL, or DATA_DIR's
 * embedded PostgreSQL, beside a running server or not), refused with one line when it lacks a
 * migration of this code, closed whatever happens, and the process's exit code from `work`
 * (1 on any failure, said in one line without the database's address).
 */
import type { Database } from '../db/client';
import { ConfigError, loadConfig } from '../config';
import { pendingMigrations } from '../db/pending-migrations';
import { consoleLogger } from '../logger';
import { openToolDatabase } from './tool-database';
import { whyFailed } from './why-failed';

export async function runDatabaseTool(failedAs: string, work: (db: Database) => Promise<0 | 1>): Promise<never> {
  let exitCode = 1;
  let close = async () => {};
  try {
    const config = loadConfig(process.env);
    const database = await openToolDatabase(config, consoleLogger, { besideRunningServer: true });
    close = database.close;
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      console.error(`The database lacks ${pending.length} migration(s) of this code: run npm run db:migrate first.`);
    } else {
      exitCode = await work(database.db);
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `${failedAs}: ${whyFailed(error)}`);
  } finally {
    await close().catch(() => undefined);
  }
  process.exit(exitCode);
}
