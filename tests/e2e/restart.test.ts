/**
 * A server killed with SIGKILL leaves its embedded PostgreSQL running on the data folder;
 * `npm start` on the same folder must stop that leftover, start again, and find every row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/v1/admin/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

const postmasterPid = (dataDir: string): number | null => {
  const file = join(dataDir, 'db', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
};

/** Running, and not a zombie: a killed server's children may be left unreaped by PID 1. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('restart after a crash', () => {
  const dataDir = makeDataDir();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    removeDataDir(dataDir);
  });

  it('comes back after SIGKILL on the same data folder with every row', async () => {
    server = await startServer({ dataDir });
    const login = await api(server, 'auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };

    await server.kill9();
    const leftover = postmasterPid(dataDir);
    expect(leftover, 'the killed server left its PostgreSQL running').not.toBeNull();
    expect(alive(leftover!)).toBe(true);

    server = await startServer({ dataDir });
    expect(alive(leftover!), 'the leftover PostgreSQL was stopped').toBe(false);
    // The session row written before the crash is still there: its token still works.
    const session = await api(server, 'auth/session', { headers: { Authorization: `Bearer ${data.token}` } });
    expect(session.status).toBe(200);
    const again = await api(server, 'auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    expect(again.status).toBe(200);
  });

  it('stops its PostgreSQL when asked to stop (SIGTERM)', async () => {
    const pid = postmasterPid(dataDir);
    expect(pid).not.toBeNull();
    await server!.stop();
    server = undefined;
    // PostgreSQL's fast shutdown takes a moment after the server process has exited.
    const deadline = Date.now() + 10_000;
    while (alive(pid!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(pid!)).toBe(false);
  });
});
