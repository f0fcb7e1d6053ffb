/**
 * Demo data for every people area (`npm run seed:demo`): admins, users and chefs enough to page,
 * sort and search. Idempotent: people whose e-mail is already in their table are left alone.
 * Demo admins and users share one password, hashed once (a hash takes 0.3 s).
 */
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { adminRoles, admins } from '../db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { users } from '../../areas/users/server/tables';
import type { Logger } from '../logger';
import { newActivationCode } from '../people/activation-code';
import type { ObjectStorage } from '../storage/object-storage';
import { discardImage } from '../uploads/save-with-image';
import { newImageKey } from '../uploads/image-key';
import { demoChefDetails, demoPeople, type DemoPerson } from './demo-people';
import { solidPng } from './solid-png';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_COUNTS = { admins: 12, users: 36, chefs: 36 } as const;

type Deps = { db: Database; storage: ObjectStorage; logger: Logger; now: Date };
type EmailTable = typeof admins | typeof users | typeof chefs;

async function missing(db: Database, table: EmailTable, people: DemoPerson[]): Promise<DemoPerson[]> {
  const emails = people.map((person) => person.email);
  const found = await db.select({ email: sql<string>`lower(${table.email})` }).from(table).where(inArray(sql`lower(${table.email})`, emails));
  const taken = new Set(found.map((row) => row.email));
  return people.filter((person) => !taken.has(person.email));
}

async function avatar(storage: ObjectStorage, person: DemoPerson): Promise<string | null> {
  if (!person.avatar) return null;
  const key = newImageKey('png');
  await storage.put(key, solidPng(128, 128, person.avatar), 'image/png');
  return key;
}

/** Inserts rows, then deletes the avatars of any row a concurrent writer got in first. */
async function insertAll<TRow extends { email: string; image: string | null }>(
  deps: Deps,
  rows: TRow[],
  insert: (rows: TRow[]) => Promise<Array<{ email: string }>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = new Set((await insert(rows)).map((row) => row.email));
  for (const row of rows) if (!inserted.has(row.email)) await discardImage(deps, row.image);
  return inserted.size;
}

export async function seedDemo(deps: Deps): Promise<{ admins: number; users: number; chefs: number }> {
  const { db, storage, now } = deps;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roles = await db.select({ id: adminRoles.id, role: adminRoles.role }).from(adminRoles);
  const subRoles = roles.filter((role) => role.role !== 'Super Admin');
  const roleFor = (index: number) => (subRoles.length ? subRoles : roles)[index % (subRoles.length || roles.length)]!.id;

  const adminRows = await Promise.all(
    (await missing(db, admins, demoPeople(DEMO_COUNTS.admins, 0, now))).map(async (person, index) => ({
      email: person.email,
      image: await avatar(storage, person),
      values: { firstName: person.firstName, lastName: person.lastName, email: person.email, passwordHash, isActive: person.isActive, adminRoleId: roleFor(index), createdAt: person.createdAt },
    })),
  );
  const userRows = await Promise.all(
    (await missing(db, users, demoPeople(DEMO_COUNTS.users, 100, now))).map(async (person) => ({
      email: person.email,
      image: await avatar(storage, person),
      values: { firstName: person.firstName, lastName: person.lastName, email: person.email, passwordHash, isActive: person.isActive, activationCode: newActivationCode(), createdAt: person.createdAt },
    })),
  );
  const chefRows = await Promise.all(
    (await missing(db, chefs, demoPeople(DEMO_COUNTS.chefs, 200, now))).map(async (person, index) => ({
      email: person.email,
      image: await avatar(storage, person),
      values: { name: `${person.firstName} ${person.lastName}`, email: person.email, isActive: person.isActive, createdAt: person.createdAt, ...demoChefDetails(index) },
    })),
  );

  return {
    admins: await insertAll(deps, adminRows, (rows) =>
      db.insert(admins).values(rows.map((row) => ({ ...row.values, profileImage: row.image }))).onConflictDoNothing().returning({ email: admins.email }),
    ),
    users: await insertAll(deps, userRows, (rows) =>
      db.insert(users).values(rows.map((row) => ({ ...row.values, profilePhoto: row.image }))).onConflictDoNothing().returning({ email: users.email }),
    ),
    chefs: await insertAll(deps, chefRows, (rows) =>
      db.insert(chefs).values(rows.map((row) => ({ ...row.values, profilePhoto: row.image }))).onConflictDoNothing().returning({ email: chefs.email }),
    ),
  };
}
