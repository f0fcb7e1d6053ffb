/**
 * `npm run audit:verify`: walks the activity log's hash chain (server/activity/chain-verify.ts) on
 * the configured database (DATABASE_URL, or DATA_DIR's embedded PostgreSQL, beside a running
 * server or not) and prints one line: that it verifies, with its last link to note, or the first
 * row edited, removed or inserted out of order. Exits 0 when it verifies, 1 otherwise.
 */
import { describeChainReport, verifyActivityChain } from '../server/activity/chain-verify';
import { runDatabaseTool } from '../server/backup/run-database-tool';

await runDatabaseTool('Verify failed', async (db) => {
  const report = await verifyActivityChain(db);
  (report.broken ? console.error : console.log)(describeChainReport(report));
  return report.broken ? 1 : 0;
});
