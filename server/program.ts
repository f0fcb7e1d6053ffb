/**
 * The program, entered through main.ts: read the configuration, start the embedded PostgreSQL
 * unless DATABASE_URL is set, migrate and seed, serve the API and the SPA on HOST:PORT, and on
 * SIGINT/SIGTERM stop accepting connections, let requests in flight finish (SHUTDOWN_GRACE_SECONDS),
 * then close the pool and PostgreSQL before exiting 0.
 *
 * `main()` either resolves with the running server or prints why it cannot start and exits 1.
 */
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { drainable } from './http/drain';
import { warmUpPasswordChecks } from './auth/password';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config, type Env } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { DataFolderInUse } from './db/leftover-postgres';
import { runMigrations, withStartupLock } from './db/migrate';
import { seed, type SeedResult } from './db/seed';
import { consoleLogger, createLogger, describeError, type Logger } from './logger';
import { createMetrics } from './observability/metrics';
import { loadSecrets } from './auth/secrets';
import { createMailDriver } from './mail/create-mail-driver';
import { startMailQueue } from './mail/mail-queue';
import { createObjectStorage } from './storage/create-object-storage';
import { startUploadSweep } from './uploads/upload-sweep';

export type RunningServer = { url: string; close(): Promise<void> };

/** Beyond the grace for requests in flight: the pool and PostgreSQL get this long to close. */
const CLOSING_AFTER_GRACE_MS = 15_000;
/** Until the configuration is read (a signal during the start). */
const DEFAULT_GRACE_MS = 10_000;

function listen(server: Server, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : config.port);
    });
  });
}

function signInHint(result: SeedResult): string {
  if (result.generatedPassword) {
    return `Sign in as ${result.superAdminEmail} with this generated password (shown this once, keep it): ${result.generatedPassword}`;
  }
  if (result.created) return `Sign in as ${result.superAdminEmail} with the password from ADMIN_PASSWORD.`;
  return `Sign in as ${result.superAdminEmail} with the password set on first start (ADMIN_PASSWORD, or the one printed then).`;
}

function explain(error: unknown, config: Config | undefined): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (config && code === 'EADDRINUSE') return `PORT ${config.port} on ${config.host} is already in use: stop the other program or set PORT.`;
  if (config && code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine.`;
  if (error instanceof ConfigError || error instanceof DataFolderInUse) return error.message;
  return `Could not start: ${describeError(error)}`;
}

/** What main() opened, closed in reverse order on shutdown or on a failed start. */
function closers() {
  const list: Array<() => Promise<void>> = [];
  return {
    add: (close: () => Promise<void>) => void list.push(close),
    closeAll: async () => {
      for (const close of list.reverse()) await close();
    },
  };
}

export async function main(env: Env = process.env): Promise<RunningServer> {
  // JSON lines at info until the configuration names the level.
  let logger: Logger = consoleLogger;
  const opened = closers();
  // Installed first, so a signal during the start (e.g. Ctrl-C while migrating) stops what has
  // been started so far, PostgreSQL included.
  let closing = false;
  let graceMs = DEFAULT_GRACE_MS;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second signal: the user insists
    closing = true;
    logger.info(`${signal}: shutting down (requests in flight get ${graceMs / 1000} s).`);
    setTimeout(() => process.exit(1), graceMs + CLOSING_AFTER_GRACE_MS).unref();
    opened.closeAll().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  let config: Config | undefined;
  try {
    config = loadConfig(env);
    logger = createLogger({ level: config.logLevel });
    graceMs = config.shutdownGraceSeconds * 1000;
    const { adminEmail, adminPassword } = config;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger, ownSignals: true });
      opened.add(postgres.stop);
      databaseUrl = postgres.url;
    }
    const { db, pool } = openDatabase(databaseUrl, logger);
    opened.add(() => pool.end());
    const seeded = await withStartupLock(pool, async (locked) => {
      await runMigrations(locked);
      return seed(locked, { email: adminEmail, password: adminPassword });
    });
    warmUpPasswordChecks();
    const secrets = await loadSecrets(db);
    const metrics = createMetrics({ pool });
    // Opened after the pool, so it stops (letting the mail in hand finish) before the pool closes.
    const mailQueue = await startMailQueue({ pool, mail: createMailDriver(config, logger), secrets, clock: systemClock, logger, metrics, config });
    opened.add(() => mailQueue.stop(Math.min(graceMs, 5_000)));
    const storage = createObjectStorage(config, { signingKey: secrets.uploadKey, clock: systemClock });
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    // With PORT=0 the real port is known only after listening: set PUBLIC_URL in that case.
    const publicUrl = config.publicUrl ?? `http://${host}:${config.port}`;

    const app = createApp({ config, db, clock: systemClock, logger, metrics, mailQueue, storage, secrets, publicUrl });
    const sweep = startUploadSweep({ db, storage, clock: systemClock, logger });
    opened.add(async () => sweep.stop());
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const { drain } = drainable(server, graceMs);
    const port = await listen(server, config);
    opened.add(drain);
    const url = `http://${host}:${port}`;
    logger.info(`${config.appName} is serving on ${url}`);
    logger.info(signInHint(seeded));
    return { url, close: opened.closeAll };
  } catch (error) {
    console.error(explain(error, config));
    await opened.closeAll().catch(() => undefined);
    process.exit(1);
  }
}
