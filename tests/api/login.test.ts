/**
 * POST auth/login (spec section 7, DESIGN.md section 5): the answer the SPA reads on success, and
 * the refusals, which never create a session.
 */
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { ALL_MODULES } from '../../server/db/seed';
import { sessionResponse, signedInResponse } from '../../src/api/contract/auth-answers';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  // A high limit: this file is about answers, rate-limit.test.ts about the limit.
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
});
afterAll(() => t.close());

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

describe('signing in', () => {
  it('answers the login data the contract describes, with the role modules and user type', async () => {
    const { superAdmin } = fixtureAdmins;
    const answer = await login(t.app, superAdmin.email, FIXTURE_PASSWORD);

    expect(answer.status).toBe(200);
    const parsed = v.parse(signedInResponse, answer.body);
    expect(parsed.status).toBe(true);
    expect(parsed.data).toMatchObject({
      first_name: superAdmin.firstName,
      last_name: superAdmin.lastName,
      email: superAdmin.email,
      profile_image: null,
      userType: 'super_admin',
    });
    expect(parsed.data.modules).toEqual([...ALL_MODULES]);
    expect(parsed.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a token that opens the signed-in routes as that admin', async () => {
    const { contentManager } = fixtureAdmins;
    const { body } = await login(t.app, contentManager.email, FIXTURE_PASSWORD);
    const { token, ...data } = v.parse(signedInResponse, body).data;

    const session = await call(t.app, 'auth/session', { token });

    expect(session.status).toBe(200);
    expect(v.parse(sessionResponse, session.body).data).toEqual(data);
    expect(data.userType).toBe('sub_admin');
    expect(data.modules).not.toContain('admin');
  });

  it('stores only a hash of the token, never the token', async () => {
    const answer = await login(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const { token } = v.parse(signedInResponse, answer.body).data;

    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);

    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
    expect(rows.some((row) => row.tokenHash.length === 64)).toBe(true);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const answer = await login(t.app, `  ${fixtureAdmins.superAdmin.email.toUpperCase()} `, FIXTURE_PASSWORD);
    expect(answer.status).toBe(200);
  });

  it('gives each sign-in its own token', async () => {
    const first = await login(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const second = await login(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    expect((first.body.data as { token: string }).token).not.toBe((second.body.data as { token: string }).token);
  });
});

describe('refused sign-ins', () => {
  it('refuses a wrong password with 401 and creates no session', async () => {
    const before = await sessionCount();
    const answer = await login(t.app, fixtureAdmins.superAdmin.email, 'Wrong#Password1');

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: false, message: 'Invalid email or password', code: 'auth.invalid_credentials' });
    expect(await sessionCount()).toBe(before);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrongPassword = await login(t.app, fixtureAdmins.superAdmin.email, 'Wrong#Password1');
    const unknownEmail = await login(t.app, 'nobody@mise.test', 'Wrong#Password1');

    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect([...unknownEmail.headers.keys()].sort()).toEqual([...wrongPassword.headers.keys()].sort());
  });

  it('refuses an admin who has no password yet like a wrong password', async () => {
    const before = await sessionCount();
    const answer = await login(t.app, fixtureAdmins.withoutPassword.email, FIXTURE_PASSWORD);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: false, message: 'Invalid email or password', code: 'auth.invalid_credentials' });
    expect(await sessionCount()).toBe(before);
  });

  it('tells a deactivated admin with the right password why, with 403, and creates no session', async () => {
    const before = await sessionCount();
    const answer = await login(t.app, fixtureAdmins.deactivated.email, FIXTURE_PASSWORD);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: false, message: 'Your account is deactivated. Contact an administrator.', code: 'auth.account_deactivated' });
    expect(await sessionCount()).toBe(before);
  });

  it('does not tell a deactivated admin apart when the password is wrong', async () => {
    const answer = await login(t.app, fixtureAdmins.deactivated.email, 'Wrong#Password1');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid email or password');
  });
});
