/**
 * Issue #30 items 5 and 6 as an operator meets them. The production start
 * (scripts/start-production.mjs, `npm run start:prod`) never installs or builds, even with a
 * stale build stamp and an install older than the lock file; it serves from a read-only code
 * folder (a read-only bind mount when this machine allows one) writing nothing there nor in the
 * temporary folder; it refuses in one line without a build. `npm run db:migrate` migrates an empty
 * database, then finds nothing to do; MIGRATE_ON_START=false refuses an unmigrated database in one
 * line and serves once it is migrated, on the embedded database and on DATABASE_URL. The metrics
 * are on their own listener at 127.0.0.1, and on the main port only with the token, whatever the
 * headers; a second server on a metrics port in use refuses to start in one line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, freePort, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';
import { startSystemPostgres, type SystemPostgres } from '../support/system-postgres';

const root = process.cwd();
const TOKEN = 'scrape-token-0123456789abcdef';
const MIGRATIONS = (JSON.parse(readFileSync(join(root, 'server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const folders: string[] = [];
afterAll(() => folders.forEach(removeDataDir));
const folder = () => {
  const dir = makeDataDir();
  folders.push(dir);
  return dir;
};

type Exit = { code: number | null; stdout: string; stderr: string };

/** Runs a program to its end (killed after a minute: a server that should have refused serves instead). */
function runToExit(file: string, args: string[], env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, env: { ...process.env, HOST: '127.0.0.1', METRICS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const ready = async (url: string) => (await fetch(`${url}/api/v1/ready`)).status;

async function signIn(url: string) {
  const answer = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  return answer.status;
}

describe('npm run db:migrate and MIGRATE_ON_START=false', () => {
  const dataDir = folder();
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it('refuses an unmigrated database in one line, migrates it once, then serves it', async () => {
    const port = String(await freePort());
    const refused = await runToExit(process.execPath, ['scripts/start.mjs'], { DATA_DIR: dataDir, PORT: port, MIGRATE_ON_START: 'false' });
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/lacks \d+ migration.*MIGRATE_ON_START=false: run npm run db:migrate/)]);

    const first = await runToExit('npm', ['run', '--silent', 'db:migrate'], { DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Applied ${MIGRATIONS} of ${MIGRATIONS} migrations to the embedded database in ${dataDir}: 0000_`);
    const second = await runToExit('npm', ['run', '--silent', 'db:migrate'], { DATA_DIR: dataDir });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(`Nothing to apply: the embedded database in ${dataDir} already has all ${MIGRATIONS} migrations.`);
    // It stopped the PostgreSQL it started: the folder is free for the server.
    expect(existsSync(join(dataDir, 'db', 'postmaster.pid'))).toBe(false);

    server = await startServer({ dataDir, env: { MIGRATE_ON_START: 'false' } });
    expect(await ready(server.url)).toBe(200);
    // The seed still runs at start: the super admin exists.
    expect(await signIn(server.url)).toBe(200);
  });
});

describe('a fleet on DATABASE_URL: migrate once, then start without migrating', () => {
  let database: SystemPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.stop();
  });

  it('refuses before db:migrate, serves after; a second server on the same METRICS_PORT refuses in one line', async () => {
    database = await startSystemPostgres();
    const env = { DATABASE_URL: database.url, DATA_DIR: folder(), MIGRATE_ON_START: 'false' };
    const production = { file: process.execPath, args: ['scripts/start-production.mjs'] };

    const refused = await runToExit(production.file, production.args, { ...env, PORT: String(await freePort()) });
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/MIGRATE_ON_START=false: run npm run db:migrate/)]);

    const migrated = await runToExit('npm', ['run', '--silent', 'db:migrate'], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain(`Applied ${MIGRATIONS} of ${MIGRATIONS} migrations to the database of DATABASE_URL`);
    const again = await runToExit('npm', ['run', '--silent', 'db:migrate'], env);
    expect(again.stdout).toContain('Nothing to apply');
    expect(migrated.stdout + migrated.stderr + again.stdout + again.stderr).not.toContain(database.url);

    const metricsPort = await freePort();
    server = await startServer({ command: production, env: { ...env, METRICS_PORT: String(metricsPort) } });
    expect(await signIn(server.url)).toBe(200);
    expect(server.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}/metrics`);

    const second = await runToExit(production.file, production.args, { ...env, DATA_DIR: folder(), PORT: String(await freePort()), METRICS_PORT: String(metricsPort) });
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([`METRICS_PORT ${metricsPort} on 127.0.0.1 is already in use (another Mise on this machine?): set METRICS_PORT to a free port, 0 for any, or off.`]);
    // The first one still serves its own numbers there.
    expect((await fetch(server.metricsUrl!)).status).toBe(200);

    // PORT is taken before any metrics port: a start on a taken PORT says so and opens no metrics
    // listener (with METRICS_PORT=0 that listener could otherwise be handed PORT itself).
    const takenPort = Number(new URL(server.url).port);
    const third = await runToExit(production.file, production.args, { ...env, DATA_DIR: folder(), PORT: String(takenPort), METRICS_PORT: '0' });
    expect(third.code).toBe(1);
    expect(third.stderr.trim().split('\n')).toEqual([`PORT ${takenPort} on 127.0.0.1 is already in use: stop the other program or set PORT.`]);
    expect(third.stdout).not.toContain('Metrics on');
  });
});

/** Whether this machine lets us mount the code folder read-only in a mount namespace of our own. */
const canMountReadOnly = spawnSync('unshare', ['-m', 'sh', '-c', 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0"', root]).status === 0;

/** Files under the code folder changed since `marker` (git's own and vitest's cache aside). */
function changedSince(marker: string): string[] {
  const found = spawnSync('find', [root, '-newer', marker, '-not', '-path', `${root}/.git/*`, '-not', '-path', `${root}/node_modules/.vite/*`], { encoding: 'utf8' });
  return found.stdout.split('\n').filter((line) => line !== '' && line !== root);
}

describe('the production start', () => {
  it('refuses in one line when the SPA is not built, before starting anything', async () => {
    const dataDir = join(folder(), 'never-made');
    const missing = await runToExit(process.execPath, ['scripts/start-production.mjs'], { DATA_DIR: dataDir, STATIC_DIR: join(tmpdir(), 'mise-no-such-build'), PORT: String(await freePort()) });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^The SPA is not built \(.*index\.html is missing\): run npm run build before the production start\.$/)]);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('never installs or builds, writes nothing outside DATA_DIR, serves, and stops on SIGTERM', async () => {
    const stamp = join(root, 'dist', '.build-stamp');
    const installed = join(root, 'node_modules', '.package-lock.json');
    const page = join(root, 'dist', 'index.html');
    const before = { stamp: statSync(stamp), installed: statSync(installed), page: statSync(page).mtimeMs };
    // What makes `npm start` run npm ci and vite build: a build and an install older than their sources.
    const longAgo = new Date('2001-01-01T00:00:00Z');
    utimesSync(stamp, longAgo, longAgo);
    utimesSync(installed, longAgo, longAgo);
    const temporary = folder();
    const marker = join(mkdtempSync(join(tmpdir(), 'mise-marker-')), 'started');
    writeFileSync(marker, '');
    let server: ServerProcess | undefined;
    try {
      const node = process.execPath;
      const command = canMountReadOnly
        ? { file: 'unshare', args: ['-m', 'sh', '-c', `mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "${node}" scripts/start-production.mjs`, root] }
        : { file: node, args: ['scripts/start-production.mjs'] };
      server = await startServer({ command, env: { TMPDIR: temporary, METRICS_TOKEN: TOKEN } });
      expect(await ready(server.url)).toBe(200);
      expect(await signIn(server.url)).toBe(200);
      const spa = await fetch(`${server.url}/login`);
      expect(spa.status).toBe(200);
      expect(await spa.text()).toContain('<div id="root">');

      // Metrics: their own listener on loopback; the main port only with the token, whatever the headers.
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const scraped = await fetch(server.metricsUrl!);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('mise_http_requests_total{method="GET",route="/api/v1/ready",status="200"}');
      for (const headers of [{}, { via: '1.1 nginx' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }] as Array<Record<string, string>>) {
        expect((await fetch(`${server.url}/metrics`, { headers })).status, JSON.stringify(headers)).toBe(404);
      }
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);

      // Signals reach the server itself: it drains and exits 0.
      await server.stop();
      expect(server.child.exitCode).toBe(0);
      expect(server.output()).toContain('SIGTERM: shutting down');
      server = undefined;

      expect(statSync(stamp).mtimeMs, 'dist was rebuilt').toBe(longAgo.getTime());
      expect(statSync(page).mtimeMs, 'dist was rebuilt').toBe(before.page);
      expect(statSync(installed).mtimeMs, 'npm ci ran').toBe(longAgo.getTime());
      expect(readdirSync(temporary), 'files left in the temporary folder (a tsx cache?)').toEqual([]);
      expect(changedSince(marker), 'files written in the code folder').toEqual([]);
    } finally {
      await server?.stop();
      utimesSync(stamp, before.stamp.atime, before.stamp.mtime);
      utimesSync(installed, before.installed.atime, before.installed.mtime);
      rmSync(join(marker, '..'), { recursive: true, force: true });
    }
  });
});
