/**
 * Issue #32 item 1, the super admin's rule per role: a role may require a second factor. An admin
 * of such a role without one is signed in to set it up and to nothing else (403 with the reason on
 * every other call) until they have; from then on their sign-in asks for the code, and they
 * cannot turn it off. Only the super admin reads and sets the rule; sub-admins get 403. Each
 * change of a rule is a row of the activity log.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { roleId } from '../support/api-people-rows';
import { signableAdmin } from '../support/signable-admin';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

type RoleRow = { id: number; role: string; required: boolean; admins: number; admins_without: number };
const rules = async (token = superToken) => (await call(t.app, 'auth/second-factor/roles', { token })).body.data as { rows: RoleRow[] };
const setRule = (id: unknown, required: unknown, token = superToken) => call(t.app, 'auth/second-factor/roles/require', { body: { id, required }, token });
const login = (email: string) => call(t.app, 'auth/login', { body: { email, password: FIXTURE_PASSWORD } });
const appCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.clock.now().getTime() + offsetMs });

describe('a role that requires a second factor', () => {
  it('lists each role with its rule and how many of its admins lack a factor; only for the super admin', async () => {
    const { rows } = await rules();
    const support = rows.find((row) => row.role === 'Support')!;
    expect(support).toEqual({ id: await roleId(t.db, 'Support'), role: 'Support', required: false, admins: expect.any(Number), admins_without: support.admins });
    const sub = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    expect((await call(t.app, 'auth/second-factor/roles', { token: sub })).status).toBe(403);
    expect((await setRule(support.id, true, sub)).status).toBe(403);
    expect((await rules()).rows.find((row) => row.role === 'Support')!.required).toBe(false);
  });

  it('refuses an unknown role (404) and a rule that is not true or false (400)', async () => {
    const unknown = await setRule(999_999, true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This role does not exist');
    expect((await setRule(await roleId(t.db, 'Support'), 'yes')).status).toBe(400);
  });

  it('signs an admin without a factor in to set it up and nothing else, then frees the session once it is on', async () => {
    const role = await roleId(t.db, 'Support');
    const { token: before } = await signableAdmin(t, { email: 'rule-holder@mise.test', role: 'Support' });
    const saved = await setRule(role, true);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Rule saved');
    expect(saved.body.data).toMatchObject({ id: role, required: true });
    // A session opened before the rule goes on as it was.
    expect((await call(t.app, 'auth/sessions', { token: before })).status).toBe(200);

    const signedIn = await login('rule-holder@mise.test');
    expect(signedIn.status).toBe(200);
    const data = signedIn.body.data as { token: string; second_factor_setup_required: boolean };
    expect(data.second_factor_setup_required).toBe(true);
    const bound = data.token;
    const session = await call(t.app, 'auth/session', { token: bound });
    expect((session.body.data as { second_factor_setup_required: boolean }).second_factor_setup_required).toBe(true);
    const refused = await call(t.app, 'auth/sessions', { token: bound });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role requires two-step sign-in. Set it up to continue.');
    expect((await call(t.app, 'user/list', { token: bound, body: {} })).status).toBe(403);

    const started = await call(t.app, 'auth/second-factor/totp/start', { body: { current_password: FIXTURE_PASSWORD }, token: bound });
    expect(started.status).toBe(200);
    const { secret } = started.body.data as { secret: string };
    expect((await call(t.app, 'auth/second-factor/totp/confirm', { body: { code: appCode(secret) }, token: bound })).status).toBe(200);
    expect((await call(t.app, 'auth/sessions', { token: bound })).status).toBe(200);
    expect(((await call(t.app, 'auth/session', { token: bound })).body.data as { second_factor_setup_required: boolean }).second_factor_setup_required).toBe(false);

    // From now on the sign-in asks for the code, and the factor stays on.
    expect((await login('rule-holder@mise.test')).body.data).toHaveProperty('second_factor');
    const off = await call(t.app, 'auth/second-factor/totp/remove', { body: { current_password: FIXTURE_PASSWORD }, token: bound });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Your role requires two-step sign-in: it cannot be turned off.');

    // The rule lifted: the next sign-in is free again for an admin without a factor.
    await setRule(role, false);
    const { token: free } = await signableAdmin(t, { email: 'rule-free@mise.test', role: 'Support' });
    expect((await call(t.app, 'auth/sessions', { token: free })).status).toBe(200);
  });

  it('logs each change of a rule (who, which role, from what to what), and nothing for a rule saved as it was or refused', async () => {
    const role = await roleId(t.db, 'Content Manager');
    const roleRows = async () => {
      const answer = await call(t.app, 'activity/list', { body: { area: 'role', sort_by: 'created_at', sort_order: 'desc' }, token: superToken });
      expect(answer.status, answer.body.message).toBe(200);
      return (answer.body.data as { rows: Array<Record<string, unknown>> }).rows;
    };
    const before = (await roleRows()).length;
    expect((await setRule(role, true)).status).toBe(200);
    t.clock.advance(1000);
    expect((await setRule(role, true)).status).toBe(200);
    const sub = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    expect((await setRule(role, false, sub)).status).toBe(403);
    expect((await setRule(999_999, false)).status).toBe(404);
    t.clock.advance(1000);
    expect((await setRule(role, false)).status).toBe(200);

    const rows = await roleRows();
    expect(rows).toHaveLength(before + 2);
    const [off, on] = rows;
    const logged = { admin_name: `${fixtureAdmins.superAdmin.firstName} ${fixtureAdmins.superAdmin.lastName}`, action: 'edit', area: 'role', record_id: role, record_label: 'Content Manager', record_deleted: false, changed: ['require_second_factor'] };
    expect(on).toMatchObject({ ...logged, changes: [{ field: 'require_second_factor', from: false, to: true }] });
    expect(off).toMatchObject({ ...logged, changes: [{ field: 'require_second_factor', from: true, to: false }] });
  });
});
