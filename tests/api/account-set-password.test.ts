/**
 * POST sub-admin/set-password (spec sections 2, 4, 7; DESIGN.md section 5): a new admin sets a
 * password from the e-mailed link, once. Tampered, expired and used links are refused with a
 * clear message, before the password is even looked at, and the database stays as it was.
 */
import { refusal } from '../support/answers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/auth/secrets';
import { createSetPasswordLink, SET_PASSWORD_LINK_HOURS } from '../../server/auth/set-password-link';
import type { SealedLink } from '../../server/auth/sealed-link';
import { admins } from '../../server/db/schema';
import { LINK_EXPIRED, LINK_NOT_VALID, LINK_USED, PASSWORD_SET } from '../../server/routes/set-password';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { accountState } from './account-support';

let t: TestApp;
let linkKey: Buffer;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  linkKey = (await loadSecrets(t.db)).linkKey;
});
afterAll(() => t.close());

const setPassword = (link: SealedLink, newPassword: string) =>
  call(t.app, 'sub-admin/set-password', { body: { new_password: newPassword, ...link } });

async function linkFor(email: string): Promise<SealedLink> {
  const [admin] = await t.db.select({ id: admins.id, passwordHash: admins.passwordHash }).from(admins).where(eq(admins.email, email));
  return createSetPasswordLink(linkKey, admin!, t.clock.now());
}

/** Flips one bit of a base64url value, as a mangled link would. */
const flip = (text: string, at: number) => {
  const bytes = Buffer.from(text, 'base64url');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64url');
};

async function refusedWithoutChange(link: SealedLink, newPassword: string, message: string) {
  const before = await accountState(t.db);
  const answer = await setPassword(link, newPassword);
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual(refusal(message));
  expect(await accountState(t.db)).toEqual(before);
}

describe('set password from the e-mailed link', () => {
  it('refuses a tampered iv and tampered data, whatever the password', async () => {
    const link = await linkFor(fixtureAdmins.withoutPassword.email);
    await refusedWithoutChange({ ...link, iv: flip(link.iv, 2) }, 'Tamarind!Quay2026', LINK_NOT_VALID.message);
    await refusedWithoutChange({ ...link, data: flip(link.data, 5) }, 'Tamarind!Quay2026', LINK_NOT_VALID.message);
    await refusedWithoutChange({ iv: 'not-a-link', data: 'at-all' }, 'weak', LINK_NOT_VALID.message);
  });

  it('refuses an expired link', async () => {
    const link = await linkFor(fixtureAdmins.withoutPassword.email);
    t.clock.advance(SET_PASSWORD_LINK_HOURS * 3_600_000);
    await refusedWithoutChange(link, 'Tamarind!Quay2026', LINK_EXPIRED.message);
  });

  it('refuses a weak password with the set-password rule, and nothing changes', async () => {
    const link = await linkFor(fixtureAdmins.withoutPassword.email);
    await refusedWithoutChange(link, 'Welcome2026', 'new_password: Password must have at-least one special character');
    await refusedWithoutChange(link, 'welcome!2026', 'new_password: Password must have at-least one Capital Letter');
  });

  it('sets the password (with ! as its special character), then the admin signs in, and the link is dead', async () => {
    const { email } = fixtureAdmins.withoutPassword;
    const link = await linkFor(email);
    const answer = await setPassword(link, 'Tamarind!Quay2026');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, ...PASSWORD_SET });
    expect((await login(t.app, email, 'Tamarind!Quay2026')).status).toBe(200);

    await refusedWithoutChange(link, 'Cardamom!Loft2027', LINK_USED.message);
  });

  it('works for an admin with a password, once, and ends their sessions', async () => {
    const { email } = fixtureAdmins.contentManager;
    const session = await signedInToken(t.app, email, FIXTURE_PASSWORD);
    const link = await linkFor(email);
    expect((await setPassword(link, 'Brisk!Galangal1')).status).toBe(200);
    expect((await call(t.app, 'auth/session', { token: session })).status).toBe(401);
    await refusedWithoutChange(link, 'Brisk!Galangal2', LINK_USED.message);
  });

  it('needs no session', async () => {
    const link = await linkFor(fixtureAdmins.withoutPassword.email);
    const answer = await setPassword({ ...link, data: '' }, 'Tamarind!Quay2026');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('data: The link is not valid');
  });
});
