/**
 * Issue #32 item 2: no lock-out by strangers. A browser where the admin signed in keeps a signed
 * device cookie and its own failure budget: a stranger's failures lock the account for unknown
 * browsers only, the owner's browser still signs in at once; a device that fails too often is
 * locked itself, not the account; a cookie of another account, or a forged one, is an unknown
 * browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_PATH, deviceCookieName } from '../../server/auth/device-cookie';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

const LIMIT = 3;
const WINDOW_MINUTES = 15;
const WINDOW_MS = WINDOW_MINUTES * 60_000;
const WRONG = 'Wrong#Password1';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: String(LIMIT), LOGIN_ADDRESS_MAX_ATTEMPTS: '1000', LOGIN_WINDOW_MINUTES: String(WINDOW_MINUTES) } });
});
afterAll(() => t.close());

const nextWindow = () => t.clock.advance(WINDOW_MS - (t.clock.now().getTime() % WINDOW_MS));

/** A sign-in as a browser holding `cookies` (name=value pairs) would send it. */
const signIn = (email: string, password: string, cookies: string[] = [], ip = '203.0.113.7') =>
  call(t.app, 'auth/login', { body: { email, password }, ip, headers: cookies.length > 0 ? { cookie: cookies.join('; ') } : {} });

/** The device cookie a successful sign-in set, as `name=value`. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const set = answer.headers.getSetCookie().find((line) => line.startsWith('mise_device_'));
  expect(set).toBeDefined();
  return set!.split(';')[0]!;
}

describe('the device cookie', () => {
  it('is set at a successful sign-in only: per account, HttpOnly, SameSite=Strict, sent to the sign-in call alone, never the session token', async () => {
    nextWindow();
    const { superAdmin } = fixtureAdmins;
    const refused = await signIn(superAdmin.email, WRONG);
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const answer = await signIn(superAdmin.email, FIXTURE_PASSWORD);
    expect(answer.status).toBe(200);
    const [line] = answer.headers.getSetCookie();
    expect(line).toMatch(new RegExp(`^${deviceCookieName(superAdmin.email)}=[\\w-]+\\.[\\w-]+; Max-Age=31536000; Path=${DEVICE_COOKIE_PATH.replace(/\//g, '\\/')}; HttpOnly; SameSite=Strict$`));
    // Per account: the name differs for another e-mail, and does not depend on how it was typed.
    expect(deviceCookieName(superAdmin.email)).not.toBe(deviceCookieName(fixtureAdmins.contentManager.email));
    expect(deviceCookieName(superAdmin.email.toUpperCase())).toBe(deviceCookieName(superAdmin.email));
    expect(line).not.toContain((answer.body.data as { token: string }).token);
  });

  it('lets the owner’s browser in at once after a stranger locked the account for unknown browsers', async () => {
    nextWindow();
    const { superAdmin } = fixtureAdmins;
    const owner = deviceCookieOf(await signIn(superAdmin.email, FIXTURE_PASSWORD, [], '198.51.100.1'));

    // A stranger, from many addresses: the account is locked for every unknown browser.
    for (let i = 0; i < LIMIT + 5; i += 1) await signIn(superAdmin.email, WRONG, [], `192.0.2.${i + 1}`);
    expect((await signIn(superAdmin.email, FIXTURE_PASSWORD, [], '198.51.100.1')).status).toBe(429);

    // The owner's browser, even from the stranger's own address.
    const back = await signIn(superAdmin.email, FIXTURE_PASSWORD, [owner], '192.0.2.1');
    expect(back.status, back.body.message).toBe(200);
  });

  it('locks a device that fails too often, itself and not the account', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    const device = deviceCookieOf(await signIn(contentManager.email, FIXTURE_PASSWORD));
    for (let i = 0; i < LIMIT; i += 1) expect((await signIn(contentManager.email, WRONG, [device])).status).toBe(401);

    const locked = await signIn(contentManager.email, FIXTURE_PASSWORD, [device]);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(`Too many sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`);
    // The account's own budget was not spent: another browser signs in.
    expect((await signIn(contentManager.email, FIXTURE_PASSWORD, [], '198.51.100.9')).status).toBe(200);
    // And the device's lock ends with the window.
    nextWindow();
    expect((await signIn(contentManager.email, FIXTURE_PASSWORD, [device])).status).toBe(200);
  });

  it('treats a cookie of another account, a forged one or a damaged one as an unknown browser', async () => {
    nextWindow();
    const { superAdmin, contentManager } = fixtureAdmins;
    const otherAccount = deviceCookieOf(await signIn(contentManager.email, FIXTURE_PASSWORD));
    const [, value] = otherAccount.split('=');
    const name = deviceCookieName(superAdmin.email);
    for (let i = 0; i < LIMIT; i += 1) await signIn(superAdmin.email, WRONG, [], `192.0.2.${i + 50}`);
    for (const cookie of [`${name}=${value}`, `${name}=${value!.split('.')[0]}.AAAA`, `${name}=garbage`, `${name}=a.b.c`, otherAccount]) {
      expect((await signIn(superAdmin.email, FIXTURE_PASSWORD, [cookie])).status, cookie).toBe(429);
    }
  });
});
