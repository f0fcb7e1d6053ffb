/**
 * The program, entered through main.ts: read the configuration, start the embedded PostgreSQL
 * unless DATABASE_URL is set (else wait for that one to answer, DATABASE_START_TIMEOUT_SECONDS),
 * migrate (or, with MIGRATE_ON_START=false, refuse a database behind the code) and seed, serve the
 * metrics on METRICS_HOST:METRICS_PORT and the API and the SPA on HOST:PORT, and on SIGINT/SIGTERM
 * turn /ready to 503, wait SHUTDOWN_DELAY_SECONDS for the balancer to notice, stop accepting
 * connections, let requests in flight finish (SHUTDOWN_GRACE_SECONDS), then close the pool and
 * PostgreSQL before exiting 0. The same signal arriving twice in a moment (npm forwards the one the
 * whole process group got: Ctrl+C, systemd, `kill -- -PGID`) is one stop; one more after that
 * exits at once.
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
import { startLiveHub } from './live/live-hub';
import { DatabaseUnreachable, waitForDatabase } from './db/wait-for-database';
import { startEmbeddedPostgres } from './db/embedded';
import { DataFolderInUse } from './db/leftover-postgres';
import { MigrationsBehind } from './db/pending-migrations';
import { prepareDatabase } from './db/prepare-database';
import type { SeedResult } from './db/seed';
import { consoleLogger, createLogger, describeError, type Logger } from './logger';
import { createMetrics } from './observability/metrics';
import { MetricsPortInUse, openMetricsListener } from './observability/metrics-listener';
import { loadSecrets } from './auth/secrets';
import { createMailDriver } from './mail/create-mail-driver';
import { startMailQueue } from './mail/mail-queue';
import { trashPurgeJob } from './trash/trash-purge-job';
import { versionThinningJob } from './activity/thin-versions';
import { startScheduledJobs } from './jobs/scheduled-jobs';
import { createObjectStorage } from './storage/create-object-storage';
import { startUploadSweep } from './uploads/upload-sweep';
import { startSignInSweep } from './auth/sign-in-rows-sweep';

export type RunningServer = { url: string; close(): Promise<void> };

/** Beyond the grace for requests in flight: the pool and PostgreSQL get this long to close. */
const CLOSING_AFTER_GRACE_MS = 15_000;
/** Until the configuration is read (a signal during the start). */
const DEFAULT_GRACE_MS = 10_000;
/**
 * A second signal this soon after the first is the same stop: npm forwards to the server the
 * signal the whole group got, so the server hears Ctrl+C twice within milliseconds.
 */
const SIGNAL_ECHO_MS = 1_000;

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
  if (
    error instanceof ConfigError ||
    error instanceof DataFolderInUse ||
    error instanceof DatabaseUnreachable ||
    error instanceof MigrationsBehind ||
    error instanceof MetricsPortInUse
  ) {
    return error.message;
  }
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
  let stoppingSince: number | undefined;
  let graceMs = DEFAULT_GRACE_MS;
  let delayMs = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < SIGNAL_ECHO_MS) return;
      logger.warn(`${signal} again: exiting now, without waiting for requests in flight.`);
      process.exit(1); // the user insists
    }
    stoppingSince = Date.now();
    logger.info(`${signal}: shutting down (ready answers 503${delayMs > 0 ? ` for ${delayMs / 1000} s first` : ''}; requests in flight get ${graceMs / 1000} s).`);
    setTimeout(() => process.exit(1), delayMs + graceMs + CLOSING_AFTER_GRACE_MS).unref();
    new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() => opened.closeAll())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const lifecycle = { draining: () => stoppingSince !== undefined };

  let config: Config | undefined;
  try {
    config = loadConfig(env);
    logger = createLogger({ level: config.logLevel });
    graceMs = config.shutdownGraceSeconds * 1000;
    delayMs = config.shutdownDelaySeconds * 1000;
    const { adminEmail, adminPassword, migrateOnStart } = config;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger, ownSignals: true });
      opened.add(postgres.stop);
      databaseUrl = postgres.url;
    } else {
      await waitForDatabase(databaseUrl, {
        ...config.database,
        onRetry: (cause, waitedMs) => logger.warn(`Waiting for the database (DATABASE_URL) for ${Math.round(waitedMs / 1000)} s: ${cause}`),
      });
    }
    const seeded = await prepareDatabase(databaseUrl, { migrateOnStart, admin: { email: adminEmail, password: adminPassword, appName: config.appName }, logger });
    const { db, pool, close: closePool } = openDatabase(databaseUrl, logger, 10, config.database);
    opened.add(closePool);
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

    // Its own connection LISTENs for the fleet's changes (issue #33 item 3).
    const live = await startLiveHub({ connectionString: databaseUrl, db, logger });
    const app = createApp({ config, db, clock: systemClock, logger, metrics, mailQueue, storage, secrets, publicUrl, lifecycle, live });
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const { drain } = drainable(server, graceMs);
    // PORT is taken before the metrics listener: with METRICS_PORT=0 the system could otherwise
    // hand the metrics listener the very port PORT names, and the start would fail on its own port.
    const port = await listen(server, config);
    opened.add(drain);
    // Closed before the drain (last in, first out): the live streams never end on their own, so
    // they are ended first and their browsers reconnect to another process.
    opened.add(live.stop);
    opened.add(await openMetricsListener(metrics.registry, config, logger));
    const sweep = startUploadSweep({ db, storage, clock: systemClock, logger });
    opened.add(sweep.stop);
    const signInSweep = startSignInSweep({ db, clock: systemClock, config, logger });
    opened.add(signInSweep.stop);
    const jobs = [trashPurgeJob({ db, storage, logger, clock: systemClock, days: config.trashDays }), versionThinningJob({ db, storage, logger })];
    opened.add((await startScheduledJobs(pool, jobs, logger)).stop);
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
