/**
 * Body caps over a real HTTP connection, as browsers and other clients send bodies: with a
 * declared Content-Length (checked from the header alone, before any byte is read) and chunked
 * without one (counted as it streams). Either way an oversized body is a 413 and changes nothing;
 * a body within the cap is read whole.
 */
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** POSTs the login body in `chunks`; `declareLength` sends Content-Length, else it goes chunked. */
function postLogin(chunks: string[], declareLength: boolean): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const length = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `${ADMIN_API_BASE}auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(declareLength ? { 'content-length': length } : {}) },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => resolve({ status: answer.statusCode!, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
      },
    );
    // The server may answer 413 and stop reading before the whole body is sent.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const signIn = JSON.stringify({ email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD });
const oversized = JSON.stringify({ email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD, padding: 'x'.repeat(100_000) });
const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

describe('the JSON body cap over real HTTP', () => {
  it.each([
    ['with a declared Content-Length', true],
    ['sent chunked, without a length', false],
  ])('refuses an oversized body %s with 413, signing nobody in', async (_case, declareLength) => {
    const before = await sessionCount();
    const answer = await postLogin([oversized.slice(0, 50_000), oversized.slice(50_000)], declareLength);
    expect(answer).toEqual({ status: 413, body: { status: false, message: 'Request body is too large', code: 'request.too_large' } });
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['with a declared Content-Length', true],
    ['sent chunked, without a length', false],
  ])('reads a body within the cap whole %s, even when it arrives in pieces', async (_case, declareLength) => {
    const answer = await postLogin([signIn.slice(0, 10), signIn.slice(10)], declareLength);
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { token: string } }).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
