/**
 * `npm run audit:verify`: walks the activity log's hash chain (server/activity/chain-verify.ts) on
 * the configured database (DATABASE_URL, or DATA_DIR's embedded PostgreSQL, beside a running
 * server or not) and prints one line: that it verifies, with its last link to note, or the first
 * row edited, removed or inserted out of order. Exits 0 when it verifies, 1 otherwise.
 */
import { openToolDatabase } from '../server/backup/tool-database';
import { whyFailed } from '../server/backup/why-failed';
import { describeChainReport, verifyActivityChain } from '../server/activity/chain-verify';
import { ConfigError, loadConfig } from '../server/config';
import { pendingMigrations } from '../server/db/pending-migrations';
import { consoleLogger } from '../server/logger';

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
    const report = await verifyActivityChain(database.db);
    (report.broken ? console.error : console.log)(describeChainReport(report));
    if (!report.broken) exitCode = 0;
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Verify failed: ${whyFailed(error)}`);
} finally {
  await close().catch(() => undefined);
}
process.exit(exitCode);
