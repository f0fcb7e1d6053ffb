/**
 * Issue #16 item 2: SIGTERM, as a process manager or a container runtime sends it, to the server
 * or to `npm start`, stops accepting connections, lets the requests in flight finish, then closes
 * the pool and the embedded PostgreSQL, leaving no process behind. A stream of writes cut by the
 * signal loses nothing that was answered 200 and leaves nothing half-written.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/demo/solid-png';
import { E2E_ADMIN, freePort, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach(removeDataDir));

/** Processes whose command line names the folder (the server, its PostgreSQL), zombies aside. */
function processesOf(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const zombie = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
        return !zombie && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function token(url: string) {
  const answer = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const picture = new Blob([solidPng(120, 120, [200, 80, 40])], { type: 'image/png' });

function addChef(url: string, auth: string, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('image', picture, 'chef.png');
  return fetch(`${url}/api/v1/admin/chef/add`, { method: 'POST', headers: { authorization: `Bearer ${auth}` }, body: form });
}

/** A chef/add whose body arrives slowly: it is still in flight when the signal comes. */
function slowAddChef(url: string, auth: string, name: string, takesMs: number) {
  const boundary = 'slowboundary';
  const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`, `--${boundary}--\r\n`];
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(parts[0]));
      await new Promise((resolve) => setTimeout(resolve, takesMs));
      controller.enqueue(new TextEncoder().encode(parts[1]));
      controller.close();
    },
  });
  return fetch(`${url}/api/v1/admin/chef/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('graceful shutdown', () => {
  it('finishes the requests in flight, loses no answered write, half-writes none, and leaves no process', async () => {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    let server: ServerProcess = await startServer({ dataDir, env: { SHUTDOWN_GRACE_SECONDS: '20' } });
    const auth = await token(server.url);

    // Writers add chefs one after the other until the server stops answering.
    const answered: string[] = [];
    const tried: string[] = [];
    let stopped = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stopped; n += 1) {
        const name = `Lane ${lane} chef ${n}`;
        tried.push(name);
        try {
          const answer = await addChef(server.url, auth, name);
          if (answer.status === 200) answered.push(name);
          else stopped = true;
        } catch {
          stopped = true; // refused or cut: the server is going
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, lane) => writer(lane));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const slow = slowAddChef(server.url, auth, 'Slow but answered', 3000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await Promise.all(writers);
    // Sent before the signal, still arriving after it: it finishes within the grace.
    expect((await slow).status).toBe(200);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(answered.length).toBeGreaterThan(5);
    expect(processesOf(dataDir), 'nothing of the stopped server runs on its folder').toEqual([]);

    server = await startServer({ dataDir });
    try {
      const rows = await (
        await fetch(`${server.url}/api/v1/admin/chef/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(server.url)}` },
          body: JSON.stringify({ sort_by: 'name', order: 'ASC' }),
        })
      ).text();
      const stored = rows
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => ({ name: line.split(',')[1]!, photo: line.split(',')[5]! }));
      const names = new Set(stored.map((row) => row.name));
      for (const name of [...answered, 'Slow but answered']) expect(names.has(name), name).toBe(true);
      // Nothing that was never sent, and every stored chef whole: its picture is there too.
      for (const row of stored) expect(tried.includes(row.name) || row.name === 'Slow but answered', row.name).toBe(true);
      for (const row of stored.filter((one) => one.name !== 'Slow but answered')) {
        expect(row.photo, row.name).toMatch(/^\/api\/v1\/files\//);
        const image = await fetch(`${server.url}${row.photo}`);
        expect(image.status, row.name).toBe(200);
        expect((await image.arrayBuffer()).byteLength, row.name).toBe(picture.size);
      }
    } finally {
      await server.stop();
    }
  });

  it('npm start stops with everything it started when the npm process gets SIGTERM', async () => {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, METRICS_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    npm.stdout!.on('data', (chunk) => (log += chunk));
    npm.stderr!.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 90_000;
    while (!log.includes('is serving on') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toContain('is serving on');
    expect(processesOf(dataDir).length).toBeGreaterThan(0);

    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    npm.kill('SIGTERM');
    await exited;
    // The server and its PostgreSQL go too, and the port is free again.
    await expect.poll(() => processesOf(dataDir), { timeout: 30_000, interval: 200 }).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
  });
});
