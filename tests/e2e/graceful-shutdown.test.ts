/**
 * Issue #16 item 2: SIGTERM, as a process manager or a container runtime sends it, to the server
 * or to `npm start`, stops accepting connections, lets the requests in flight finish, then closes
 * the pool and the embedded PostgreSQL, leaving no process behind. A stream of writes cut by the
 * signal loses nothing that was answered 200 and leaves nothing half-written.
 */
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/demo/solid-png';
import { UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { uploadPaths } from '../../src/api/contract/uploads';
import { MIB, newVideoName, videoBytes } from '../support/api-uploads';
import { processesOf } from '../support/processes';
import { adminToken, E2E_ADMIN, freePort, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach(removeDataDir));

const picture = new Blob([solidPng(120, 120, [200, 80, 40])], { type: 'image/png' });

function addChef(url: string, auth: string, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('image', picture, 'chef.png');
  return fetch(`${url}/api/v1/admin/chef/add`, { method: 'POST', headers: { authorization: `Bearer ${auth}` }, body: form });
}

/** A request in flight: `sending` once the server's connection reads its body, `answer` at the end. */
type InFlight<T> = { sending: Promise<void>; answer: Promise<T> };

/**
 * A body of `chunks` sent `gapMs` apart. It is read only as the connection sends it (high-water
 * mark 0), so its first read says the request is on its way: a loaded machine may take longer to
 * get there than a fixed wait, and a signal sent before then would meet no request in flight.
 */
function slowBody(chunks: Uint8Array[], gapMs: number): { body: ReadableStream<Uint8Array>; sending: Promise<void> } {
  let began!: () => void;
  const sending = new Promise<void>((resolve) => (began = resolve));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        began();
        if (sent === chunks.length) return controller.close();
        if (sent > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        controller.enqueue(chunks[sent++]!);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, sending };
}

/** A chef/add whose body arrives over `takesMs`: it is still in flight when the signal comes. */
function slowAddChef(url: string, auth: string, name: string, takesMs: number): InFlight<Response> {
  const boundary = 'slowboundary';
  const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`, `--${boundary}--\r\n`];
  const { body, sending } = slowBody(parts.map((part) => new TextEncoder().encode(part)), takesMs);
  const answer = fetch(`${url}/api/v1/admin/chef/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { sending, answer };
}

/** A video part PUT whose 6 MiB arrive over `takesMs`: a long part upload in flight when the signal comes. */
function slowPartUpload(url: string, auth: string, takesMs: number): InFlight<{ status: number; etag: string | null }> {
  const post = async (path: string, body: object) =>
    (
      (await (
        await fetch(`${url}${UPLOAD_API_BASE}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
          body: JSON.stringify(body),
        })
      ).json()) as { data: unknown }
    ).data;
  let onItsWay!: () => void;
  const sending = new Promise<void>((resolve) => (onItsWay = resolve));
  const answer = (async () => {
    const upload = (await post(uploadPaths.initialize, { name: newVideoName() })) as { fileId: string; fileKey: string };
    const [part] = ((await post(uploadPaths.presign, { ...upload, parts: 1 })) as { parts: Array<{ signedUrl: string }> }).parts;
    const bytes = videoBytes(6 * MIB);
    const chunks = Array.from({ length: 6 }, (_, mib) => bytes.subarray(mib * MIB, (mib + 1) * MIB));
    const { body, sending: bodySending } = slowBody(chunks, takesMs / 6);
    void bodySending.then(onItsWay);
    // The local driver hands out addresses on this server, relative to it.
    const put = await fetch(new URL(part!.signedUrl, url), { method: 'PUT', body, duplex: 'half' } as RequestInit);
    return { status: put.status, etag: put.headers.get('etag') };
  })();
  return { sending, answer };
}

/** Every chef the server holds, through its CSV export: name and picture address. */
async function exportedChefs(server: ServerProcess): Promise<Array<{ name: string; photo: string }>> {
  const rows = await (
    await fetch(`${server.url}/api/v1/admin/chef/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(server.url)}` },
      body: JSON.stringify({ sort_by: 'name', order: 'ASC' }),
    })
  ).text();
  return rows
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => ({ name: line.split(',')[1]!, photo: line.split(',')[5]! }));
}

/** The chefs a stopped server left in its folder, read through a new server on it. */
async function storedChefNames(dataDir: string): Promise<Set<string>> {
  const server = await startServer({ dataDir });
  try {
    return new Set((await exportedChefs(server)).map((row) => row.name));
  } finally {
    await server.stop();
  }
}

describe('graceful shutdown', () => {
  it('finishes the requests in flight, loses no answered write, half-writes none, and leaves no process', async () => {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    let server: ServerProcess = await startServer({ dataDir, env: { SHUTDOWN_GRACE_SECONDS: '20' } });
    const auth = await adminToken(server.url);

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
    await slow.sending;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await Promise.all(writers);
    // Sent before the signal, still arriving after it: it finishes within the grace.
    expect((await slow.answer).status).toBe(200);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(answered.length).toBeGreaterThan(5);
    expect(processesOf(dataDir), 'nothing of the stopped server runs on its folder').toEqual([]);

    server = await startServer({ dataDir });
    try {
      const stored = await exportedChefs(server);
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

  // Ctrl+C in a terminal, systemd's KillMode=control-group and `kill -- -PGID` signal every process
  // of the group: npm, which forwards the signal to the server (so it hears it twice), and, before
  // issue #30, the embedded PostgreSQL, which ended the backends under the open transactions.
  it.each(['SIGINT', 'SIGTERM'] as const)('npm start under 20 writers drains when its whole process group gets %s: requests in flight answered, every 200 stored, exit 0, no process left', async (signal) => {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const npm = spawn('npm', ['start'], {
      detached: true, // a process group of its own, as a terminal's job or a systemd unit
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, SHUTDOWN_GRACE_SECONDS: '20', METRICS_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    npm.stdout!.on('data', (chunk) => (log += chunk));
    npm.stderr!.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    while (!log.includes('is serving on') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toContain('is serving on');
    const auth = await adminToken(url);

    const answered: string[] = [];
    const otherAnswers: number[] = [];
    let going = true;
    const writer = async (lane: number) => {
      for (let n = 0; going; n += 1) {
        try {
          const name = `Group lane ${lane} chef ${n}`;
          const answer = await addChef(url, auth, name);
          if (answer.status === 200) answered.push(name);
          else otherAnswers.push(answer.status);
        } catch {
          going = false; // the listener has closed: the server is going
        }
      }
    };
    const writers = Array.from({ length: 20 }, (_, lane) => writer(lane));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Surely in flight when the signal comes: their bodies are still arriving.
    const slow = Array.from({ length: 5 }, (_, n) => slowAddChef(url, auth, `Group slow ${n}`, 3_000));
    const part = slowPartUpload(url, auth, 3_000);
    await Promise.all([...slow, part].map((request) => request.sending));
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-npm.pid!, signal);
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    await Promise.all(writers);

    expect(slowAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await part.answer).toEqual({ status: 200, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) as string });
    expect(otherAnswers, 'every answer given was a success').toEqual([]);
    expect(await exited).toBe(0);
    // Heard twice (from the terminal's group and from npm), counted once.
    expect(log.split(`${signal}: shutting down`).length - 1).toBe(1);
    expect(log).not.toContain('exiting now');
    expect(log).not.toContain('57P01');
    expect(log).not.toContain('terminating connection due to administrator command');
    await expect.poll(() => processesOf(dataDir), { timeout: 30_000, interval: 200 }).toEqual([]);
    console.log(`kill -${signal.slice(3)} -- -PGID under 20 writers: ${answered.length} writes answered 200, 5 of 5 slow requests and a 6 MiB video part in flight answered 200`);

    const names = await storedChefNames(dataDir);
    for (const name of [...answered, 'Group slow 0', 'Group slow 4']) expect(names.has(name), name).toBe(true);
  }, 180_000);

  it('turns /ready to 503 at the signal, keeps serving for SHUTDOWN_DELAY_SECONDS, then drains', async () => {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    const server = await startServer({ dataDir, env: { SHUTDOWN_DELAY_SECONDS: '2' } });
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${server.url}/api/v1/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: false, code: 'server.shutting_down', data: { draining: true } });
    // Still alive and serving while the balancer takes it out.
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }) })).status).toBe(200);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down (ready answers 503 for 2 s first');
  }, 60_000);
});
