/**
 * Issue #32 item 1, the second factor (ASVS 5.0 V6.3.3): an admin turns on an authenticator app
 * (the current password first, a secret to scan, its first code back) and gets ten recovery codes
 * once. From then on a right password answers a challenge, not a token, and only a code (the
 * app's, or a recovery code, each once) finishes the sign-in. The codes here are computed by the
 * `otpauth` library from the secret the server answered, as a phone's app would.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, adminTotp, recoveryCodes } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call } from '../support/api-requests';
import { signableAdmin } from '../support/signable-admin';
import { cloneTemplate, openTestApp, type TestApp } from '../support/test-database';
import { CONSOLE_ADDRESS, turnOffSecondFactorOf } from '../../server/auth/second-factor-off';
import { requestOtp, reset } from './account-support';

const FIXTURE_SUPER_EMAIL = fixtureAdmins.superAdmin.email;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '6' } });
});
afterAll(() => t.close());

/** The code an authenticator app shows for `secret` at the server clock's now (plus `offsetMs`). */
const appCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.clock.now().getTime() + offsetMs });
/** On to the next 30-second step, so the app shows a new code. */
const nextStep = () => t.clock.advance(30_000);

let people = 0;
async function newAdmin() {
  people += 1;
  const email = `two-step-${people}@mise.test`;
  const { admin, token } = await signableAdmin(t, { email, role: 'Content Manager' });
  return { id: admin.id, email, token };
}

const status = async (token: string) => (await call(t.app, 'auth/second-factor/status', { token })).body.data as { totp: boolean; recovery_codes_left: number };
const login = (email: string, password = FIXTURE_PASSWORD) => call(t.app, 'auth/login', { body: { email, password } });
const challengeOf = (answer: Awaited<ReturnType<typeof login>>) => (answer.body.data as { second_factor: { challenge: string } }).second_factor.challenge;
const finish = (challenge: string, code: string) => call(t.app, 'auth/second-factor', { body: { challenge, code } });
const alive = async (token: string) => (await call(t.app, 'auth/session', { token })).status;

/** Turns the app on for a new admin: the secret, the recovery codes and a token of the admin's. */
async function adminWithApp() {
  const admin = await newAdmin();
  const started = await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
  expect(started.status, started.body.message).toBe(200);
  const { secret } = started.body.data as { secret: string };
  const confirmed = await call(t.app, 'auth/second-factor/totp/confirm', { body: { code: appCode(secret) }, token: admin.token });
  expect(confirmed.status, confirmed.body.message).toBe(200);
  nextStep();
  return { ...admin, secret, codes: (confirmed.body.data as { recovery_codes: string[] }).recovery_codes };
}

async function accountActions(adminId: number) {
  const rows = await t.db.select({ action: activity.action }).from(activity).where(and(eq(activity.area, 'account'), eq(activity.recordId, adminId)));
  return rows.map((row) => row.action);
}

describe('turning the authenticator app on', () => {
  it('asks for the current password first, and starts nothing without it', async () => {
    const admin = await newAdmin();
    const refused = await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: 'Not#MyPassword1' }, token: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The current password is not correct');
    expect(await t.db.select().from(adminTotp).where(eq(adminTotp.adminId, admin.id))).toEqual([]);
    const empty = await call(t.app, 'auth/second-factor/totp/start', { body: {}, token: admin.token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('current_password: This field is required');
  });

  it('answers a secret to scan (QR code and text) that signs in only once its first code came back', async () => {
    const admin = await newAdmin();
    const started = await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
    expect(started.status).toBe(200);
    const { secret, uri, qr_svg } = started.body.data as { secret: string; uri: string; qr_svg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.*two-step-\\d+%40mise\\.test\\?.*secret=${secret}`));
    expect(qr_svg.startsWith('<svg')).toBe(true);
    // Stored sealed, never as typed into the app.
    const [row] = await t.db.select().from(adminTotp).where(eq(adminTotp.adminId, admin.id));
    expect(row!.secretSealed).not.toContain(secret);
    // Not yet in force: the password alone still signs in.
    expect(await status(admin.token)).toEqual({ totp: false, recovery_codes_left: 0 });
    expect((await login(admin.email)).body.data).toHaveProperty('token');

    const wrong = await call(t.app, 'auth/second-factor/totp/confirm', { body: { code: appCode(secret, 5 * 60_000) }, token: admin.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This code is not right. Check the time on your phone and type the newest code.');
    expect((await status(admin.token)).totp).toBe(false);

    const confirmed = await call(t.app, 'auth/second-factor/totp/confirm', { body: { code: appCode(secret) }, token: admin.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Two-step sign-in is on');
    const codes = (confirmed.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Hashed: no code is in the table as shown.
    const stored = await t.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.hash)).not.toContain(code);
    expect(await status(admin.token)).toEqual({ totp: true, recovery_codes_left: 10 });
    expect(await accountActions(admin.id)).toContain('second-factor-on');
  });

  it('refuses a second app while one is on (409), and a confirmation with nothing waiting', async () => {
    const admin = await adminWithApp();
    const again = await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-step sign-in is already on. Turn it off first to use another app.');
    const confirm = await call(t.app, 'auth/second-factor/totp/confirm', { body: { code: appCode(admin.secret) }, token: admin.token });
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe('No set-up is waiting for a code. Start again.');
  });
});

describe('signing in with the second factor', () => {
  it('answers a challenge and no token for the right password; the app’s code finishes the sign-in', async () => {
    const admin = await adminWithApp();
    const first = await login(admin.email);
    expect(first.status).toBe(200);
    // The same words whichever second steps the admin has (an app, a passkey, recovery codes).
    expect(first.body.message).toBe('One more step: confirm it is you with your second factor');
    expect(first.body.data).toEqual({ second_factor: { challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), methods: ['totp', 'recovery_code'] } });
    // No device cookie for half a sign-in.
    expect(first.headers.get('set-cookie')).toBeNull();

    const done = await finish(challengeOf(first), appCode(admin.secret));
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe('Signed in');
    const data = done.body.data as { token: string; email: string; modules: string[] };
    expect(data.email).toBe(admin.email);
    expect(data.modules.length).toBeGreaterThan(0);
    expect(await alive(data.token)).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/^mise_device_/);
  });

  it('takes a code typed with a space, and one step either side of now (a phone a little off)', async () => {
    const admin = await adminWithApp();
    // Two steps after the set-up's code, the phone shows the step before now: still taken.
    nextStep();
    const code = appCode(admin.secret, -30_000);
    expect((await finish(challengeOf(await login(admin.email)), `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
  });

  it('refuses a wrong code (400, the challenge lives on), a code already used, and a spent challenge', async () => {
    const admin = await adminWithApp();
    const challenge = challengeOf(await login(admin.email));
    const code = appCode(admin.secret);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await finish(challenge, wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This code is not right. Try the newest code, or a recovery code.');
    expect((await finish(challenge, code)).status).toBe(200);
    // The same challenge again: it was spent.
    const spent = await finish(challenge, appCode(admin.secret, 30_000));
    expect(spent.status).toBe(401);
    expect(spent.body.message).toBe('This sign-in has expired. Please sign in again.');
    // The same code with a new challenge: seen once, refused after (RFC 6238 section 5.2).
    expect((await finish(challengeOf(await login(admin.email)), code)).status).toBe(400);
  });

  it('lets a challenge die after five minutes', async () => {
    const admin = await adminWithApp();
    const challenge = challengeOf(await login(admin.email));
    t.clock.advance(5 * 60_000 + 1000);
    const late = await finish(challenge, appCode(admin.secret));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This sign-in has expired. Please sign in again.');
    expect((await finish('not-a-challenge', '123456')).status).toBe(401);
  });

  it('signs in with a recovery code once, then refuses it; the log says a recovery code was used', async () => {
    const admin = await adminWithApp();
    const [code] = admin.codes;
    const done = await finish(challengeOf(await login(admin.email)), code!.toUpperCase());
    expect(done.status, done.body.message).toBe(200);
    const token = (done.body.data as { token: string }).token;
    expect(await status(token)).toEqual({ totp: true, recovery_codes_left: 9 });
    expect((await finish(challengeOf(await login(admin.email)), code!)).status).toBe(400);
    expect(await accountActions(admin.id)).toContain('recovery-code-used');
  });

  it('counts wrong codes per admin: past the limit even the right code waits (429)', async () => {
    const admin = await adminWithApp();
    const wrong = appCode(admin.secret) === '999999' ? '999998' : '999999';
    let last = 0;
    for (let attempt = 0; attempt < 7 && last !== 429; attempt += 1) last = (await finish(challengeOf(await login(admin.email)), wrong)).status;
    expect(last).toBe(429);
    const locked = await finish(challengeOf(await login(admin.email)), appCode(admin.secret));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  it('cannot be skipped by resetting the password: the next sign-in still asks for the code', async () => {
    const admin = await adminWithApp();
    // A sign-in halfway with the old password dies with it.
    const halfway = challengeOf(await login(admin.email));
    const otp = await requestOtp(t.app, t.outbox, admin.email);
    const done = await reset(t.app, { ...otp, new_password: 'Cardamom#Pod2027' });
    expect(done.status, done.body.message).toBe(200);
    const next = await login(admin.email, 'Cardamom#Pod2027');
    expect(next.body.data).toHaveProperty('second_factor');
    expect(next.body.data).not.toHaveProperty('token');
    expect((await finish(halfway, appCode(admin.secret))).status).toBe(401);
  });
});

describe('new recovery codes and turning the app off', () => {
  it('makes ten new codes with the password; the old ones stop working', async () => {
    const admin = await adminWithApp();
    const refused = await call(t.app, 'auth/second-factor/recovery-codes', { body: { current_password: 'Not#MyPassword1' }, token: admin.token });
    expect(refused.status).toBe(400);
    const made = await call(t.app, 'auth/second-factor/recovery-codes', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
    expect(made.status).toBe(200);
    const fresh = (made.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => admin.codes.includes(code))).toEqual([]);
    expect((await finish(challengeOf(await login(admin.email)), admin.codes[0]!)).status).toBe(400);
    expect((await finish(challengeOf(await login(admin.email)), fresh[0]!)).status).toBe(200);
    expect(await accountActions(admin.id)).toContain('recovery-codes-new');
  });

  it('turns off only with the password; then the password alone signs in again', async () => {
    const admin = await adminWithApp();
    const refused = await call(t.app, 'auth/second-factor/totp/remove', { body: { current_password: 'Not#MyPassword1' }, token: admin.token });
    expect(refused.status).toBe(400);
    expect((await status(admin.token)).totp).toBe(true);
    const off = await call(t.app, 'auth/second-factor/totp/remove', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-step sign-in is off');
    expect(await status(admin.token)).toEqual({ totp: false, recovery_codes_left: 0 });
    expect((await login(admin.email)).body.data).toHaveProperty('token');
    expect(await accountActions(admin.id)).toContain('second-factor-off');
    const again = await call(t.app, 'auth/second-factor/totp/remove', { body: { current_password: FIXTURE_PASSWORD }, token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-step sign-in is not on');
  });

  it('answers the state and changes only to a signed-in admin', async () => {
    expect((await call(t.app, 'auth/second-factor/status')).status).toBe(401);
    expect((await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: FIXTURE_PASSWORD } })).status).toBe(401);
  });
});

describe('the operator’s way back in: npm run admin:second-factor-off', () => {
  it('turns the app off for an admin who lost phone and codes, and says so in the log', async () => {
    const admin = await adminWithApp();
    const halfway = challengeOf(await login(admin.email));
    expect(await turnOffSecondFactorOf(t.db, admin.email.toUpperCase(), t.clock.now())).toEqual({ found: true, email: admin.email, wasOn: true });
    expect((await login(admin.email)).body.data).toHaveProperty('token');
    expect((await finish(halfway, appCode(admin.secret))).status).toBe(401);
    const [row] = await t.db
      .select({ ip: activity.ip })
      .from(activity)
      .where(and(eq(activity.area, 'account'), eq(activity.recordId, admin.id), eq(activity.action, 'second-factor-off')));
    expect(row!.ip).toBe(CONSOLE_ADDRESS);
    expect(await turnOffSecondFactorOf(t.db, admin.email, t.clock.now())).toEqual({ found: true, email: admin.email, wasOn: false });
    expect(await turnOffSecondFactorOf(t.db, 'nobody@mise.test', t.clock.now())).toEqual({ found: false });
  });

  it('runs from the command line: 0 for a known admin, 1 with a clear message otherwise', async () => {
    const url = await cloneTemplate();
    const run = (...args: string[]) => {
      const done = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/second-factor-off.ts', ...args], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 60_000 });
      return { status: done.status, out: `${done.stdout}${done.stderr}`.trim() };
    };
    const unknown = run('nobody@mise.test');
    expect(unknown).toEqual({ status: 1, out: 'No admin has the e-mail nobody@mise.test.' });
    const known = run(FIXTURE_SUPER_EMAIL);
    expect(known).toEqual({ status: 0, out: `Two-step sign-in was not on for ${FIXTURE_SUPER_EMAIL}: nothing changed.` });
    expect(run().status).toBe(1);
  });
});
