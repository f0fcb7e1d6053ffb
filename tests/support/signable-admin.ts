/**
 * A sub-admin of a given role who signs in with the fixtures' password, for the tests that need a
 * second account of some role. The fixture Super Admin's password hash is copied, not recomputed:
 * hashing a password costs about a third of a second on purpose.
 */
import { eq } from 'drizzle-orm';
import { admins } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from './api-fixtures';
import { insertAdmins, type Person } from './api-people-rows';
import { signedInToken } from './api-requests';
import type { TestApp } from './test-database';

export async function signableAdmin(t: TestApp, person: Pick<Person, 'email'> & Partial<Person> & { role: string }) {
  const [fixture] = await t.db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
  const [admin] = await insertAdmins(t.db, [{ first: 'Role', last: 'Holder', ...person }]);
  await t.db.update(admins).set({ passwordHash: fixture!.passwordHash }).where(eq(admins.id, admin!.id));
  return { admin: admin!, token: await signedInToken(t.app, person.email, FIXTURE_PASSWORD) };
}
