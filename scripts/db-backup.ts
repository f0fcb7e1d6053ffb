/**
 * `npm run db:backup [-- FOLDER]`: a consistent snapshot of the database and of the object folder
 * (server/backup/snapshot.ts) into a new folder, by default backups/mise-<time> here. Works while
 * the server runs (it reads its PostgreSQL) or while it is stopped (it starts the embedded one).
 */
import path from 'node:path';
import { writeBackup } from '../server/backup/snapshot';
import { openToolDatabase } from '../server/backup/tool-database';
import { ConfigError, loadConfig } from '../server/config';
import { consoleLogger } from '../server/logger';
import { whyFailed } from '../server/backup/why-failed';
import { objectsDir } from '../server/storage/create-object-storage';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const out = path.resolve(process.argv[2] ?? path.join('backups', `mise-${stamp}`));
let exitCode = 0;
let close = async () => {};
try {
  const config = loadConfig(process.env);
  if (config.storage !== 'local') console.log('STORAGE=s3: the bucket is not copied (use its versioning or replication); the database is.');
  const database = await openToolDatabase(config, consoleLogger, { besideRunningServer: true });
  close = database.close;
  const manifest = await writeBackup({ pool: database.pool, objectsDir: config.storage === 'local' ? objectsDir(config) : path.join(out, '.none'), out });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backup written to ${out}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.objects} objects.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${whyFailed(error)}`);
  exitCode = 1;
} finally {
  await close().catch(() => undefined);
}
process.exit(exitCode);
