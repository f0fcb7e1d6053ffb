/** App users as the contract answers them (areas/users/user-contract.ts), and the queries that read them. */
import { userAnswer } from '../user-contract';
import type { UserRow, USER_SORTABLE } from '../user-contract';
import { users } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { caseless } from '../../../server/lists/sort';
import { fileUrl } from '../../../server/storage/file-url';

export const USER_NOT_FOUND = userAnswer('user.not_found');

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

const userRecords = tableRecords({ table: users, columns: userColumns, toRow: toUserRow, sortColumns, notFound: USER_NOT_FOUND });
export const listUsers = userRecords.list;
export const findUser = userRecords.find;
