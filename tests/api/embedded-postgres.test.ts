/**
 * The embedded PostgreSQL (DESIGN.md section 1): data that survives restarts, a loopback-only
 * server with a private password, and recovery from what a killed server leaves behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/db/embedded';
import { DataFolderInUse } from '../../server/db/leftover-postgres';
import { recordingLogger } from '../support/test-database';

const folders: string[] = [];
const running: RunningPostgres[] = [];

function dataFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-embedded-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as `postgres` when the tests run as root
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, logger = recordingLogger()) {
  const postgres = await startEmbeddedPostgres({ dataDir, logger, ownSignals: false });
  running.push(postgres);
  return postgres;
}

async function stop(postgres: RunningPostgres) {
  await postgres.stop();
  running.splice(running.indexOf(postgres), 1);
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Alive and not a zombie waiting for its parent to collect it. */
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);

afterAll(async () => {
  for (const postgres of [...running]) await postgres.stop();
  // Folders are owned by `postgres` inside; removing them as the test user may not be allowed.
  for (const dir of folders) spawnSync('rm', ['-rf', dir]);
});

// One folder for the whole file: initialising one takes a second, starting it some milliseconds.
let dataDir: string;
beforeAll(() => {
  dataDir = dataFolder();
});

describe('embedded PostgreSQL', () => {
  it('keeps every row across a stop and a start on the same folder', async () => {
    const first = await start(dataDir);
    await query(first.url, 'create table dishes (name text); insert into dishes values ($$ratatouille$$)');
    await stop(first);

    const second = await start(dataDir);

    expect(await query(second.url, 'select name from dishes')).toEqual([{ name: 'ratatouille' }]);
    await stop(second);
  });

  it('listens on 127.0.0.1 only, without a unix socket, behind a private password', async () => {
    const postgres = await start(dataDir);

    const [settings] = await query(postgres.url, 'select current_setting($$listen_addresses$$) as listen, current_setting($$unix_socket_directories$$) as sockets');
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '' });
    expect(new URL(postgres.url).hostname).toBe('127.0.0.1');
    expect(statSync(path.join(dataDir, '.postgres-password')).mode & 0o777).toBe(0o600);
    await stop(postgres);
  });

  it('starts over a pid file left by a process that is gone', async () => {
    const gone = spawnSync('sh', ['-c', 'echo $$']).stdout.toString().trim();
    writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), `${gone}\n${dataDir}/db\n`);

    const postgres = await start(dataDir);

    expect(await query(postgres.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await stop(postgres);
  });

  it('starts over a pid file whose number now belongs to another program', async () => {
    writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), `${process.pid}\n${dataDir}/db\n`);

    const postgres = await start(dataDir);

    expect(await query(postgres.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await stop(postgres);
  });

  it('refuses a second start on a folder whose server is still running, and leaves that one alone', async () => {
    const first = await start(dataDir);

    await expect(start(dataDir)).rejects.toBeInstanceOf(DataFolderInUse);

    expect(await query(first.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await stop(first);
  });

  it('stops the PostgreSQL a killed server left running, then starts with every row', async () => {
    const seeded = await start(dataDir);
    await query(seeded.url, 'insert into dishes values ($$soupe$$)');
    await stop(seeded);

    // One process (node with tsx's loader, not the tsx CLI, which runs the script in a child).
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/api-embedded-child.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited with ${code}`)));
    });
    const leftover = postmasterPid(dataDir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const logger = recordingLogger();

    const postgres = await start(dataDir, logger);

    expect(logger.lines.join('\n')).toContain(`PostgreSQL (pid ${leftover}) was left running`);
    expect(isRunning(leftover), 'the leftover PostgreSQL is stopped').toBe(false);
    expect(await query(postgres.url, 'select name from dishes order by name')).toEqual([{ name: 'ratatouille' }, { name: 'soupe' }]);
    await stop(postgres);
  });
});
