/** The columns that make an AdminProfile: an admin joined with its role's modules. */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { adminRoles, admins } from '../db/schema';
import type { AdminProfile } from './signed-in';

export const adminProfileColumns = {
  id: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  profileImage: admins.profileImage,
  userType: admins.userType,
  modules: adminRoles.modules,
};

/** The admin's profile, for the end of a sign-in: undefined once deactivated (they open nothing). */
export async function activeAdminProfile(db: Database | Transaction, adminId: number): Promise<AdminProfile | undefined> {
  const [admin] = await db
    .select(adminProfileColumns)
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(and(eq(admins.id, adminId), eq(admins.isActive, true)));
  return admin;
}
