/**
 * The seed run at every start (DESIGN.md section 6 "First admin"): roles and a super admin on an
 * empty database, a generated password when ADMIN_PASSWORD is unset, and nothing changed after.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordRuleProblem } from '../../server/auth/password-rules';
import { adminRoles, admins } from '../../server/db/schema';
import { ALL_MODULES, seed, SEED_ROLES } from '../../server/db/seed';
import { fixtureAdmins } from '../support/api-fixtures';
import { login } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

// Start each test from a migrated database holding no admin and no role.
beforeEach(async () => {
  await t.db.delete(admins);
  await t.db.delete(adminRoles);
});

describe('seeding an empty database', () => {
  it('creates the roles, the Super Admin role holding every module', async () => {
    await seed(t.db, { email: 'owner@mise.test', password: 'Owner#2026' });

    const roles = await t.db.select().from(adminRoles);
    expect(roles.map((role) => role.role).sort()).toEqual(SEED_ROLES.map((role) => role.role).sort());
    expect(roles.find((role) => role.role === 'Super Admin')?.modules).toEqual([...ALL_MODULES]);
  });

  it('creates a super admin who signs in with ADMIN_PASSWORD', async () => {
    const result = await seed(t.db, { email: 'owner@mise.test', password: 'Owner#2026' });

    expect(result).toEqual({ superAdminEmail: 'owner@mise.test', created: true });
    const answer = await login(t.app, 'owner@mise.test', 'Owner#2026');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ userType: 'super_admin', modules: [...ALL_MODULES] });
  });

  it('generates a strong password when ADMIN_PASSWORD is unset, and it signs in', async () => {
    const result = await seed(t.db, { email: 'owner@mise.test', password: undefined });

    expect(result.created).toBe(true);
    const generated = result.generatedPassword!;
    expect(generated.length).toBeGreaterThanOrEqual(24);
    expect(passwordRuleProblem(generated)).toBeUndefined();
    expect((await login(t.app, 'owner@mise.test', generated)).status).toBe(200);
  });

  it('stores a hash, not the password', async () => {
    const { generatedPassword } = await seed(t.db, { email: 'owner@mise.test', password: undefined });
    const [row] = await t.db.select({ passwordHash: admins.passwordHash }).from(admins);
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(generatedPassword);
  });
});

describe('seeding again', () => {
  it('changes nothing: no new password, the roles as people edited them', async () => {
    const first = await seed(t.db, { email: 'owner@mise.test', password: undefined });
    await t.db.update(adminRoles).set({ modules: ['user'] }).where(eq(adminRoles.role, 'Support'));
    const before = { admins: await t.db.select().from(admins), roles: await t.db.select().from(adminRoles) };

    const again = await seed(t.db, { email: 'someone-else@mise.test', password: 'Other#2026' });

    expect(again).toEqual({ superAdminEmail: 'owner@mise.test', created: false });
    expect(await t.db.select().from(admins)).toEqual(before.admins);
    expect(await t.db.select().from(adminRoles)).toEqual(before.roles);
    expect((await login(t.app, 'owner@mise.test', first.generatedPassword!)).status).toBe(200);
  });

  it('refuses, clearly, an ADMIN_EMAIL that already belongs to a sub-admin', async () => {
    await seed(t.db, { email: 'owner@mise.test', password: 'Owner#2026' });
    await t.db.delete(admins);
    const [role] = await t.db.select().from(adminRoles).where(eq(adminRoles.role, 'Support'));
    await t.db.insert(admins).values({ firstName: 'Sub', lastName: 'Admin', email: fixtureAdmins.contentManager.email, adminRoleId: role!.id });

    await expect(seed(t.db, { email: fixtureAdmins.contentManager.email.toUpperCase(), password: 'Owner#2026' })).rejects.toThrow(
      /ADMIN_EMAIL .* already belongs to a sub-admin/,
    );
  });
});
