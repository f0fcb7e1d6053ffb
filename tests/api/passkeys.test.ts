/**
 * Issue #32 item 1, passkeys (WebAuthn): an admin adds passkeys to their account (the current
 * password first), each under a name, lists and removes them, and signs in with one alone. The
 * browser's side is a software authenticator (tests/support/software-authenticator.ts) that
 * answers the server's options as a platform authenticator does. What must not pass: an answer
 * replayed, signed by another key, made for another site, without the owner checked, or from a
 * cloned authenticator (its counter gone back); a challenge the server never gave, or gave to
 * another admin; a removed passkey; a deactivated admin.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, adminPasskeys, adminRoles, admins, adminTotp } from '../../server/db/schema';
import { turnOffSecondFactorOf } from '../../server/auth/second-factor-off';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { signableAdmin } from '../support/signable-admin';
import { softwarePasskey, type SoftwarePasskey } from '../support/software-authenticator';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** The page's origin the browser states (the test app's public address is http://127.0.0.1:8080). */
const ORIGIN = 'http://127.0.0.1:8080';

let people = 0;
async function newAdmin(role = 'Content Manager') {
  people += 1;
  const email = `passkey-${people}@mise.test`;
  const { admin, token } = await signableAdmin(t, { email, role });
  return { id: admin.id, email, token };
}

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string; excludeCredentials?: Array<{ id: string }> };
type Row = { id: number; name: string; created_at: string; last_used_at: string | null };

const registerOptions = (token: string, password = FIXTURE_PASSWORD, origin = ORIGIN) =>
  call(t.app, 'auth/passkeys/register/options', { body: { current_password: password }, token, headers: { origin } });
const register = (token: string, name: string, credential: unknown) => call(t.app, 'auth/passkeys/register', { body: { name, credential }, token });
const signInOptions = async (origin = ORIGIN) => {
  const answer = await call(t.app, 'auth/passkeys/sign-in/options', { body: {}, headers: { origin } });
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body.data as { options: Options }).options;
};
const signIn = (credential: unknown) => call(t.app, 'auth/passkeys/sign-in', { body: { credential } });
const list = async (token: string) => ((await call(t.app, 'auth/passkeys', { token })).body.data as { rows: Row[] }).rows;
const alive = async (token: string) => (await call(t.app, 'auth/session', { token })).status;

/** An admin with one passkey added under `name`. */
async function adminWithPasskey(name = 'Work laptop', role?: string) {
  const admin = await newAdmin(role);
  const passkey = softwarePasskey();
  const options = (await registerOptions(admin.token)).body.data as { options: Options };
  const added = await register(admin.token, name, passkey.register(options.options, ORIGIN));
  expect(added.status, added.body.message).toBe(200);
  return { ...admin, passkey, row: added.body.data as Row };
}

async function signInWith(passkey: SoftwarePasskey, overrides?: Parameters<SoftwarePasskey['signIn']>[2]) {
  return signIn(passkey.signIn(await signInOptions(), ORIGIN, overrides));
}

const actionsOf = async (adminId: number) =>
  (await t.db.select({ action: activity.action }).from(activity).where(and(eq(activity.adminId, adminId), eq(activity.area, 'account')))).map((row) => row.action);

describe('adding a passkey', () => {
  it('asks for the current password first; a wrong one gets no options', async () => {
    const admin = await newAdmin();
    const refused = await registerOptions(admin.token, 'Not-the-password#1');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The current password is not correct');
    const options = await registerOptions(admin.token);
    expect(options.status).toBe(200);
    const { options: made } = options.body.data as { options: Options };
    // Made for this site, for a passkey that signs in alone and checks its owner.
    expect(made.rp.id).toBe('127.0.0.1');
    expect(made).toMatchObject({ authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none' });
    expect(made.challenge).toMatch(/^[A-Za-z0-9_-]{54}$/);
  });

  it('keeps the checked credential under its name, lists it, and logs it', async () => {
    const admin = await adminWithPasskey('  Work laptop  ');
    expect(admin.row).toEqual({ id: expect.any(Number), name: 'Work laptop', created_at: expect.any(String), last_used_at: null });
    expect(await list(admin.token)).toEqual([admin.row]);
    expect(await actionsOf(admin.id)).toContain('passkey-added');
  });

  it('takes several passkeys, the newest listed first, and offers none twice to the same authenticator', async () => {
    const admin = await adminWithPasskey('Laptop');
    t.clock.advance(1000);
    const phone = softwarePasskey();
    const options = ((await registerOptions(admin.token)).body.data as { options: Options }).options;
    expect(options.excludeCredentials?.map((excluded) => excluded.id)).toEqual([admin.passkey.credentialId]);
    const added = await register(admin.token, 'Phone', phone.register(options, ORIGIN));
    expect(added.status).toBe(200);
    expect((await list(admin.token)).map((row) => row.name)).toEqual(['Phone', 'Laptop']);
  });

  it('refuses an answer to no challenge of the server, or to another admin’s, or given twice', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const options = ((await registerOptions(admin.token)).body.data as { options: Options }).options;
    const forged = await register(admin.token, 'Forged', softwarePasskey().register(options, ORIGIN, { challenge: 'A'.repeat(43) }));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This passkey request has expired. Please try again.');
    // Another admin's challenge: it was not given to this one.
    const stolen = await register(other.token, 'Stolen', softwarePasskey().register(options, ORIGIN));
    expect(stolen.status).toBe(400);
    const credential = softwarePasskey().register(options, ORIGIN);
    expect((await register(admin.token, 'Once', credential)).status).toBe(200);
    const again = await register(admin.token, 'Twice', credential);
    expect(again.status).toBe(400);
    expect((await list(admin.token)).map((row) => row.name)).toEqual(['Once']);
    expect(await list(other.token)).toEqual([]);
  });

  it('refuses a credential made for another site, and a malformed one with a clear message', async () => {
    const admin = await newAdmin();
    const options = ((await registerOptions(admin.token)).body.data as { options: Options }).options;
    const elsewhere = await register(admin.token, 'Phished', softwarePasskey().register(options, 'https://mise-admin.example.net'));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('This passkey could not be checked. Please try again.');
    const malformed = await register(admin.token, 'Broken', { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'not base64url!' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/credential/);
    const unnamed = await register(admin.token, '   ', softwarePasskey().register(options, ORIGIN));
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('name: name is required');
    expect(await list(admin.token)).toEqual([]);
  });

  it('refuses an authenticator that is already another account’s passkey', async () => {
    const first = await adminWithPasskey();
    const second = await newAdmin();
    const options = ((await registerOptions(second.token)).body.data as { options: Options }).options;
    // The same credential id (the same authenticator's key) offered for a second account.
    const copy = first.passkey.register(options, ORIGIN);
    const taken = await register(second.token, 'Copy', copy);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This passkey is already added to an account');
  });
});

describe('signing in with a passkey', () => {
  it('answers as a whole sign-in: a token that works, the admin, the browser remembered; the passkey notes its use', async () => {
    const admin = await adminWithPasskey();
    const answer = await signInWith(admin.passkey);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Signed in');
    const data = answer.body.data as { token: string; email: string; second_factor_setup_required: boolean };
    expect(data.email).toBe(admin.email);
    expect(data.second_factor_setup_required).toBe(false);
    expect(await alive(data.token)).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await list(admin.token))[0]!.last_used_at).toBe(t.clock.now().toISOString());
    expect(await actionsOf(admin.id)).toContain('sign-in');
  });

  it('works from localhost, which stands for the loopback address a passkey cannot belong to', async () => {
    const admin = await newAdmin();
    const passkey = softwarePasskey();
    const options = ((await registerOptions(admin.token, FIXTURE_PASSWORD, 'http://localhost:8080')).body.data as { options: Options }).options;
    expect(options.rp.id).toBe('localhost');
    expect((await register(admin.token, 'Local', passkey.register(options, 'http://localhost:8080'))).status).toBe(200);
    const signInFrom = await signInOptions('http://localhost:8080');
    expect(signInFrom.rpId).toBe('localhost');
    expect((await signIn(passkey.signIn(signInFrom, 'http://localhost:8080'))).status).toBe(200);
  });

  it('refuses the same answer twice, also from a passkey that keeps no count (synced passkeys answer 0 each time)', async () => {
    const admin = await adminWithPasskey();
    const counted = admin.passkey.signIn(await signInOptions(), ORIGIN);
    expect((await signIn(counted)).status).toBe(200);
    const again = await signIn(counted);
    expect(again.status).toBe(401);
    expect(again.body.data).toBeUndefined();
    const uncounted = await adminWithPasskey();
    const credential = uncounted.passkey.signIn(await signInOptions(), ORIGIN, { counter: 0 });
    expect((await signIn(credential)).status).toBe(200);
    const replayed = await signIn(credential);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('This passkey request has expired. Please try again.');
  });

  it('refuses a challenge the server never gave, or one dead after five minutes', async () => {
    const admin = await adminWithPasskey();
    const made = await signInWith(admin.passkey, { challenge: 'B'.repeat(43) });
    expect(made.status).toBe(401);
    const options = await signInOptions();
    t.clock.advance(5 * 60_000 + 1);
    const late = await signIn(admin.passkey.signIn(options, ORIGIN));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This passkey request has expired. Please try again.');
  });

  it('refuses a signature by another key, an answer for another site, and a passkey that did not check its owner', async () => {
    const admin = await adminWithPasskey();
    const impostor = softwarePasskey();
    const options = await signInOptions();
    const signed = impostor.signIn(options, ORIGIN) as { id: string; rawId: string };
    const forged = await signIn({ ...signed, id: admin.passkey.credentialId, rawId: admin.passkey.credentialId });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('This passkey could not be checked. Please try again.');
    expect((await signInWith(admin.passkey, { origin: 'https://mise-admin.example.net' })).status).toBe(401);
    expect((await signInWith(admin.passkey, { userVerified: false })).status).toBe(401);
    // None of these spent anything: the passkey itself still signs in.
    expect((await signInWith(admin.passkey)).status).toBe(200);
  });

  it('refuses a cloned authenticator: its counter gone back', async () => {
    const admin = await adminWithPasskey();
    expect((await signInWith(admin.passkey, { counter: 7 })).status).toBe(200);
    expect((await signInWith(admin.passkey, { counter: 5 })).status).toBe(401);
  });

  it('an unknown passkey, a removed one and a deactivated admin’s open nothing', async () => {
    expect((await signInWith(softwarePasskey())).status).toBe(401);
    const admin = await adminWithPasskey();
    await t.db.update(admins).set({ isActive: false }).where(eq(admins.id, admin.id));
    expect((await signInWith(admin.passkey)).status).toBe(401);
    await t.db.update(admins).set({ isActive: true }).where(eq(admins.id, admin.id));
    expect((await signInWith(admin.passkey)).status).toBe(200);
  });

  it('meets a role that requires a second factor: the session is whole, not bound to setting one up', async () => {
    const admin = await adminWithPasskey('Key', 'Support');
    await withRoleRule('Support', async () => {
      const withPasskey = await signInWith(admin.passkey);
      expect((withPasskey.body.data as { second_factor_setup_required: boolean }).second_factor_setup_required).toBe(false);
    });
  });
});

/** Runs `body` while `role` requires a second factor. */
async function withRoleRule(role: string, body: () => Promise<void>) {
  const [row] = await t.db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.role, role));
  await t.db.update(adminRoles).set({ requireSecondFactor: true }).where(eq(adminRoles.id, row!.id));
  try {
    await body();
  } finally {
    await t.db.update(adminRoles).set({ requireSecondFactor: false }).where(eq(adminRoles.id, row!.id));
  }
}

const passwordStep = async (email: string) => {
  const answer = await call(t.app, 'auth/login', { body: { email, password: FIXTURE_PASSWORD } });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data as { second_factor?: { challenge: string; methods: string[] }; token?: string };
};
const secondStepOptions = (challenge: string, origin = ORIGIN) => call(t.app, 'auth/passkeys/second-step/options', { body: { challenge }, headers: { origin } });
const secondStep = (challenge: string, credential: unknown) => call(t.app, 'auth/passkeys/second-step', { body: { challenge, credential } });
/** The password, then the second step's options: the sign-in's challenge and the passkey's. */
async function halfSignedIn(email: string) {
  const { second_factor } = await passwordStep(email);
  expect(second_factor?.methods).toContain('passkey');
  const options = await secondStepOptions(second_factor!.challenge);
  expect(options.status, options.body.message).toBe(200);
  return { challenge: second_factor!.challenge, options: (options.body.data as { options: Options & { allowCredentials?: Array<{ id: string }> } }).options };
}

describe('a passkey as the second step after the password', () => {
  it('asks an admin with a passkey for it after the password, offering only their own; the passkey finishes the sign-in', async () => {
    const admin = await adminWithPasskey('Laptop');
    // A password alone no longer signs this admin in: a passkey is their second factor.
    const { second_factor, token } = await passwordStep(admin.email);
    expect(token).toBeUndefined();
    expect(second_factor!.methods).toEqual(['passkey']);
    // Words for any second step: this admin has no authenticator app to take a code from.
    const said = await call(t.app, 'auth/login', { body: { email: admin.email, password: FIXTURE_PASSWORD } });
    expect(said.body.message).toBe('One more step: confirm it is you with your second factor');
    const { challenge, options } = await halfSignedIn(admin.email);
    expect(options.allowCredentials?.map((allowed) => allowed.id)).toEqual([admin.passkey.credentialId]);
    expect(options).toMatchObject({ userVerification: 'required' });
    const answer = await secondStep(challenge, admin.passkey.signIn(options, ORIGIN));
    expect(answer.status, answer.body.message).toBe(200);
    const data = answer.body.data as { token: string; email: string; second_factor_setup_required: boolean };
    expect(data.email).toBe(admin.email);
    expect(await alive(data.token)).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await list(admin.token))[0]!.last_used_at).toBe(t.clock.now().toISOString());
    // The sign-in's challenge is spent with it.
    expect((await secondStepOptions(challenge)).status).toBe(401);
  });

  it('offers the app and the passkey to an admin who has both; either finishes', async () => {
    const admin = await adminWithPasskey('Laptop');
    await t.db.insert(adminTotp).values({ adminId: admin.id, secretSealed: 'sealed', confirmedAt: t.clock.now() });
    try {
      expect((await passwordStep(admin.email)).second_factor!.methods).toEqual(['totp', 'recovery_code', 'passkey']);
      const { challenge, options } = await halfSignedIn(admin.email);
      expect((await secondStep(challenge, admin.passkey.signIn(options, ORIGIN))).status).toBe(200);
    } finally {
      await t.db.delete(adminTotp).where(eq(adminTotp.adminId, admin.id));
    }
  });

  it('refuses another admin’s passkey, a passkey challenge made to sign in alone, an answer given twice, and a dead sign-in', async () => {
    const admin = await adminWithPasskey('Mine');
    const other = await adminWithPasskey('Theirs');
    const { challenge, options } = await halfSignedIn(admin.email);
    // The other admin's passkey signs this admin's options: not one of theirs.
    const stranger = await secondStep(challenge, other.passkey.signIn(options, ORIGIN));
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe('This passkey could not be checked. Please try again.');
    // A challenge for a sign-in with a passkey alone does not open the second step.
    const alone = await secondStep(challenge, admin.passkey.signIn(await signInOptions(), ORIGIN));
    expect(alone.status).toBe(401);
    expect(alone.body.message).toBe('This passkey request has expired. Please try again.');
    // Options made for another admin's half sign-in do not open this one.
    const theirHalf = await halfSignedIn(other.email);
    expect((await secondStep(challenge, admin.passkey.signIn(theirHalf.options, ORIGIN))).status).toBe(401);
    // Refused answers spent nothing: the right one still finishes, once.
    const right = admin.passkey.signIn(options, ORIGIN);
    expect((await secondStep(challenge, right)).status).toBe(200);
    const again = await secondStep(challenge, right);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This sign-in has expired. Please sign in again.');
    // A sign-in left for more than five minutes is over.
    const late = await halfSignedIn(admin.email);
    t.clock.advance(5 * 60_000 + 1);
    const dead = await secondStep(late.challenge, admin.passkey.signIn(late.options, ORIGIN));
    expect(dead.status).toBe(401);
    expect(dead.body.message).toBe('This sign-in has expired. Please sign in again.');
    expect((await secondStepOptions('C'.repeat(43))).status).toBe(401);
  });

  it('refuses an app code from an admin whose second factor is a passkey', async () => {
    const admin = await adminWithPasskey();
    const { second_factor } = await passwordStep(admin.email);
    const code = await call(t.app, 'auth/second-factor', { body: { challenge: second_factor!.challenge, code: '123456' } });
    expect(code.status).toBe(400);
    expect(code.body.data).toBeUndefined();
  });

  it('goes with the operator’s way back in (admin:second-factor-off): the lost device’s passkeys go too', async () => {
    const admin = await adminWithPasskey('Lost laptop');
    expect(await turnOffSecondFactorOf(t.db, admin.email, t.clock.now())).toEqual({ found: true, email: admin.email, wasOn: true });
    expect(await passwordStep(admin.email)).toHaveProperty('token');
    expect((await signInWith(admin.passkey)).status).toBe(401);
    expect(await t.db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, admin.id))).toEqual([]);
  });

  it('counts a passkey as a factor set up in the super admin’s view of each role’s rule', async () => {
    const superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const support = async () => {
      const rules = await call(t.app, 'auth/second-factor/roles', { token: superToken });
      return (rules.body.data as { rows: Array<{ role: string; admins: number; admins_without: number }> }).rows.find((row) => row.role === 'Support')!;
    };
    const before = await support();
    await newAdmin('Support');
    await adminWithPasskey('Key', 'Support');
    const after = await support();
    expect(after.admins).toBe(before.admins + 2);
    // The one without a passkey is still to set one up; the one with a passkey is not.
    expect(after.admins_without).toBe(before.admins_without + 1);
  });

  it('lets a session a role binds to set up a second factor add a passkey, which frees it', async () => {
    const admin = await newAdmin('Support');
    await withRoleRule('Support', async () => {
      const bound = await passwordStep(admin.email);
      const token = bound.token!;
      expect((await call(t.app, 'auth/session', { token })).body.data).toMatchObject({ second_factor_setup_required: true });
      const elsewhere = await call(t.app, 'auth/sessions', { method: 'GET', token });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.message).toBe('Your role requires two-step sign-in. Set it up to continue.');
      const passkey = softwarePasskey();
      const options = await registerOptions(token);
      expect(options.status, options.body.message).toBe(200);
      expect((await register(token, 'First key', passkey.register((options.body.data as { options: Options }).options, ORIGIN))).status).toBe(200);
      expect((await call(t.app, 'auth/session', { token })).body.data).toMatchObject({ second_factor_setup_required: false });
      // The next sign-in with the password asks for the passkey.
      expect((await passwordStep(admin.email)).second_factor!.methods).toEqual(['passkey']);
    });
  });
});

describe('removing a passkey', () => {
  it('keeps the last second factor of an admin whose role requires one', async () => {
    const admin = await adminWithPasskey('Only key', 'Support');
    await withRoleRule('Support', async () => {
      const refused = await call(t.app, 'auth/passkeys/remove', { body: { id: admin.row.id, current_password: FIXTURE_PASSWORD }, token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Your role requires two-step sign-in: add an authenticator app or another passkey before removing this one.');
      expect(await list(admin.token)).toEqual([admin.row]);
      expect(await actionsOf(admin.id)).not.toContain('passkey-removed');
      // With a second passkey, the first may go.
      const spare = softwarePasskey();
      const options = ((await registerOptions(admin.token)).body.data as { options: Options }).options;
      expect((await register(admin.token, 'Spare', spare.register(options, ORIGIN))).status).toBe(200);
      expect((await call(t.app, 'auth/passkeys/remove', { body: { id: admin.row.id, current_password: FIXTURE_PASSWORD }, token: admin.token })).status).toBe(200);
    });
  });

  it('asks for the password, removes only the admin’s own, logs it, and the passkey no longer signs in', async () => {
    const admin = await adminWithPasskey();
    const other = await newAdmin();
    const remove = (token: string, id: number, password = FIXTURE_PASSWORD) => call(t.app, 'auth/passkeys/remove', { body: { id, current_password: password }, token });
    expect((await remove(admin.token, admin.row.id, 'Not-the-password#1')).status).toBe(400);
    const notTheirs = await remove(other.token, admin.row.id);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe('This passkey does not exist');
    expect(await list(admin.token)).toHaveLength(1);
    const removed = await remove(admin.token, admin.row.id);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Passkey removed');
    expect(await list(admin.token)).toEqual([]);
    expect(await actionsOf(admin.id)).toContain('passkey-removed');
    expect((await signInWith(admin.passkey)).status).toBe(401);
    expect(await t.db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, admin.id))).toEqual([]);
  });
});
