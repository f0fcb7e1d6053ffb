/**
 * Gives a test file its own database, cloned from the migrated and seeded template of the global
 * setup (CREATE DATABASE … TEMPLATE, tens of milliseconds), and a ready app on it (createApp) with
 * a clock the test moves, a logger that records instead of printing, and the real mail queue
 * (pg-boss in the test database, whose template already holds its schema) sending to an outbox.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createApp, type App } from '../../server/app';
import { loadSecrets } from '../../server/auth/secrets';
import type { MailDriver } from '../../server/mail/mail-driver';
import { outboxDriver } from '../../server/mail/outbox-driver';
import { startMailQueue, type MailQueue } from '../../server/mail/mail-queue';
import { unsentMailQueue } from '../../server/mail/unsent-mail-queue';
import { loadConfig, type Config, type Env } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { startLiveHub, type LiveHub } from '../../server/live/live-hub';
import { localObjectStorage } from '../../server/storage/local-storage';
import type { ObjectStorage } from '../../server/storage/object-storage';
import type { Logger, RequestLine } from '../../server/logger';
import { createMetrics, type Metrics } from '../../server/observability/metrics';
import { freeLoopbackPort } from '../../server/db/free-port';
import { describeError } from '../../server/logger';
import './api-provided';

export type TestClock = { now(): Date; advance(ms: number): void };

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export type RecordingLogger = Logger & { lines: string[]; requests: RequestLine[] };

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  const requests: RequestLine[] = [];
  return {
    lines,
    requests,
    request: (line) => void requests.push(line),
    info: (message) => void lines.push(message),
    warn: (message) => void lines.push(message),
    error: (message, error) => void lines.push(error === undefined ? message : `${message} ${describeError(error)}`),
  };
}

/**
 * A configuration for tests: the given variables on top of the defaults. The app itself never
 * touches DATA_DIR, and a STATIC_DIR that does not exist is the "not built" case.
 */
export function testConfig(env: Env = {}): Config {
  const dir = path.join(os.tmpdir(), `mise-api-absent-${randomBytes(6).toString('hex')}`);
  return loadConfig({ DATA_DIR: path.join(dir, 'data'), STATIC_DIR: path.join(dir, 'dist'), ...env });
}

export type TestApp = {
  app: App;
  db: Database;
  config: Config;
  clock: TestClock;
  logger: RecordingLogger;
  /** Where this app's mail lands (the real outbox driver); read it with readOutbox(). */
  outbox: string;
  /** The folder of this app's object storage (the real local driver). */
  objects: string;
  storage: ObjectStorage;
  publicUrl: string;
  /** The app's real mail queue (pg-boss on the test database), its worker running unless `mailWorker: false`. */
  mailQueue: MailQueue;
  metrics: Metrics;
  /** Its database, for a second app on the same one. */
  databaseUrl: string;
  live?: LiveHub;
  close(): Promise<void>;
};

/** A new database copied from `template`: the migrated and seeded one by default, `template0` for an empty one. */
export async function cloneTemplate(template = inject('apiDatabase').template): Promise<string> {
  const { adminUrl } = inject('apiDatabase');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type OpenTestAppOptions = {
  env?: Env;
  config?: Config;
  /** The storage the app uses, given the real local one (which it may wrap, or ignore for another driver). */
  wrapStorage?: (real: ObjectStorage) => ObjectStorage;
  wrapMail?: (real: MailDriver) => MailDriver;
  /** false: no worker; the test sends queued mail with `mailQueue.drain()`. */
  mailWorker?: boolean;
  /** Start the live changes' hub (server/live/live-hub.ts), as a process does; without it `GET live` answers 503. */
  live?: boolean;
  /** Another app's database (its `databaseUrl`): two apps on one database, as two processes of a fleet. */
  databaseUrl?: string;
};

/** A fresh database and an app on it. Call close() in afterAll. */
export async function openTestApp(options: OpenTestAppOptions = {}): Promise<TestApp> {
  const config = options.config ?? testConfig(options.env);
  const logger = recordingLogger();
  const clock = testClock();
  const databaseUrl = options.databaseUrl ?? (await cloneTemplate());
  const { db, pool } = openDatabase(databaseUrl, logger, 4);
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'mise-outbox-'));
  const outboxMail = outboxDriver({ dir: outbox, from: config.mailFrom, logger, now: clock.now });
  const mail = options.wrapMail ? options.wrapMail(outboxMail) : outboxMail;
  const objects = mkdtempSync(path.join(os.tmpdir(), 'mise-objects-'));
  const real = localObjectStorage(objects);
  const storage = options.wrapStorage ? options.wrapStorage(real) : real;
  const publicUrl = 'http://127.0.0.1:8080';
  const secrets = await loadSecrets(db);
  const metrics = createMetrics({ pool });
  // The template holds the pgboss schema already (global setup): starting is a version check.
  const mailQueue = await startMailQueue({ pool, mail, secrets, clock, logger, metrics, config }, { worker: options.mailWorker });
  const live = options.live ? await startLiveHub({ connectionString: databaseUrl, db, logger }) : undefined;
  const app = createApp({ config, db, clock, logger, metrics, mailQueue, storage, secrets, publicUrl, live });
  const close = async () => {
    await live?.stop();
    await mailQueue.stop(1000);
    await pool.end();
    await Promise.all([outbox, objects].map((dir) => rm(dir, { recursive: true, force: true })));
  };
  return { app, db, config, clock, logger, outbox, objects, storage, publicUrl, mailQueue, metrics, databaseUrl, live, close };
}

/**
 * An app whose database nobody listens on: every query fails the way a crashed database would.
 * Its storage is a temporary folder (the ready probe writes there), removed by `close`.
 */
export async function openAppOnDeadDatabase(): Promise<{ app: App; logger: RecordingLogger; close(): Promise<void> }> {
  const logger = recordingLogger();
  const config = testConfig();
  const { db, pool } = openDatabase(`postgres://postgres:pw@127.0.0.1:${await freeLoopbackPort()}/none`, logger, 1, config.database);
  const app = createApp({
    config,
    db,
    clock: testClock(),
    logger,
    metrics: createMetrics({ pool }),
    mailQueue: unsentMailQueue(),
    storage: localObjectStorage(config.dataDir),
    secrets: { linkKey: randomBytes(32), otpPepper: randomBytes(32), uploadKey: randomBytes(32), mailKey: randomBytes(32), deviceKey: randomBytes(32), totpKey: randomBytes(32), passkeyKey: randomBytes(32) },
    publicUrl: 'http://127.0.0.1:8080',
  });
  const close = async () => {
    await pool.end();
    rmSync(path.dirname(config.dataDir), { recursive: true, force: true });
  };
  return { app, logger, close };
}
