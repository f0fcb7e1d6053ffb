/**
 * E-mail addresses are unique per table, whatever their case (a unique index on lower(email)).
 * Checked before anything is stored, for a clear 409; and a unique violation from the write
 * itself (two requests racing for one address) is the same 409.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins } from '../db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { users } from '../../areas/users/server/tables';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http/http-error';

export const EMAIL_IN_USE = answer('email.in_use');

type PeopleTable = typeof admins | typeof users | typeof chefs;

/** Refuses with 409 when another row of `table` (not `exceptId`) has this address. */
export async function assertEmailFree(db: Database, table: PeopleTable, email: string, exceptId?: number): Promise<void> {
  const sameEmail = eq(sql`lower(${table.email})`, email.toLowerCase());
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(table.id, exceptId)))
    .limit(1);
  if (taken) throw new HttpError(409, EMAIL_IN_USE);
}

/** Runs a write, turning a unique violation on the e-mail into the 409 of assertEmailFree. */
export async function emailConflictAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_IN_USE);
    throw error;
  }
}
