/**
 * Issue #16 item 1: the server is stateless, so it runs as a fleet. Two server processes (the real
 * `npm start` entry) on one external PostgreSQL, the system's own (an older major version than
 * the embedded one), and one S3-compatible bucket: a session made on one is honoured and revoked
 * on the other, sign-in limits count across both, an upload moves between them, and starting
 * both at the same moment migrates and seeds once. (That the stale-upload sweep runs on one
 * process at a time is shown in tests/api/uploads-sweep.test.ts, where one sweep can be held.)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { ADMIN_API_BASE, UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { uploadPaths } from '../../src/api/contract/uploads';
import { solidPng } from '../../server/demo/solid-png';
import { cut, MIB, newVideoName, videoBytes } from '../support/api-uploads';
import { s3Env, startLocalS3, type LocalS3 } from '../support/s3-server';
import { E2E_ADMIN, removeDataDir, startServer, type ServerProcess } from '../support/server-process';
import { startSystemPostgres, type SystemPostgres } from '../support/system-postgres';

let database: SystemPostgres;
let s3: LocalS3;
let a: ServerProcess;
let b: ServerProcess;
const MAX_ATTEMPTS = 4;

beforeAll(async () => {
  database = await startSystemPostgres();
  s3 = await startLocalS3();
  const env = Object.fromEntries(
    Object.entries({ DATABASE_URL: database.url, ...s3Env(s3), LOGIN_MAX_ATTEMPTS: String(MAX_ATTEMPTS) }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  // At the same moment: both find an empty database. Each one that started is kept for afterAll to
  // stop, even when the other failed: a failed start must not leave a server running after the run.
  const started = await Promise.allSettled([startServer({ env }), startServer({ env })]);
  [a, b] = started.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined!)) as [ServerProcess, ServerProcess];
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const server of [a, b]) if (server) removeDataDir(server.dataDir);
  await s3?.stop();
  await database?.stop();
});

type Envelope = { status: boolean; message: string; data?: unknown };

async function api(server: ServerProcess, method: string, call: string, options: { token?: string; body?: unknown; base?: string } = {}) {
  const response = await fetch(`${server.url}${options.base ?? ADMIN_API_BASE}${call}`, {
    method,
    headers: { ...(options.body !== undefined && { 'content-type': 'application/json' }), ...(options.token && { authorization: `Bearer ${options.token}` }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const signIn = (server: ServerProcess, password = E2E_ADMIN.password, email = E2E_ADMIN.email) => api(server, 'POST', 'auth/login', { body: { email, password } });
const tokenOf = async (server: ServerProcess) => ((await signIn(server)).body.data as { token: string }).token;

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('two server processes on one PostgreSQL and one bucket', () => {
  it(`both run on the system's PostgreSQL, migrated and seeded once`, async () => {
    const [row] = await query<{ version: string }>('select version()');
    expect(row?.version).toContain(`PostgreSQL ${database.major}.`);
    const migrations = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(await query('select id from drizzle.__drizzle_migrations')).toHaveLength(migrations.length);
    expect(await query(`select id from admins where lower(email) = '${E2E_ADMIN.email}'`)).toHaveLength(1);
    // Neither started the embedded database: DATABASE_URL was theirs.
    for (const server of [a, b]) expect(readdirSync(server.dataDir)).not.toContain('db');
  });

  it('honours a session made on A at B, and a sign-out at B ends it at A', async () => {
    const token = await tokenOf(a);
    expect((await api(b, 'GET', 'auth/session', { token })).status).toBe(200);
    expect((await api(b, 'POST', 'auth/logout', { token })).status).toBe(200);
    const ended = await api(a, 'GET', 'auth/session', { token });
    expect(ended.status).toBe(401);
  });

  it('counts failed sign-ins across both: the limit is the fleet’s, not each process’s', async () => {
    const email = 'fleet.limit@mise.local';
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect((await signIn(attempt % 2 === 0 ? a : b, 'Wrong#Password1', email)).status).toBe(401);
    }
    // Half the failures were made on each: a per-process count would still let this through.
    for (const server of [a, b]) expect((await signIn(server, 'Wrong#Password1', email)).status).toBe(429);
  });

  it('takes an upload begun on A, its part addresses from B, and its end on A', async () => {
    const token = await tokenOf(a);
    const bytes = videoBytes(5 * MIB + 4321);
    const parts = cut(bytes);
    const begun = await api(a, 'POST', uploadPaths.initialize, { token, base: UPLOAD_API_BASE, body: { name: newVideoName() } });
    expect(begun.status).toBe(200);
    const upload = begun.body.data as { fileId: string; fileKey: string };
    const presigned = await api(b, 'POST', uploadPaths.presign, { token, base: UPLOAD_API_BASE, body: { ...upload, parts: parts.length } });
    expect(presigned.status).toBe(200);
    const addresses = (presigned.body.data as { parts: Array<{ PartNumber: number; signedUrl: string }> }).parts;
    // Straight to the bucket, as a browser sends them.
    const sent = await Promise.all(
      addresses.map(async ({ PartNumber, signedUrl }) => {
        const response = await fetch(signedUrl, { method: 'PUT', body: parts[PartNumber - 1] as Uint8Array<ArrayBuffer> });
        expect(response.status).toBe(200);
        return { PartNumber, ETag: response.headers.get('etag')! };
      }),
    );
    const finished = await api(a, 'POST', uploadPaths.finalize, { token, base: UPLOAD_API_BASE, body: { ...upload, parts: sent } });
    expect(finished.body).toEqual({ status: true, message: 'Video uploaded', code: 'upload.done', data: { size: bytes.byteLength } });
    expect(await query(`select upload_id from multipart_uploads where upload_id = '${upload.fileId.replace(/'/g, "''")}'`)).toHaveLength(0);
    expect(path.basename(upload.fileKey)).toMatch(/\.mp4$/);
  });

  it('lives through a PostgreSQL restart under 20 writers: 503s while it is away, 200s again at once, every answered write stored once and whole', async () => {
    const token = await tokenOf(a);
    const picture = new Blob([solidPng(120, 120, [30, 120, 90])], { type: 'image/png' });
    type Outcome = { name: string; status: number | 'no answer'; retryAfter: string | null; startedAt: number; endedAt: number };
    const outcomes: Outcome[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let n = 0; writing; n += 1) {
        const name = `Restart lane ${lane} chef ${n}`;
        const form = new FormData();
        form.append('name', name);
        form.append('image', picture, 'chef.png');
        const startedAt = Date.now();
        try {
          // A hang is a failure too: no call may wait longer than the statement timeout and a margin.
          const answer = await fetch(`${(lane % 2 === 0 ? a : b).url}${ADMIN_API_BASE}chef/add`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
            signal: AbortSignal.timeout(20_000),
          });
          await answer.arrayBuffer();
          outcomes.push({ name, status: answer.status, retryAfter: answer.headers.get('retry-after'), startedAt, endedAt: Date.now() });
          if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
        } catch {
          outcomes.push({ name, status: 'no answer', retryAfter: null, startedAt, endedAt: Date.now() });
        }
      }
    };
    const writers = Array.from({ length: 20 }, (_, lane) => writer(lane));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const downAt = Date.now();
    const backAt = await database.restart(5_000);
    // Writing on until 20 writes begun two seconds after the return have been answered (a loaded
    // machine answers fewer per second), within a time limit.
    const lateAnswered = () => outcomes.filter((one) => one.startedAt >= backAt + 2_000).length;
    for (const until = Date.now() + 30_000; lateAnswered() < 20 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await Promise.all(writers);

    // Both processes are alive and ready.
    for (const server of [a, b]) {
      expect(server.child.exitCode, server.output().slice(-2_000)).toBeNull();
      expect((await fetch(`${server.url}/api/v1/ready`)).status).toBe(200);
    }
    // Every call was answered: 200, or 503 with Retry-After; never a 500, never a hang.
    const statuses = new Set(outcomes.map((one) => one.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const refused of outcomes.filter((one) => one.status === 503)) expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(outcomes.some((one) => one.status === 503 && one.startedAt >= downAt && one.startedAt < backAt)).toBe(true);
    // From two seconds after PostgreSQL's return, every write is answered 200.
    const late = outcomes.filter((one) => one.startedAt >= backAt + 2_000);
    expect(late.length).toBeGreaterThanOrEqual(20);
    expect(late.filter((one) => one.status !== 200)).toEqual([]);

    // Every answered write is stored exactly once, and whole: its picture is in the bucket.
    const stored = await query<{ name: string; count: string; photo: string }>(
      `select name, count(*) as count, min(profile_photo) as photo from chefs where name like 'Restart lane %' group by name`,
    );
    const byName = new Map(stored.map((row) => [row.name, row]));
    for (const answered of outcomes.filter((one) => one.status === 200)) expect(byName.get(answered.name)?.count, answered.name).toBe('1');
    for (const row of stored) {
      expect(row.count, row.name).toBe('1');
      const image = await fetch(`${a.url}/api/v1/files/${row.photo}`);
      expect(image.status, row.name).toBe(200);
    }

    const firstBack = Math.min(...outcomes.filter((one) => one.status === 200 && one.endedAt >= backAt).map((one) => one.endedAt));
    const gap = outcomes.filter((one) => one.startedAt >= downAt && one.startedAt < backAt).map((one) => one.endedAt - one.startedAt).sort((x, y) => x - y);
    console.log(
      `PostgreSQL restart under 20 writers: ${outcomes.length} calls, ${outcomes.filter((one) => one.status === 503).length} answered 503; ` +
        `first 200 ${firstBack - backAt} ms after PostgreSQL's return; p99 of calls during the ${backAt - downAt} ms outage ${gap[Math.floor(gap.length * 0.99)] ?? 0} ms`,
    );
  }, 120_000);

  // Last: it takes the bucket away from both processes.
  it('stops saying ready when the bucket is deleted, naming storage, and stays alive', async () => {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    for (;;) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
      if (keys.length === 0) break;
      await client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys } }));
    }
    await client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
    client.destroy();

    // A write to the store is trusted for ten seconds, so within about that both notice.
    for (const server of [a, b]) {
      await expect.poll(async () => (await fetch(`${server.url}/api/v1/ready`)).status, { timeout: 15_000, interval: 500 }).toBe(503);
      const body = (await (await fetch(`${server.url}/api/v1/ready`)).json()) as object;
      expect(body).toEqual({
        status: false,
        message: 'storage unavailable',
        code: 'server.unavailable',
        values: { parts: 'storage' },
        data: { database: 'up', storage: 'down', mail: 'up' },
      });
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    }
  }, 40_000);
});
