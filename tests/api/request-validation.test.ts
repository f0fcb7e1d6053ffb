/**
 * Bad requests are refused with 400 and a message naming the field (DESIGN.md section 4), never
 * with a 500, and none of them signs anyone in.
 */
import { refusal } from '../support/answers';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
});
afterAll(() => t.close());

const email = fixtureAdmins.superAdmin.email;

const refusals: Array<[string, unknown, string]> = [
  ['malformed JSON', '{"email": "a@b.c", "password": ', 'Request body must be valid JSON'],
  ['an empty body', '', 'Request body must be valid JSON'],
  ['a JSON array', '[]', 'Request body must be a JSON object'],
  ['JSON null', 'null', 'Request body must be a JSON object'],
  ['a bare JSON string', '"hello"', 'Request body must be a JSON object'],
  ['a missing e-mail', { password: FIXTURE_PASSWORD }, 'email: Please enter your email'],
  ['an empty e-mail', { email: '  ', password: FIXTURE_PASSWORD }, 'email: Please enter your email'],
  ['an e-mail that is not one', { email: 'chef-at-kitchen', password: FIXTURE_PASSWORD }, 'email: Please enter your email'],
  ['an e-mail given as a number', { email: 42, password: FIXTURE_PASSWORD }, 'email: Please enter your email'],
  ['an over-long e-mail', { email: `${'a'.repeat(250)}@mise.test`, password: FIXTURE_PASSWORD }, 'email: Please enter your email'],
  ['a missing password', { email }, 'password: Please enter your password'],
  ['an empty password', { email, password: '' }, 'password: Please enter your password'],
  ['a password given as an object', { email, password: { $ne: '' } }, 'password: Please enter your password'],
  ['an over-long password', { email, password: 'A#1'.repeat(100) }, 'password: password is too long'],
];

describe('the login call refuses bad requests with 400 naming the problem', () => {
  it.each(refusals)('%s', async (_case, body, message) => {
    const before = (await t.db.select({ n: count() }).from(sessions))[0]!.n;

    const answer = await call(t.app, 'auth/login', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(message));
    expect((await t.db.select({ n: count() }).from(sessions))[0]!.n).toBe(before);
  });

  it('refuses a body far larger than a sign-in with 413', async () => {
    const answer = await call(t.app, 'auth/login', { body: { email, password: FIXTURE_PASSWORD, padding: 'x'.repeat(100_000) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: false, message: 'Request body is too large', code: 'request.too_large' });
  });

  it('ignores fields it does not know', async () => {
    const answer = await call(t.app, 'auth/login', { body: { email, password: FIXTURE_PASSWORD, isAdmin: true } });
    expect(answer.status).toBe(200);
  });
});
