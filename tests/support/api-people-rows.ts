/**
 * Rows written straight into a test database, for tests that need people to exist without going
 * through (and paying for) the add calls: user passwords are not checked by these tests, so their
 * hash is a placeholder.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { adminRoles, admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { users } from '../../areas/users/server/tables';

export type Person = { first: string; last: string; email: string; createdAt?: Date; isActive?: boolean; profile?: string | null };

export async function insertUsers(db: Database, people: Person[]) {
  return db
    .insert(users)
    .values(
      people.map((person) => ({
        firstName: person.first,
        lastName: person.last,
        email: person.email,
        passwordHash: 'not-a-real-hash',
        activationCode: 'TESTCODE',
        isActive: person.isActive ?? true,
        profilePhoto: person.profile ?? null,
        ...(person.createdAt ? { createdAt: person.createdAt } : {}),
      })),
    )
    .returning();
}

export async function insertChefs(db: Database, people: Person[]) {
  return db
    .insert(chefs)
    .values(
      people.map((person) => ({
        name: `${person.first} ${person.last}`,
        email: person.email,
        isActive: person.isActive ?? true,
        profilePhoto: person.profile ?? null,
        ...(person.createdAt ? { createdAt: person.createdAt } : {}),
      })),
    )
    .returning();
}

export async function roleId(db: Database, role: string): Promise<number> {
  return (await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.role, role)))[0]!.id;
}

export async function insertAdmins(db: Database, people: Array<Person & { role?: string }>) {
  const support = await roleId(db, 'Support');
  const roles = new Map<string, number>();
  for (const person of people) if (person.role && !roles.has(person.role)) roles.set(person.role, await roleId(db, person.role));
  return db
    .insert(admins)
    .values(
      people.map((person) => ({
        firstName: person.first,
        lastName: person.last,
        email: person.email,
        adminRoleId: person.role ? roles.get(person.role)! : support,
        isActive: person.isActive ?? true,
        profileImage: person.profile ?? null,
        ...(person.createdAt ? { createdAt: person.createdAt } : {}),
      })),
    )
    .returning();
}
