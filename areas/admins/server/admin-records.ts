/** Sub-admins as the contract answers them (areas/admins/admin-contract.ts), with their role, and the queries that read them. */
import { fieldRefused } from '../../../src/api/contract/answer-codes';
import { adminAnswer } from '../admin-contract';
import { asc, count, eq } from 'drizzle-orm';
import type { AdminRow, ADMIN_SORTABLE } from '../admin-contract';
import type { ListPage, ListQuery } from '../../../src/api/contract/list';
import type { Database } from '../../../server/db/client';
import { adminRoles, admins } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/http-error';
import { listShape, readPage } from '../../../server/lists/page';
import { pageStatements } from '../../../server/lists/page-statements';
import { caseless } from '../../../server/lists/sort';
import { fileUrl } from '../../../server/storage/file-url';

export const ADMIN_NOT_FOUND = adminAnswer('admin.not_found');
export const ROLE_NOT_FOUND = fieldRefused('admin_role_id', 'This role does not exist');

export const adminColumns = {
  id: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  profileImage: admins.profileImage,
  isActive: admins.isActive,
  userType: admins.userType,
  createdAt: admins.createdAt,
  version: admins.version,
  role: { id: adminRoles.id, name: adminRoles.role, modules: adminRoles.modules },
};

export type AdminRecord = Pick<typeof admins.$inferSelect, Exclude<keyof typeof adminColumns, 'role'>> & {
  role: { id: number; name: string; modules: string[] };
};

export const toAdminRow = (admin: AdminRecord): AdminRow => ({
  id: admin.id,
  first_name: admin.firstName,
  last_name: admin.lastName,
  email: admin.email,
  profile_image: fileUrl(admin.profileImage),
  is_active: admin.isActive,
  created_at: admin.createdAt.toISOString(),
  version: admin.version,
  admin_role: { id: admin.role.id, role: admin.role.name },
  user_type: admin.userType,
});

type AdminSortable = (typeof ADMIN_SORTABLE)[number];

const sortColumns = {
  created_at: admins.createdAt,
  first_name: caseless(admins.firstName),
  last_name: caseless(admins.lastName),
  email: caseless(admins.email),
  role: caseless(adminRoles.role),
  is_active: admins.isActive,
} satisfies Record<AdminSortable, unknown>;

const withRoles = () => eq(adminRoles.id, admins.adminRoleId);

const adminsPage = pageStatements({
  rows: (db, total) => db.select({ ...adminColumns, total }).from(admins).innerJoin(adminRoles, withRoles()).$dynamic(),
  count: (db) => db.select({ n: count() }).from(admins).innerJoin(adminRoles, withRoles()).$dynamic(),
  search: [admins.searchText, caseless(adminRoles.role)],
  sortColumns,
  id: admins.id,
});

export async function listAdmins(db: Database, query: ListQuery & { sort_by: AdminSortable }): Promise<ListPage<AdminRow>> {
  const page = await readPage(query, adminsPage(db, listShape(query)));
  return { rows: page.rows.map(toAdminRow), count: page.count };
}

export async function findAdmin(db: Database, id: number): Promise<AdminRecord> {
  const [admin] = await db.select(adminColumns).from(admins).innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId)).where(eq(admins.id, id));
  if (!admin) throw new HttpError(404, ADMIN_NOT_FOUND);
  return admin;
}

export const listRoles = (db: Database) => db.select({ id: adminRoles.id, role: adminRoles.role }).from(adminRoles).orderBy(asc(adminRoles.id));

/** The role an add or edit names; one that does not exist is a bad field, not a missing page. */
export async function findRole(db: Database, id: number): Promise<{ id: number; role: string }> {
  const [role] = await db.select({ id: adminRoles.id, role: adminRoles.role }).from(adminRoles).where(eq(adminRoles.id, id));
  if (!role) throw new HttpError(400, ROLE_NOT_FOUND);
  return role;
}
