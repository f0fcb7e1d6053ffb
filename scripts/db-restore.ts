/**
 * `npm run db:restore -- FOLDER`: brings a backup of `npm run db:backup` back into an empty data
 * folder (DATA_DIR) or an empty database (DATABASE_URL): the product's migrations first, then the
 * rows and the objects. `npm start` on that folder then serves what the backup held.
 */
import path from 'node:path';
import { restoreBackup } from '../server/backup/snapshot';
import { openToolDatabase } from '../server/backup/tool-database';
import { ConfigError, loadConfig } from '../server/config';
import { runMigrations, withStartupLock } from '../server/db/migrate';
import { consoleLogger } from '../server/logger';
import { whyFailed } from '../server/backup/why-failed';
import { objectsDir } from '../server/storage/create-object-storage';

let exitCode = 0;
let close = async () => {};
try {
  if (!process.argv[2]) throw new Error('Name the backup folder: npm run db:restore -- FOLDER');
  const from = path.resolve(process.argv[2]);
  const config = loadConfig(process.env);
  // A running server would already have seeded the folder: the restore needs it stopped and empty.
  const database = await openToolDatabase(config, consoleLogger, { besideRunningServer: false });
  close = database.close;
  await withStartupLock(database.pool, runMigrations);
  const manifest = await restoreBackup({ pool: database.pool, objectsDir: objectsDir(config), from });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows and ${manifest.objects} objects from the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${whyFailed(error)}`);
  exitCode = 1;
} finally {
  await close().catch(() => undefined);
}
process.exit(exitCode);
