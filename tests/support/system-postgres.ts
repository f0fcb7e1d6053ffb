/**
 * A throwaway cluster of the system's PostgreSQL (Debian's `postgresql` package, which .ci/run
 * installs when missing: an older major version than the embedded one) on a free loopback port,
 * for the fleet test (issue #16 item 1): the server must run on any PostgreSQL, not only its own.
 * As root (CI) it runs as the `postgres` system user, as the embedded one does.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freeLoopbackPort } from '../../server/db/free-port';
import { ensurePostgresUser, runningAsRoot, type SystemUser } from '../../server/db/postgres-user';
import type { Logger } from '../../server/logger';

const run = promisify(execFile);
const SYSTEM_ROOT = '/usr/lib/postgresql';
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined, request: () => undefined };

export type SystemPostgres = {
  url: string;
  major: number;
  /**
   * `pg_ctl restart -m fast`, with a gap: a fast shutdown (open transactions rolled back, every
   * connection cut), `downMs` with nothing listening, then the same server again on the same port.
   * Resolves with the moment it accepts connections again.
   */
  restart(downMs: number): Promise<number>;
  stop(): Promise<void>;
};

/** The newest major version the system has, or a clear failure naming the package to install. */
function systemBin(): { bin: string; major: number } {
  const majors = existsSync(SYSTEM_ROOT) ? readdirSync(SYSTEM_ROOT).map(Number).filter((major) => existsSync(path.join(SYSTEM_ROOT, String(major), 'bin', 'initdb'))) : [];
  if (majors.length === 0) throw new Error(`No system PostgreSQL under ${SYSTEM_ROOT}: install Debian's postgresql package (.ci/run does).`);
  const major = Math.max(...majors);
  return { bin: path.join(SYSTEM_ROOT, String(major), 'bin'), major };
}

async function connectWhenUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`system PostgreSQL exited (${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`system PostgreSQL did not answer: ${String(error)}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startSystemPostgres(database = 'mise'): Promise<SystemPostgres> {
  const { bin, major } = systemBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'mise-system-pg-'));
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  mkdirSync(data, { mode: 0o700 });
  const user: SystemUser | undefined = runningAsRoot() ? await ensurePostgresUser(quiet) : undefined;
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(data, user.uid, user.gid);
  }
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'], { ...asUser, env: { ...process.env, LC_ALL: 'C' } });

  const port = await freeLoopbackPort();
  let log = '';
  const launch = () => {
    const started = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=60'],
      { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return started;
  };
  let child = launch();
  const fastStop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown
    await gone;
  };
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await connectWhenUp(admin, child, () => log);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${client.escapeIdentifier(database)}`);
  await client.end();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    major,
    restart: async (downMs) => {
      await fastStop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = launch();
      await connectWhenUp(admin, child, () => log);
      return Date.now();
    },
    stop: async () => {
      await fastStop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
