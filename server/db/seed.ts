/**
 * What every start makes sure exists (DESIGN.md section 6 "First admin"): the admin roles, the
 * static pages, and a super admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is none.
 * Idempotent: it never changes a row that exists, so roles and pages edited by people and the
 * super admin's password survive restarts.
 */
import { asc, eq } from 'drizzle-orm';
import { MODULES } from '../../src/api/contract/modules';
import { generatePassword } from '../auth/generate-password';
import { guessablePasswordProblem } from '../auth/guessable-password';
import { hashPassword } from '../auth/password';
import { seedStaticPages } from '../content/seed-static-pages';
import type { Database } from './client';
import { adminRoles, admins } from './schema';
import { SUPER_ADMIN_NAME } from './super-admin-name';

/** The module names of the sidebar's areas; a role's modules are a subset (spec section 6). */
export const ALL_MODULES = MODULES;

export const SUPER_ADMIN_ROLE = 'Super Admin';

export const SEED_ROLES: ReadonlyArray<{ role: string; modules: readonly string[] }> = [
  { role: SUPER_ADMIN_ROLE, modules: ALL_MODULES },
  { role: 'Content Manager', modules: ['static-page', 'chef', 'meal', 'class', 'ingredients'] },
  { role: 'Support', modules: ['user', 'subscription', 'subscription-details'] },
];

export type SeedResult = {
  superAdminEmail: string;
  /** True when this start created the super admin. */
  created: boolean;
  /** Set only when this start created the super admin with a generated password: print it once. */
  generatedPassword?: string;
};

/** `appName`: the product's name, which a generated first password never contains. */
export async function seed(db: Database, admin: { email: string; password: string | undefined; appName?: string }): Promise<SeedResult> {
  await db
    .insert(adminRoles)
    .values(SEED_ROLES.map(({ role, modules }) => ({ role, modules: [...modules] })))
    .onConflictDoNothing({ target: adminRoles.role });
  await seedStaticPages(db);

  const [existing] = await db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.userType, 'super_admin'))
    .orderBy(asc(admins.id))
    .limit(1);
  if (existing) return { superAdminEmail: existing.email, created: false };

  const [role] = await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.role, SUPER_ADMIN_ROLE));
  if (!role) throw new Error(`The "${SUPER_ADMIN_ROLE}" role is missing`);

  const names = { email: admin.email, firstName: SUPER_ADMIN_NAME.firstName, lastName: SUPER_ADMIN_NAME.lastName };
  const password = admin.password ?? generatePassword((candidate) => !guessablePasswordProblem(candidate, names, admin.appName ?? ''));
  const [created] = await db
    .insert(admins)
    .values({
      firstName: SUPER_ADMIN_NAME.firstName,
      lastName: SUPER_ADMIN_NAME.lastName,
      email: admin.email,
      passwordHash: await hashPassword(password),
      adminRoleId: role.id,
      userType: 'super_admin',
    })
    .onConflictDoNothing()
    .returning({ email: admins.email });
  if (!created) {
    throw new Error(`ADMIN_EMAIL ${admin.email} already belongs to a sub-admin: set ADMIN_EMAIL to another address`);
  }
  return admin.password === undefined
    ? { superAdminEmail: created.email, created: true, generatedPassword: password }
    : { superAdminEmail: created.email, created: true };
}
