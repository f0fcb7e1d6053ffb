/**
 * The signed-in admin as the routes see it, and the session data answered by login and by
 * GET auth/session (the login data of src/api/contract/auth.ts, minus the token).
 */
import type { USER_TYPES } from '../../src/api/contract/auth';
import type { SessionData } from '../../src/api/contract/auth-answers';
import { fileUrl } from '../storage/file-url';

export type AdminProfile = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  profileImage: string | null;
  userType: (typeof USER_TYPES)[number];
  modules: string[];
};

/** `needsSecondFactor`: the session may only set up the second factor its role requires (issue #32 item 1). */
export type SignedIn = { sessionId: number; admin: AdminProfile; needsSecondFactor: boolean };

/** Kept here too for the callers that import it from this module. */
export { FILES_BASE } from '../storage/file-url';

export function toSessionData(admin: AdminProfile, needsSecondFactor = false): SessionData {
  return {
    second_factor_setup_required: needsSecondFactor,
    id: admin.id,
    first_name: admin.firstName,
    last_name: admin.lastName,
    email: admin.email,
    profile_image: fileUrl(admin.profileImage),
    modules: admin.modules,
    userType: admin.userType,
  };
}
