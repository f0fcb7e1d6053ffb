/**
 * `npm run seed:demo`: fills the people areas with demo admins, users and chefs, the content
 * areas with meal types, ingredients, plans, block prices and subscribers, the classes, and a few
 * deleted records in the Trash (server/demo/),
 * on the database the server would use: DATABASE_URL, or else the embedded PostgreSQL in
 * DATA_DIR, which this script starts and stops itself. A server already running on that folder
 * holds it: the script then says so and changes nothing. Running it again adds nothing twice.
 */
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { DataFolderInUse } from '../server/db/leftover-postgres';
import { runMigrations, withStartupLock } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { DEMO_PASSWORD, seedDemo } from '../server/demo/seed-demo';
import { seedDemoClasses } from '../server/demo/seed-demo-classes';
import { seedDemoContent } from '../server/demo/seed-demo-content';
import { seedDemoTrash } from '../server/demo/seed-demo-trash';
import { consoleLogger, describeError } from '../server/logger';
import { createObjectStorage } from '../server/storage/create-object-storage';

const closers: Array<() => Promise<void>> = [];
const closeAll = async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
};
// Ctrl-C while seeding still stops the PostgreSQL this script started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void closeAll().finally(() => process.exit(130)));

let exitCode = 0;
try {
  const config = loadConfig(process.env);
  let url = config.databaseUrl;
  if (!url) {
    const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger: consoleLogger, ownSignals: true });
    closers.push(postgres.stop);
    url = postgres.url;
  }
  const { db, pool } = openDatabase(url, consoleLogger);
  closers.push(() => pool.end());
  // The same start-up work as the server, so a fresh data folder gets its tables and super admin.
  const seeded = await withStartupLock(pool, async (locked) => {
    await runMigrations(locked);
    return seed(locked, { email: config.adminEmail, password: config.adminPassword, appName: config.appName });
  });
  if (seeded.generatedPassword) {
    console.log(`Sign in as ${seeded.superAdminEmail} with this generated password (shown this once, keep it): ${seeded.generatedPassword}`);
  }
  const demoDeps = { db, storage: createObjectStorage(config), logger: consoleLogger, now: new Date() };
  const added = await seedDemo(demoDeps);
  console.log(`Demo data: ${added.admins} admins, ${added.users} users and ${added.chefs} chefs added (people already there were kept).`);
  const content = await seedDemoContent(demoDeps);
  console.log(
    `Demo content: ${content.mealTypes} meal types, ${content.ingredients} ingredients, ${content.plans} plans, ` +
      `${content.blockPrices} block prices and ${content.subscribers} subscribers added (rows already there were kept).`,
  );
  // After the people and content: the classes are taught by the chefs and use the ingredients and meal types.
  console.log(`Demo classes: ${await seedDemoClasses(demoDeps)} added (classes already there were kept).`);
  console.log(`Demo trash: ${await seedDemoTrash(demoDeps)} deleted records added (those already there were kept).`);
  console.log(`Demo admins and users share the password ${DEMO_PASSWORD}.`);
} catch (error) {
  if (error instanceof DataFolderInUse) console.error(`${error.message}\nStop the server, run the seed, then start the server again.`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Demo seed failed: ${describeError(error)}`);
  exitCode = 1;
} finally {
  await closeAll();
}
process.exit(exitCode);
