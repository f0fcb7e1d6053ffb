/** The columns that make an AdminProfile: an admin joined with its role's modules. */
import { adminRoles, admins } from '../db/schema';

export const adminProfileColumns = {
  id: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  profileImage: admins.profileImage,
  userType: admins.userType,
  modules: adminRoles.modules,
};
