/**
 * Issue #30 item 1, on the real server with its embedded PostgreSQL: a database that freezes or
 * dies never hangs a call nor ends the server. Frozen (SIGSTOP of every PostgreSQL process), a
 * list call answers 503 within the statement timeout and a second, and 200 again once it runs on;
 * killed (SIGKILL of the postmaster), the server starts it again and answers. A start against a
 * port that accepts connections and never answers gives up in time with one line naming
 * DATABASE_URL, its password hidden.
 */
import { spawn } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresProcesses } from '../support/processes';
import { adminToken, E2E_ADMIN, freePort, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const STATEMENT_TIMEOUT_SECONDS = 2;
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach(removeDataDir));

async function listChefs(server: ServerProcess, auth: string) {
  const started = Date.now();
  const answer = await fetch(`${server.url}/api/v1/admin/chef/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: JSON.stringify({ page: 1, limit: 10 }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await answer.json()) as { code?: string };
  return { status: answer.status, code: body.code, retryAfter: answer.headers.get('retry-after'), tookMs: Date.now() - started };
}

async function serverOnEmbeddedDatabase() {
  const dataDir = makeDataDir();
  dataDirs.push(dataDir);
  const server = await startServer({
    dataDir,
    env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: String(STATEMENT_TIMEOUT_SECONDS), DATABASE_CONNECT_TIMEOUT_SECONDS: String(STATEMENT_TIMEOUT_SECONDS) },
  });
  return { server, dbDir: path.join(dataDir, 'db') };
}

describe('the embedded PostgreSQL frozen or killed under a running server', () => {
  it('answers 503 within the statement timeout while PostgreSQL is frozen, and 200 once it runs on', async () => {
    const { server, dbDir } = await serverOnEmbeddedDatabase();
    try {
      const auth = await adminToken(server.url);
      expect((await listChefs(server, auth)).status).toBe(200);

      const frozen = postgresProcesses(dbDir).all;
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      let during: Awaited<ReturnType<typeof listChefs>>[];
      try {
        during = await Promise.all(Array.from({ length: 15 }, () => listChefs(server, auth)));
      } finally {
        for (const pid of frozen) process.kill(pid, 'SIGCONT');
      }
      for (const answer of during) {
        expect(answer).toMatchObject({ status: 503, code: 'server.database_unavailable', retryAfter: '5' });
        expect(answer.tookMs).toBeLessThan((STATEMENT_TIMEOUT_SECONDS + 1) * 1000);
      }
      await expect.poll(async () => (await listChefs(server, auth)).status, { timeout: 10_000, interval: 200 }).toBe(200);
      console.log(`PostgreSQL frozen: 15 list calls answered 503 in ${Math.min(...during.map((one) => one.tookMs))}-${Math.max(...during.map((one) => one.tookMs))} ms (statement timeout ${STATEMENT_TIMEOUT_SECONDS} s)`);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('starts PostgreSQL again when it is killed, and answers again', async () => {
    const { server, dbDir } = await serverOnEmbeddedDatabase();
    try {
      const auth = await adminToken(server.url);
      const { postmaster } = postgresProcesses(dbDir);
      process.kill(postmaster, 'SIGKILL');
      const killedAt = Date.now();
      const meanwhile = await listChefs(server, auth);
      expect([200, 503]).toContain(meanwhile.status);
      await expect.poll(async () => (await listChefs(server, auth)).status, { timeout: 20_000, interval: 200 }).toBe(200);
      console.log(`PostgreSQL killed: answering 200 again after ${Date.now() - killedAt} ms`);
      expect(postgresProcesses(dbDir).postmaster).not.toBe(postmaster);
      expect(server.output()).toContain('The embedded PostgreSQL stopped unexpectedly (SIGKILL); starting it again.');
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
    }
    // Stopped after all: nothing of it is left on the folder.
    expect(() => postgresProcesses(dbDir)).toThrow();
  }, 90_000);
});

describe('a start against a database that never answers', () => {
  it('gives up within DATABASE_START_TIMEOUT_SECONDS with one line naming DATABASE_URL, its password hidden', async () => {
    // Accepts connections and never says a word, as a frozen server or a black-holed proxy.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    try {
      const started = Date.now();
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          DATABASE_URL: `postgres://mise:Secret%23Word9@127.0.0.1:${silentPort}/mise`,
          DATABASE_START_TIMEOUT_SECONDS: '3',
          DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
          METRICS_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout!.on('data', (chunk) => (out += chunk));
      child.stderr!.on('data', (chunk) => (err += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      const tookMs = Date.now() - started;

      expect(code).toBe(1);
      // Three seconds of trying, plus the start of Node and the TypeScript loader.
      expect(tookMs).toBeLessThan(12_000);
      expect(held.length, 'it did try').toBeGreaterThan(1);
      const lines = err.trim().split('\n');
      expect(lines).toEqual([
        `The database at DATABASE_URL (postgres://mise:***@127.0.0.1:${silentPort}/mise) did not answer within 3 s (DATABASE_START_TIMEOUT_SECONDS): timeout expired`,
      ]);
      expect(out + err).not.toContain('Secret');
      expect(out).toContain('Waiting for the database (DATABASE_URL)');
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  }, 30_000);
});
