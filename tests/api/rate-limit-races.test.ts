/**
 * Every rate limit holds under a burst (DESIGN.md section 5: counted and checked in one statement):
 * N requests sent at once, in parallel through the app, and exactly the limit get through; the
 * rest answer 429 with nothing done. Each test has a fresh window of the test clock.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PER_ADDRESS, FORGOT_PER_EMAIL, WRONG_OTP_PER_ADDRESS } from '../../server/auth/recovery-limits';
import { SUBSCRIBE_PER_ADDRESS } from '../../server/content/subscribe-limits';
import { passwordResets, sessions } from '../../server/db/schema';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { PUBLIC_SUBSCRIBE_PATH } from '../../areas/subscribed-emails/subscribed-email-contract';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login, signedInToken, type Answer } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { forgot, verify } from './account-support';

const LOGIN_LIMIT = 5;
const WINDOW_MS = 15 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(LOGIN_LIMIT), LOGIN_WINDOW_MINUTES: '15' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(WINDOW_MS - (t.clock.now().getTime() % WINDOW_MS)));

/** Sends `n` requests at once and answers how many got each status. */
async function burst(n: number, send: (index: number) => Promise<Answer>): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: n }, (_, index) => send(index)));
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

const rows = async (table: typeof sessions | typeof passwordResets | typeof subscribedEmails) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('simultaneous requests get exactly the limit through', () => {
  it('sign-in: 40 wrong passwords for one e-mail at once, exactly LOGIN_MAX_ATTEMPTS are checked', async () => {
    const email = fixtureAdmins.superAdmin.email;
    const statuses = await burst(40, (i) => login(t.app, email, 'Wrong#Password1', `10.20.0.${i + 1}`));

    expect(statuses).toEqual({ 401: LOGIN_LIMIT, 429: 40 - LOGIN_LIMIT });
    expect((await login(t.app, email, FIXTURE_PASSWORD, '10.20.1.1')).status).toBe(429);
  });

  it('sign-in: a burst on one account leaves a right password for another account alone', async () => {
    const before = await rows(sessions);
    const statuses = await burst(20, (i) =>
      i === 10
        ? login(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD, '10.21.0.1')
        : login(t.app, 'made-up@mise.test', 'Wrong#Password1', '10.21.0.1'),
    );

    expect(statuses).toEqual({ 200: 1, 401: LOGIN_LIMIT, 429: 19 - LOGIN_LIMIT });
    expect(await rows(sessions)).toBe(before + 1);
  });

  it('change-password: 20 wrong current passwords at once, exactly LOGIN_MAX_ATTEMPTS are checked', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    const body = { old_password: 'Wrong#Password1', new_password: 'Pantry#2027' };
    const statuses = await burst(20, () => call(t.app, 'auth/change-password', { method: 'PUT', body, token }));

    expect(statuses).toEqual({ 400: LOGIN_LIMIT, 429: 20 - LOGIN_LIMIT });
  });

  it('forgot-password: 30 requests for one e-mail at once, exactly 5 go through', async () => {
    const before = await rows(passwordResets);
    const statuses = await burst(30, (i) => forgot(t.app, fixtureAdmins.superAdmin.email, `10.22.0.${i + 1}`));

    expect(statuses).toEqual({ 200: FORGOT_PER_EMAIL.maxAttempts, 429: 30 - FORGOT_PER_EMAIL.maxAttempts });
    await expect.poll(() => rows(passwordResets)).toBe(before + FORGOT_PER_EMAIL.maxAttempts);
  });

  it('forgot-password: 30 requests from one address at once, exactly 20 go through', async () => {
    const statuses = await burst(30, (i) => forgot(t.app, `someone-${i}@mise.test`, '10.23.0.1'));

    expect(statuses).toEqual({ 200: FORGOT_PER_ADDRESS.maxAttempts, 429: 30 - FORGOT_PER_ADDRESS.maxAttempts });
  });

  it('verify-otp: 60 wrong OTPs from one address at once, exactly 20 are checked', async () => {
    const claim = { email: fixtureAdmins.superAdmin.email, otp: '123456', otp_token: 'not-a-token' };
    const statuses = await burst(60, () => verify(t.app, claim, '10.24.0.1'));

    expect(statuses).toEqual({ 400: WRONG_OTP_PER_ADDRESS.maxAttempts, 429: 60 - WRONG_OTP_PER_ADDRESS.maxAttempts });
  });

  it('subscribe: 60 requests from one address at once, exactly 10 are added', async () => {
    const before = await rows(subscribedEmails);
    const statuses = await burst(60, (i) => call(t.app, PUBLIC_SUBSCRIBE_PATH, { body: { email: `fan-${i}@example.com` }, ip: '10.25.0.1' }));

    expect(statuses).toEqual({ 200: SUBSCRIBE_PER_ADDRESS.maxAttempts, 429: 60 - SUBSCRIBE_PER_ADDRESS.maxAttempts });
    expect(await rows(subscribedEmails)).toBe(before + SUBSCRIBE_PER_ADDRESS.maxAttempts);
  });
});
