/**
 * The signed-in admin as the routes see it, and the session data answered by login and by
 * GET auth/session (the login data of src/api/contract/auth.ts, minus the token).
 */
import type { SessionData, USER_TYPES } from '../../src/api/contract/auth';

export type AdminProfile = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  profileImage: string | null;
  userType: (typeof USER_TYPES)[number];
  modules: string[];
};

export type SignedIn = { sessionId: number; admin: AdminProfile };

/**
 * Stored images are keys, not addresses; the storage issue serves them under this base.
 * Until then no admin has an image, and this is the one place that decides the address.
 */
export const FILES_BASE = '/api/v1/files/';

export function toSessionData(admin: AdminProfile): SessionData {
  return {
    id: admin.id,
    first_name: admin.firstName,
    last_name: admin.lastName,
    email: admin.email,
    profile_image: admin.profileImage === null ? null : `${FILES_BASE}${encodeURIComponent(admin.profileImage)}`,
    modules: admin.modules,
    userType: admin.userType,
  };
}
