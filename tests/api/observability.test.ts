/**
 * Issue #16 item 3, as an operator meets it: one JSON line per request with its route pattern,
 * status, duration and id (echoed in X-Request-Id), never a secret; /health alive without the
 * database, /ready only when the database and the store answer; Prometheus metrics of requests,
 * latency, the pool, uploads and failed sign-ins: on the main port only with the token, whatever
 * the request's headers or address (issue #30 item 6); the listener of their own is in
 * metrics-listener.test.ts.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { call, login } from '../support/api-requests';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { cut, finalizeAnswer, initialize, MIB, openUploadApp, presign, putPart, videoBytes, type UploadApp } from '../support/api-uploads';
import { openAppOnDeadDatabase, openTestApp, type TestApp } from '../support/test-database';

const SUPER = fixtureAdmins.superAdmin.email;
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const elsewhere = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };

/** The value of one sample line of the metrics text, or undefined when it is not there. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('request log and request id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('logs each request once with its route pattern, status, duration and id, and echoes the id', async () => {
    t.logger.requests.length = 0;
    const answer = await login(t.app, SUPER, FIXTURE_PASSWORD);
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.logger.requests).toEqual([
      { requestId: id, method: 'POST', route: '/api/v1/admin/auth/login', status: 200, durationMs: expect.any(Number) as number },
    ]);
  });

  it('names the route by its pattern, never by the address asked for or its query', async () => {
    const token = (await login(t.app, SUPER, FIXTURE_PASSWORD)).body.data as { token: string };
    t.logger.requests.length = 0;
    await call(t.app, 'class-info/view/987654', { token: token.token });
    await call(t.app, '/api/v1/admin/auth/set-password?token=secret-link-token-123', { method: 'GET' });
    const [view, link] = t.logger.requests;
    expect(view).toMatchObject({ route: '/api/v1/admin/class-info/view/:id', status: 404 });
    expect(JSON.stringify(t.logger.requests)).not.toContain('987654');
    expect(JSON.stringify(link)).not.toContain('secret-link-token-123');
  });

  it('never logs a password or a token', async () => {
    t.logger.requests.length = 0;
    t.logger.lines.length = 0;
    const answer = await login(t.app, SUPER, FIXTURE_PASSWORD);
    const { token } = answer.body.data as { token: string };
    await login(t.app, SUPER, 'Wrong#Password1');
    await call(t.app, 'auth/session', { token });
    const written = JSON.stringify([t.logger.requests, t.logger.lines]);
    expect(written).not.toContain(FIXTURE_PASSWORD);
    expect(written).not.toContain('Wrong#Password1');
    expect(written).not.toContain(token);
  });

  it("keeps a proxy's sane request id and replaces one that could forge a log line", async () => {
    const kept = await call(t.app, '/api/v1/health', { headers: { 'x-request-id': 'lb-7f3a9c21.0042' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21.0042');
    const forged = await call(t.app, '/api/v1/health', { headers: { 'x-request-id': 'abc"} {"level":"fatal' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const short = await call(t.app, '/api/v1/health', { headers: { 'x-request-id': 'x' } });
    expect(short.headers.get('x-request-id')).not.toBe('x');
  });

  it('gives refusals, unknown addresses and the SPA an id too', async () => {
    for (const path of ['/api/v1/admin/chef/list', '/api/v1/nothing-here', '/chef']) {
      const response = await t.app.request(path, {}, loopback);
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the JSON logger', () => {
  it('writes one JSON object a line: level, time, message, the request fields; errors by describeError', () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    logger.request({ requestId: 'r-1234567', method: 'GET', route: '/api/v1/health', status: 200, durationMs: 1.5 });
    logger.error('Failed:', Object.assign(new Error('boom'), { password: 'hunter2-secret' }));
    logger.info('not below the level');
    const lines = written.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'r-1234567', method: 'GET', route: '/api/v1/health', status: 200, durationMs: 1.5 });
    expect(typeof lines[0]!.time).toBe('string');
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'Failed:' });
    expect(lines[1]!.error).toContain('Error: boom');
    expect(written.join('')).not.toContain('hunter2');

    const quiet: string[] = [];
    const warnOnly = createLogger({ level: 'warn', destination: new Writable({ write: (chunk: Buffer, _e, done) => (quiet.push(chunk.toString()), done()) }) });
    warnOnly.info('hidden');
    warnOnly.warn('shown');
    expect(quiet.join('')).not.toContain('hidden');
    expect(quiet.join('')).toContain('shown');
  });
});

describe('health and readiness', () => {
  it('is alive without the database, and ready only when the database answers', async () => {
    const { app, logger, close } = await openAppOnDeadDatabase();
    try {
      const health = await call(app, '/api/v1/health');
      expect(health.status).toBe(200);
      const ready = await call(app, '/api/v1/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: false,
        message: 'database unavailable',
        code: 'server.unavailable',
        values: { parts: 'database' },
        data: { database: 'down', storage: 'up', mail: 'up' },
      });
      expect(logger.lines).toContain('Not ready: database not answering');
    } finally {
      await close();
    }
  });

  it('answers a call 503 with Retry-After and a translated code while the database is away, never 500, and logs no stack', async () => {
    const { app, logger, close } = await openAppOnDeadDatabase();
    try {
      const answer = await call(app, 'auth/login', { body: { email: SUPER, password: FIXTURE_PASSWORD } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ status: false, message: 'The database is not answering. Try again in a moment.', code: 'server.database_unavailable' });
      expect(logger.lines.some((line) => line.includes('answered 503: the database is not answering (ECONNREFUSED'))).toBe(true);
      expect(logger.lines.join('\n')).not.toContain(FIXTURE_PASSWORD);
    } finally {
      await close();
    }
  });

  it('is ready when both answer, and not when the object store takes no write', async () => {
    let storeDown = false;
    const t = await openTestApp({
      wrapStorage: (real) => ({
        ...real,
        // A store that still answers reads (a HEAD of a missing key) but refuses writes: a bucket gone or read-only.
        put: async (key, bytes, type) => {
          if (storeDown) throw new Error('NoSuchBucket: The specified bucket does not exist');
          return real.put(key, bytes, type);
        },
      }),
    });
    try {
      expect((await call(t.app, '/api/v1/ready')).body).toEqual({ status: true, message: 'ready', code: 'server.ready', data: { database: 'up', storage: 'up', mail: 'up' } });
      storeDown = true;
      // A write that succeeded is trusted for ten seconds: the probe writes again after that.
      t.clock.advance(11_000);
      const down = await call(t.app, '/api/v1/ready');
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('storage unavailable');
      // Alive all the same: a balancer keeps the process, and stops sending it traffic.
      expect((await call(t.app, '/api/v1/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('metrics', () => {
  const TOKEN = 'scrape-token-0123456789abcdef';
  let t: UploadApp;
  beforeAll(async () => {
    t = await openUploadApp({ METRICS_TOKEN: TOKEN, UPLOAD_MAX_BYTES: String(12 * MIB) });
  });
  afterAll(() => t.close());

  const scrape = async (env: object = elsewhere, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
    const response = await t.app.request('/metrics', { headers }, env);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('counts requests by route and status, and times them', async () => {
    await call(t.app, 'auth/session', { token: t.token });
    await call(t.app, 'auth/session', { token: t.token });
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'mise_http_requests_total{method="GET",route="/api/v1/admin/auth/session",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'mise_http_request_duration_seconds_count{method="GET",route="/api/v1/admin/auth/session"}')).toBeGreaterThanOrEqual(2);
    expect(text).toContain('mise_db_pool_connections{state="idle"}');
    expect(text).toContain('mise_db_pool_connections{state="waiting"} 0');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts failed sign-ins', async () => {
    const before = sample((await scrape()).text, 'mise_sign_in_failures_total') ?? 0;
    expect((await login(t.app, SUPER, 'Not#ThePassword1')).status).toBe(401);
    expect((await login(t.app, 'nobody@mise.test', 'Not#ThePassword1')).status).toBe(401);
    expect(sample((await scrape()).text, 'mise_sign_in_failures_total')).toBe(before + 2);
  });

  it('counts the bytes and parts of finished uploads', async () => {
    const bytes = videoBytes(5 * MIB + 4321);
    const upload = await initialize(t);
    const urls = await presign(t, upload, 2);
    const parts = await Promise.all(
      cut(bytes).map(async (part, index) => ({ PartNumber: index + 1, ETag: (await putPart(t, urls.get(index + 1)!, part)).etag! })),
    );
    expect((await finalizeAnswer(t, { ...upload, parts })).status).toBe(200);
    const { text } = await scrape();
    expect(sample(text, 'mise_upload_parts_total')).toBe(2);
    expect(sample(text, 'mise_upload_bytes_total')).toBe(bytes.byteLength);
  });

  // A proxy on this machine adds any of these, or none (`Via` only): no header may open the metrics.
  const proxyHeaders: Array<Record<string, string>> = [
    {},
    { via: '1.1 nginx' },
    { forwarded: 'for=127.0.0.1' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-real-ip': '127.0.0.1' },
  ];

  it('answers 404 on the main port without the token, whatever the address or the headers', async () => {
    for (const env of [loopback, elsewhere]) {
      for (const headers of proxyHeaders) {
        const answer = await scrape(env, headers);
        expect(answer.status, JSON.stringify({ env, headers })).toBe(404);
        expect(answer.text).not.toContain('mise_http_requests_total');
        expect(answer.text).not.toContain('<html');
      }
    }
    expect((await scrape(loopback, { authorization: `Bearer ${TOKEN.slice(0, -1)}X` })).status).toBe(404);
    expect((await scrape(loopback, { authorization: TOKEN })).status).toBe(404);
  });

  it('answers the bearer of METRICS_TOKEN, from any address', async () => {
    for (const env of [loopback, elsewhere]) {
      const withToken = await scrape(env, { authorization: `Bearer ${TOKEN}`, via: '1.1 nginx' });
      expect(withToken.status).toBe(200);
      expect(withToken.text).toContain('mise_http_requests_total');
    }
  });

  it('answers nobody on the main port when METRICS_TOKEN is unset, not even loopback', async () => {
    const plain = await openTestApp();
    try {
      for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer undefined' }] as Array<Record<string, string>>) {
        expect((await plain.app.request('/metrics', { headers }, loopback)).status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
