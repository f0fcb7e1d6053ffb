/**
 * Login attempts are rate-limited (DESIGN.md section 5, server/auth/login-limits.ts): after
 * LOGIN_MAX_ATTEMPTS failures for one e-mail in a LOGIN_WINDOW_MINUTES window, 429 with when to
 * retry; an address with LOGIN_ADDRESS_MAX_ATTEMPTS failures may no longer retry the e-mails it
 * failed on, but failures on other accounts never block a right password for an account that had
 * none, behind a proxy too; the count starts again in the next window; successful sign-ins do not
 * count.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

const LIMIT = 3;
const ADDRESS_LIMIT = 6;
const WINDOW_MINUTES = 15;
const WINDOW_MS = WINDOW_MINUTES * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    env: { LOGIN_MAX_ATTEMPTS: String(LIMIT), LOGIN_ADDRESS_MAX_ATTEMPTS: String(ADDRESS_LIMIT), LOGIN_WINDOW_MINUTES: String(WINDOW_MINUTES) },
  });
});
afterAll(() => t.close());

/** Moves the clock to the start of the next window, so each test has a whole window to itself. */
const nextWindow = () => t.clock.advance(WINDOW_MS - (t.clock.now().getTime() % WINDOW_MS));

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

const failTimes = async (times: number, email: string, ip: string) => {
  for (let i = 0; i < times; i += 1) expect((await login(t.app, email, 'Wrong#Password1', ip)).status).toBe(401);
};

/** One failure for each of `times` made-up e-mails, as a credential-stuffing bot would. */
const failOnMadeUpEmails = async (times: number, ip: string, prefix: string) => {
  for (let i = 0; i < times; i += 1) await failTimes(1, `${prefix}-${i}@mise.test`, ip);
};

describe('login rate limit', () => {
  it('answers 429 after the allowed failures for one e-mail, even with the right password', async () => {
    nextWindow();
    const { superAdmin } = fixtureAdmins;
    await failTimes(LIMIT, superAdmin.email, '10.0.0.1');
    const before = await sessionCount();

    const blocked = await login(t.app, superAdmin.email, FIXTURE_PASSWORD, '10.0.0.2');

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ status: false, message: `Too many sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`, code: 'auth.too_many_sign_ins', values: { minutes: WINDOW_MINUTES } });
    expect(Number(blocked.headers.get('retry-after'))).toBe(WINDOW_MS / 1000);
    expect(await sessionCount()).toBe(before);
  });

  it('never lets failures on made-up e-mails from one address block a right password for an account that had none', async () => {
    nextWindow();
    await failOnMadeUpEmails(ADDRESS_LIMIT + 2, '10.0.1.1', 'stuffed');
    const before = await sessionCount();

    const admin = await login(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD, '10.0.1.1');

    expect(admin.status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('stops an address past its threshold from retrying the e-mails it failed on, and only there', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    await failTimes(1, contentManager.email, '10.0.7.1');
    await failOnMadeUpEmails(ADDRESS_LIMIT, '10.0.7.1', 'sprayed');
    const before = await sessionCount();

    const retried = await login(t.app, contentManager.email, FIXTURE_PASSWORD, '10.0.7.1');
    const retriedGuess = await login(t.app, 'sprayed-0@mise.test', 'Wrong#Password1', '10.0.7.1');
    const freshGuess = await login(t.app, 'sprayed-new@mise.test', 'Wrong#Password1', '10.0.7.1');
    const elsewhere = await login(t.app, contentManager.email, FIXTURE_PASSWORD, '10.0.7.2');

    expect(retried.status).toBe(429);
    expect(retried.body).toEqual({ status: false, message: `Too many sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`, code: 'auth.too_many_sign_ins', values: { minutes: WINDOW_MINUTES } });
    expect(retriedGuess.status).toBe(429);
    expect(freshGuess.status).toBe(401);
    expect(elsewhere.status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('does not throttle an address below its threshold', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    // One failure short of the threshold, counting the one on this account.
    await failTimes(1, contentManager.email, '10.0.8.1');
    await failOnMadeUpEmails(ADDRESS_LIMIT - 2, '10.0.8.1', 'below');
    expect((await login(t.app, contentManager.email, FIXTURE_PASSWORD, '10.0.8.1')).status).toBe(200);
  });

  it('says how long is left in the window', async () => {
    nextWindow();
    await failTimes(LIMIT, 'nobody-2@mise.test', '10.0.2.1');
    t.clock.advance(WINDOW_MS - 90_000);

    const blocked = await login(t.app, 'nobody-2@mise.test', 'Wrong#Password1', '10.0.2.2');

    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(blocked.headers.get('retry-after')).toBe('90');
  });

  it('lets the e-mail try again in the next window', async () => {
    nextWindow();
    const { superAdmin } = fixtureAdmins;
    await failTimes(LIMIT, superAdmin.email, '10.0.3.1');
    expect((await login(t.app, superAdmin.email, FIXTURE_PASSWORD, '10.0.3.1')).status).toBe(429);

    nextWindow();

    expect((await login(t.app, superAdmin.email, FIXTURE_PASSWORD, '10.0.3.1')).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await login(t.app, contentManager.email, FIXTURE_PASSWORD, '10.0.4.1')).status).toBe(200);
    }
  });

  it('blocks only after the last allowed failure', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    await failTimes(LIMIT - 1, contentManager.email, '10.0.5.1');
    expect((await login(t.app, contentManager.email, FIXTURE_PASSWORD, '10.0.5.1')).status).toBe(200);
  });

  it('treats the e-mail in any case as the same e-mail', async () => {
    nextWindow();
    const email = 'Someone.Else@Mise.Test';
    await failTimes(LIMIT, email, '10.0.6.1');
    expect((await login(t.app, email.toLowerCase(), 'Wrong#Password1', '10.0.6.2')).status).toBe(429);
  });
});

describe('behind a proxy without TRUST_PROXY: every client is the proxy address', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(LIMIT), LOGIN_ADDRESS_MAX_ATTEMPTS: String(ADDRESS_LIMIT) } });
  });
  afterAll(() => shared.close());
  beforeEach(() => shared.clock.advance(WINDOW_MS - (shared.clock.now().getTime() % WINDOW_MS)));

  const PROXY = '10.9.9.8';
  const fromProxy = (email: string, password: string) => login(shared.app, email, password, PROXY);

  it('lets the super admin in with the right password after a bot failed on many made-up e-mails', async () => {
    for (let i = 0; i < ADDRESS_LIMIT + LIMIT; i += 1) expect((await fromProxy(`bot-${i}@mise.test`, 'Wrong#Password1')).status).toBe(401);

    expect((await fromProxy(fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200);
    expect((await fromProxy(fixtureAdmins.contentManager.email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('still locks an account after its own failures', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await fromProxy(fixtureAdmins.contentManager.email, 'Wrong#Password1')).status).toBe(401);

    expect((await fromProxy(fixtureAdmins.contentManager.email, FIXTURE_PASSWORD)).status).toBe(429);
    expect((await fromProxy(fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(LIMIT), LOGIN_ADDRESS_MAX_ATTEMPTS: String(ADDRESS_LIMIT), TRUST_PROXY: 'true' } });
  });
  afterAll(() => proxied.close());
  // A whole window for each test, so none straddles two windows of the real time it starts at.
  beforeEach(() => proxied.clock.advance(WINDOW_MS - (proxied.clock.now().getTime() % WINDOW_MS)));

  const viaProxy = (email: string, forwardedFor: string) =>
    call(proxied.app, 'auth/login', {
      body: { email, password: 'Wrong#Password1' },
      headers: { 'x-forwarded-for': forwardedFor },
      ip: '10.9.9.9', // the proxy itself
    });

  it('counts per client address from X-Forwarded-For, not per proxy', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await viaProxy(`guess-${i}@mise.test`, '203.0.113.7')).status).toBe(401);

    expect((await viaProxy('guess-0@mise.test', '203.0.113.7')).status).toBe(429);
    expect((await viaProxy('guess-0@mise.test', '203.0.113.8')).status).toBe(401);
  });

  it('uses the address the proxy appended, not one the client wrote before it', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await viaProxy(`spoof-${i}@mise.test`, `198.51.100.${i}, 203.0.113.9`)).status).toBe(401);
    }

    expect((await viaProxy('spoof-0@mise.test', '198.51.100.200, 203.0.113.9')).status).toBe(429);
  });
});
