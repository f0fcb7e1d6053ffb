/**
 * The envelope and error mapping of DESIGN.md section 4, and the security headers of section 5 on
 * every kind of response.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { openAppOnDeadDatabase, openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok without a token (alive: it touches nothing)', async () => {
    const answer = await call(t.app, '/api/v1/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'ok', code: 'server.ok' });
  });
});

describe('unknown API routes', () => {
  it('answers 404 in the envelope outside the admin API', async () => {
    const answer = await call(t.app, '/api/v1/no-such-call');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Not found', code: 'request.not_found' });
  });

  it('answers 404 in the envelope to a signed-in admin', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const answer = await call(t.app, 'no-such/call', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Not found', code: 'request.not_found' });
  });

  it('does not reveal which admin routes exist to a visitor without a token', async () => {
    const answer = await call(t.app, 'no-such/call');
    expect(answer.status).toBe(401);
  });
});

describe('unexpected failures', () => {
  it('answer 500 without internals and log the failure without the password', async () => {
    // A bug, not an outage: the database answers, but a table the call needs is gone.
    const broken = await openTestApp();
    try {
      await broken.db.execute(sql`drop table sessions cascade`);
      const answer = await call(broken.app, 'auth/login', { body: { email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD } });

      expect(answer.status).toBe(500);
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(answer.body).toEqual({ status: false, message: 'Something went wrong', code: 'server.error' });
      const logged = broken.logger.lines.join('\n');
      expect(logged).toContain('POST /api/v1/admin/auth/login failed');
      expect(logged).not.toContain(FIXTURE_PASSWORD);
    } finally {
      await broken.close();
    }
  });

  it('answer 503, not 500, while the database is away: alive, but not ready', async () => {
    const { app, close } = await openAppOnDeadDatabase();
    try {
      expect((await call(app, 'auth/login', { body: { email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD } })).status).toBe(503);
      expect((await call(app, '/api/v1/health')).status).toBe(200);
      expect((await call(app, '/api/v1/ready')).status).toBe(503);
    } finally {
      await close();
    }
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Headers) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('same-origin');
  };

  it('are on successful API answers', async () => {
    expectSecurityHeaders((await call(t.app, '/api/v1/health')).headers);
  });

  it('are on refusals and errors', async () => {
    expectSecurityHeaders((await call(t.app, 'auth/session')).headers);
    expectSecurityHeaders((await call(t.app, 'auth/login', { body: '{' })).headers);
    expectSecurityHeaders((await call(t.app, '/api/v1/nothing')).headers);
  });

  it('are on pages of the web app', async () => {
    expectSecurityHeaders((await t.app.request('/dashboard')).headers);
  });
});
