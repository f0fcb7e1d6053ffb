/**
 * The bearer-token guard (DESIGN.md section 5): every admin route but login answers 401 with the
 * envelope when the token is missing, malformed, unknown, expired, left idle or revoked, or its
 * admin is deactivated or deleted. Sign-out revokes the token on the server.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, sessions } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

const TTL_HOURS = 12;
const IDLE_MINUTES = 60;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { SESSION_TTL_HOURS: String(TTL_HOURS), SESSION_IDLE_MINUTES: String(IDLE_MINUTES), LOGIN_MAX_ATTEMPTS: '1000' } });
});
afterAll(() => t.close());

const signIn = () => signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);

const expectSignedOut = async (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.status).toBe(401);
  expect(answer.body.status).toBe(false);
  expect(answer.body.message).toMatch(/sign in/i);
  expect(answer.body).not.toHaveProperty('data');
};

describe('the session guard', () => {
  it('refuses a call with no Authorization header', async () => {
    await expectSignedOut(await call(t.app, 'auth/session'));
  });

  it.each([
    ['a scheme other than Bearer', 'Basic dXNlcjpwYXNz'],
    ['Bearer with no token', 'Bearer'],
    ['Bearer with two tokens', 'Bearer abc def'],
    ['a token of the wrong shape', 'Bearer not-a-token'],
  ])('refuses %s', async (_case, authorization) => {
    await expectSignedOut(await call(t.app, 'auth/session', { authorization }));
  });

  it('refuses a well-formed token it never issued', async () => {
    await expectSignedOut(await call(t.app, 'auth/session', { token: 'A'.repeat(43) }));
  });

  it('accepts a token in use until its absolute lifetime ends, then refuses it', async () => {
    const token = await signIn();
    // Used every 50 minutes: never idle, so only the lifetime from sign-in ends it.
    const lifetime = TTL_HOURS * 60 * MINUTE;
    let elapsed = 0;
    while (elapsed + 50 * MINUTE < lifetime) {
      t.clock.advance(50 * MINUTE);
      elapsed += 50 * MINUTE;
      expect((await call(t.app, 'auth/session', { token })).status, `after ${elapsed / MINUTE} minutes`).toBe(200);
    }
    t.clock.advance(lifetime - elapsed - 1_000);
    expect((await call(t.app, 'auth/session', { token })).status).toBe(200);

    t.clock.advance(2_000);

    await expectSignedOut(await call(t.app, 'auth/session', { token }));
  });

  it('refuses a token left unused for SESSION_IDLE_MINUTES (ASVS V7.3.1), and counts idleness from the last use', async () => {
    const token = await signIn();
    t.clock.advance((IDLE_MINUTES - 2) * MINUTE);
    expect((await call(t.app, 'auth/session', { token })).status).toBe(200);
    // The use just made starts the idle time again.
    t.clock.advance((IDLE_MINUTES - 2) * MINUTE);
    expect((await call(t.app, 'auth/session', { token })).status).toBe(200);

    t.clock.advance(IDLE_MINUTES * MINUTE + 1_000);
    await expectSignedOut(await call(t.app, 'auth/session', { token }));
    // Gone for good: a use after the refusal does not bring it back.
    await expectSignedOut(await call(t.app, 'auth/session', { token }));
  });

  it('refuses the token of a deactivated admin', async () => {
    const token = await signIn();
    await t.db.update(admins).set({ isActive: false }).where(eq(admins.email, fixtureAdmins.contentManager.email));
    try {
      await expectSignedOut(await call(t.app, 'auth/session', { token }));
    } finally {
      await t.db.update(admins).set({ isActive: true }).where(eq(admins.email, fixtureAdmins.contentManager.email));
    }
  });

  it('refuses the token of a deleted admin', async () => {
    const token = await signIn();
    await t.db.delete(admins).where(eq(admins.email, fixtureAdmins.contentManager.email));
    await expectSignedOut(await call(t.app, 'auth/session', { token }));
  });

  it('accepts the scheme in any case, as HTTP allows', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    expect((await call(t.app, 'auth/session', { authorization: `bearer ${token}` })).status).toBe(200);
  });
});

describe('signing out', () => {
  it('revokes the token on the server, so it no longer opens anything', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);

    const answer = await call(t.app, 'auth/logout', { method: 'POST', token });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Signed out', code: 'auth.signed_out' });
    await expectSignedOut(await call(t.app, 'auth/session', { token }));
    await expectSignedOut(await call(t.app, 'auth/logout', { method: 'POST', token }));
  });

  it('revokes only that sign-in, not the admin’s other sessions', async () => {
    const kept = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const ended = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const revokedBefore = (await t.db.select().from(sessions).where(isNotNull(sessions.revokedAt))).length;

    await call(t.app, 'auth/logout', { method: 'POST', token: ended });

    expect((await call(t.app, 'auth/session', { token: kept })).status).toBe(200);
    expect((await t.db.select().from(sessions).where(isNotNull(sessions.revokedAt))).length).toBe(revokedBefore + 1);
  });

  it('requires a signed-in session', async () => {
    await expectSignedOut(await call(t.app, 'auth/logout', { method: 'POST' }));
  });
});
