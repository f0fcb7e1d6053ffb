/**
 * Issue #32 item 4 (OWASP ASVS 5.0 V6.2.4, V6.2.11-12): wherever a password is set (change
 * password, set password by link, reset by OTP, user add), a common password, one holding the
 * person's e-mail or name, or the product's name is refused on the password field with
 * account.password_guessable, and nothing changes; a strong 64-character password is accepted
 * and signs in. The expected answers are written out here, not computed by the rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/auth/secrets';
import { createSetPasswordLink } from '../../server/auth/set-password-link';
import { admins } from '../../server/db/schema';
import { users } from '../../areas/users/server/tables';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { callForm } from '../support/api-people-requests';
import { call, login, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { accountState, requestOtp, reset } from './account-support';

const ENGLISH = 'This password is too easy to guess: do not use a common password, your name or e-mail, or the product’s name';
const refusedOn = (field: string) => ({ status: false, code: 'account.password_guessable', message: `${field}: ${ENGLISH}`, values: { field } });

/** 64 characters, none of them a common word, a name or the product's name. */
const STRONG_64 = 'Qv7#Lhz9@Rmt4^Wpk2&Xc8=Ng5+Bd3$Jf6%Ys1#Tk0@Hq9^Zr4&Mw7=Pv2+Ld8$K';

let t: TestApp;
let linkKey: Buffer;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  linkKey = (await loadSecrets(t.db)).linkKey;
});
afterAll(() => t.close());

describe('a guessable password', () => {
  it('the strong fixture is 64 characters', () => {
    expect(STRONG_64).toHaveLength(64);
  });

  it('is refused by change password, and nothing changes; a strong 64-character one is accepted and signs in', async () => {
    const { superAdmin } = fixtureAdmins; // super@mise.test, Sam Super
    const token = await signedInToken(t.app, superAdmin.email, FIXTURE_PASSWORD);
    const guessable = ['Password@123', 'password1A#', 'Super#Tide2026', 'Sam#Tide2026x', 'Mise#Tide2026', 'MISE@saffron7'];
    for (const password of guessable) {
      const before = await accountState(t.db);
      const answer = await call(t.app, 'auth/change-password', { method: 'PUT', token, body: { old_password: FIXTURE_PASSWORD, new_password: password } });
      expect({ password, status: answer.status, body: answer.body }).toEqual({ password, status: 400, body: refusedOn('new_password') });
      expect(await accountState(t.db)).toEqual(before);
    }
    expect((await login(t.app, superAdmin.email, FIXTURE_PASSWORD)).status).toBe(200);

    const changed = await call(t.app, 'auth/change-password', { method: 'PUT', token, body: { old_password: FIXTURE_PASSWORD, new_password: STRONG_64 } });
    expect(changed.status).toBe(200);
    expect((await login(t.app, superAdmin.email, STRONG_64)).status).toBe(200);
    // Back to the fixture password for the tests that follow.
    const again = await signedInToken(t.app, superAdmin.email, STRONG_64);
    expect((await call(t.app, 'auth/change-password', { method: 'PUT', token: again, body: { old_password: STRONG_64, new_password: FIXTURE_PASSWORD } })).status).toBe(200);
  });

  it('is refused by set password (the link still works), and a strong 64-character one is accepted and signs in', async () => {
    const { withoutPassword } = fixtureAdmins; // invited@mise.test, Ivy Invited
    const [admin] = await t.db.select({ id: admins.id, passwordHash: admins.passwordHash }).from(admins).where(eq(admins.email, withoutPassword.email));
    const link = createSetPasswordLink(linkKey, admin!, t.clock.now());
    for (const password of ['Password@123', 'password1A#', 'Invited#Tide2026', 'Ivy!Saffron2026', 'Mise!Saffron2026']) {
      const before = await accountState(t.db);
      const answer = await call(t.app, 'sub-admin/set-password', { body: { new_password: password, ...link } });
      expect({ password, status: answer.status, body: answer.body }).toEqual({ password, status: 400, body: refusedOn('new_password') });
      expect(await accountState(t.db)).toEqual(before);
    }
    expect((await call(t.app, 'sub-admin/set-password', { body: { new_password: STRONG_64, ...link } })).status).toBe(200);
    expect((await login(t.app, withoutPassword.email, STRONG_64)).status).toBe(200);
  });

  it('is refused by reset after forgot-password (the OTP still works), and a strong 64-character one is accepted and signs in', async () => {
    const { contentManager } = fixtureAdmins; // content@mise.test, Cora Content
    const claim = await requestOtp(t.app, t.outbox, contentManager.email, '10.9.0.1');
    for (const password of ['Password@123', 'password1A#', 'Content#Tide2026', 'Cora#Saffron2026', 'Mise#Saffron2026']) {
      const before = await accountState(t.db);
      const answer = await reset(t.app, { ...claim, new_password: password }, '10.9.0.1');
      expect({ password, status: answer.status, body: answer.body }).toEqual({ password, status: 400, body: refusedOn('new_password') });
      expect(await accountState(t.db)).toEqual(before);
    }
    expect((await reset(t.app, { ...claim, new_password: STRONG_64 }, '10.9.0.1')).status).toBe(200);
    expect((await login(t.app, contentManager.email, STRONG_64)).status).toBe(200);
  });

  it('is refused by user add on the password field, and no user is added', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const person = { first_name: 'Nadia', last_name: 'Okafor', email: 'nokafor@users.test' };
    for (const password of ['Password@123', 'password1A#', 'Nokafor#Tide2026', 'Nadia#Tide2026', 'Mise#Tide2026']) {
      const answer = await callForm(t.app, 'user/add', { ...person, password }, { token });
      expect({ password, status: answer.status, body: answer.body }).toEqual({ password, status: 400, body: refusedOn('password') });
    }
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, person.email))).toEqual([]);
    expect((await callForm(t.app, 'user/add', { ...person, password: STRONG_64 }, { token })).status).toBe(200);
  });
});
