/**
 * `npm run admin:second-factor-off -- <e-mail>`: for an admin who lost both their phone and their
 * recovery codes, turns their two-step sign-in off on the configured database (DATABASE_URL, or
 * DATA_DIR's embedded PostgreSQL, beside a running server or not), so their password alone signs
 * them in again (server/auth/second-factor-off.ts). Exits 0 when the admin exists (whether it was
 * on or not), 1 otherwise.
 */
import { turnOffSecondFactorOf } from '../server/auth/second-factor-off';
import { openToolDatabase } from '../server/backup/tool-database';
import { whyFailed } from '../server/backup/why-failed';
import { ConfigError, loadConfig } from '../server/config';
import { pendingMigrations } from '../server/db/pending-migrations';
import { consoleLogger } from '../server/logger';

let exitCode = 1;
let close = async () => {};
const email = process.argv[2]?.trim() ?? '';
try {
  if (!email) throw new ConfigError('Say whose two-step sign-in to turn off: npm run admin:second-factor-off -- <e-mail>');
  const config = loadConfig(process.env);
  const database = await openToolDatabase(config, consoleLogger, { besideRunningServer: true });
  close = database.close;
  const pending = await pendingMigrations(database.db);
  if (pending.length > 0) {
    console.error(`The database lacks ${pending.length} migration(s) of this code: run npm run db:migrate first.`);
  } else {
    const done = await turnOffSecondFactorOf(database.db, email, new Date());
    if (!done.found) {
      console.error(`No admin has the e-mail ${email}.`);
    } else {
      console.log(
        done.wasOn
          ? `Two-step sign-in is off for ${done.email}: their password alone signs them in, and they can set it up again on their profile.`
          : `Two-step sign-in was not on for ${done.email}: nothing changed.`,
      );
      exitCode = 0;
    }
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Failed: ${whyFailed(error)}`);
} finally {
  await close().catch(() => undefined);
}
process.exit(exitCode);
