/** App users as the contract answers them (src/api/contract/users.ts), and the queries that read them. */
import { answer } from '../../src/api/contract/answer-codes';
import { count, eq } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { UserRow, USER_SORTABLE } from '../../src/api/contract/users';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { caseless } from '../lists/sort';
import { fileUrl } from '../storage/file-url';

export const USER_NOT_FOUND = answer('user.not_found');

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePhoto: users.profilePhoto,
  isActive: users.isActive,
  activationCode: users.activationCode,
  createdAt: users.createdAt,
  version: users.version,
};

type UserRecord = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/**
 * The activation code goes out under both readings the spec records (spec section 3:
 * alreadyUsedSubscriptionCode, checkout_info), so a client on either shows it.
 */
export function toUserRow(user: UserRecord): UserRow {
  const code = { subscription_code: user.activationCode };
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_photo: fileUrl(user.profilePhoto),
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    version: user.version,
    alreadyUsedSubscriptionCode: code,
    checkout_info: { subscription_code: code },
  };
}

type UserSortable = (typeof USER_SORTABLE)[number];

const sortColumns = {
  created_at: users.createdAt,
  first_name: caseless(users.firstName),
  last_name: caseless(users.lastName),
  email: caseless(users.email),
  is_active: users.isActive,
} satisfies Record<UserSortable, unknown>;

const usersPage = pageStatements({
  rows: (db, total) => db.select({ ...userColumns, total }).from(users).$dynamic(),
  count: (db) => db.select({ n: count() }).from(users).$dynamic(),
  search: [users.searchText],
  sortColumns,
  id: users.id,
});

export async function listUsers(db: Database, query: ListQuery & { sort_by: UserSortable }): Promise<ListPage<UserRow>> {
  const page = await readPage(query, usersPage(db, listShape(query)));
  return { rows: page.rows.map(toUserRow), count: page.count };
}

export async function findUser(db: Database, id: number): Promise<UserRecord> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return user;
}
