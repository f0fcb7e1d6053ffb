/**
 * `npm run admin:second-factor-off -- <e-mail>`: for an admin who lost both their phone and their
 * recovery codes, turns their two-step sign-in off on the configured database (DATABASE_URL, or
 * DATA_DIR's embedded PostgreSQL, beside a running server or not), so their password alone signs
 * them in again (server/auth/second-factor-off.ts). Exits 0 when the admin exists (whether it was
 * on or not), 1 otherwise.
 */
import { turnOffSecondFactorOf } from '../server/auth/second-factor-off';
import { runDatabaseTool } from '../server/backup/run-database-tool';

const email = process.argv[2]?.trim() ?? '';
if (!email) {
  console.error('Say whose two-step sign-in to turn off: npm run admin:second-factor-off -- <e-mail>');
  process.exit(1);
}

await runDatabaseTool('Failed', async (db) => {
  const done = await turnOffSecondFactorOf(db, email, new Date());
  if (!done.found) {
    console.error(`No admin has the e-mail ${email}.`);
    return 1;
  }
  console.log(
    done.wasOn
      ? `Two-step sign-in is off for ${done.email}: their password alone signs them in, and they can set it up again on their profile.`
      : `Two-step sign-in was not on for ${done.email}: nothing changed.`,
  );
  return 0;
});
