/**
 * The core of the database schema (Drizzle): people and sign-in (people-schema.ts), the video
 * uploads in flight (upload-schema.ts), the activity log (activity-schema.ts), the admins' saved
 * list views (saved-view-schema.ts), the second factor (second-factor-schema.ts) and the passkeys
 * (passkey-schema.ts), the trash (trash-schema.ts), the records' versions (version-schema.ts). Each area's own tables are in its folder (areas/<area>/server/tables.ts).
 * Migrations in ./migrations are generated from both with `npm run db:generate`
 * (drizzle.config.ts) and committed; the server applies them at start.
 */
import { activity } from './activity-schema';
import { adminPasskeys, spentPasskeyChallenges } from './passkey-schema';
import { adminRoles, admins, appSecrets, passwordResets, rateLimits, sessions, userType } from './people-schema';
import { savedListViews } from './saved-view-schema';
import { adminTotp, recoveryCodes, signInChallenges } from './second-factor-schema';
import { multipartUploads } from './upload-schema';
import { trash } from './trash-schema';
import { recordVersions } from './version-schema';

export * from './people-schema';
export * from './upload-schema';
export * from './activity-schema';
export * from './saved-view-schema';
export * from './second-factor-schema';
export * from './passkey-schema';
export * from './trash-schema';
export * from './version-schema';
export { fullName } from './columns';

export const schema = {
  adminRoles,
  admins,
  sessions,
  rateLimits,
  userType,
  appSecrets,
  passwordResets,
  adminTotp,
  recoveryCodes,
  signInChallenges,
  adminPasskeys,
  spentPasskeyChallenges,
  multipartUploads,
  activity,
  savedListViews,
  trash,
  recordVersions,
};
