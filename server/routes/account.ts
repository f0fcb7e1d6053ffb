/**
 * The account calls of spec section 7 (src/api/contract/account.ts). Public: forgot-password,
 * verify-otp and reset-password (the recovery chain, server/auth/recovery.ts). Behind the session
 * guard: change-password and edit-profile, for the signed-in admin only.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  accountPaths,
  changePasswordRequest,
  editProfileRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  verifyOtpRequest,
} from '../../src/api/contract/account';
import { MIN_IMAGE_SIDE_PX } from '../../src/constants';
import { signedInWho, type ActivityWho } from '../activity/activity-who';
import { changedFields } from '../activity/changed-fields';
import { passwordEntry } from '../activity/password-entry';
import { recordActivity } from '../activity/record-activity';
import { assertPasswordNotGuessable } from '../auth/guessable-password';
import { proveCurrentPassword } from '../auth/current-password';
import { hashPassword } from '../auth/password';
import { OTP_SENT, OTP_VERIFIED, PASSWORD_RESET, resetWithOtp, startRecovery, verifyRecovery } from '../auth/recovery';
import { storeNewPassword } from '../auth/recovery-new-password';
import { admins } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { imageFormBodyLimit, jsonBodyLimit } from '../http/body-limits';
import { afterAnswer } from '../http/after-answer';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readForm } from '../http/read-form';
import { readJson } from '../http/read-json';
import { fileUrl } from '../storage/file-url';
import { acceptImage } from '../uploads/accept-image';
import { saveWithImage } from '../uploads/save-with-image';

export { CURRENT_PASSWORD_WRONG, TOO_MANY_PASSWORD_CHECKS } from '../auth/current-password';
export const PASSWORD_CHANGED_MEANWHILE = answer('account.password_changed_meanwhile');
export const PASSWORD_CHANGED = answer('account.password_changed');
export const PROFILE_UPDATED = answer('account.profile_updated');

export function publicAccountRoutes(deps: AppDeps) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxy);
  const later = afterAnswer(deps.logger);
  return new Hono<AppEnv>()
    .post(`/${accountPaths.forgotPassword}`, jsonBodyLimit(), async (c) => {
      const { email } = await readJson(c, forgotPasswordRequest);
      const otpToken = await startRecovery(deps, later, email, address(c));
      return ok(c, OTP_SENT, { otp_token: otpToken });
    })
    .post(`/${accountPaths.verifyOtp}`, jsonBodyLimit(), async (c) => {
      const claim = await readJson(c, verifyOtpRequest);
      await verifyRecovery(deps, claim, address(c));
      return ok(c, OTP_VERIFIED);
    })
    .post(`/${accountPaths.resetPassword}`, jsonBodyLimit(), async (c) => {
      const { new_password, ...claim } = await readJson(c, resetPasswordRequest);
      await resetWithOtp(deps, claim, new_password, address(c));
      return ok(c, PASSWORD_RESET);
    });
}

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .put(`/${accountPaths.changePassword}`, jsonBodyLimit(), async (c) => {
      const { old_password, new_password } = await readJson(c, changePasswordRequest);
      await changePassword(deps, signedInWho(c, deps), old_password, new_password);
      return ok(c, PASSWORD_CHANGED);
    })
    .put(`/${accountPaths.editProfile}`, imageFormBodyLimit(), async (c) => {
      const { image, ...fields } = await readForm(c, editProfileRequest);
      const { first_name, last_name } = fields;
      const adminId = c.var.signedIn.admin.id;
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, (key) =>
        deps.db.transaction(async (tx) => {
          // Locked, so the image this save replaces is the one it read.
          const [current] = await tx
            .select({ image: admins.profileImage, first_name: admins.firstName, last_name: admins.lastName })
            .from(admins)
            .where(eq(admins.id, adminId))
            .for('update');
          await tx
            .update(admins)
            .set({ firstName: first_name, lastName: last_name, ...(key ? { profileImage: key } : {}) })
            .where(eq(admins.id, adminId));
          const changed = changedFields(current ?? {}, fields, { newImage: Boolean(key) });
          await recordActivity(tx, who, { action: 'profile', area: 'account', record: { id: adminId, label: `${first_name} ${last_name}` }, changed });
          return key ? (current?.image ?? null) : null;
        }),
      );
      const [saved] = await deps.db
        .select({ firstName: admins.firstName, lastName: admins.lastName, email: admins.email, profileImage: admins.profileImage })
        .from(admins)
        .where(eq(admins.id, adminId));
      return ok(c, PROFILE_UPDATED, {
        first_name: saved!.firstName,
        last_name: saved!.lastName,
        email: saved!.email,
        profile_image: fileUrl(saved!.profileImage),
      });
    });
}

/** The current password first (current-password.ts), then the new one, stored only if the old is still the one checked. */
async function changePassword(deps: AppDeps, who: ActivityWho, oldPassword: string, newPassword: string): Promise<void> {
  const { adminId } = who;
  const admin = await proveCurrentPassword(deps, adminId, oldPassword);
  // Only once the current password is right: a guess at it is answered as before.
  assertPasswordNotGuessable(newPassword, admin, deps.config.appName, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const stored = await deps.db.transaction(async (tx) => {
    const done = await storeNewPassword(tx, adminId, passwordHash, deps.clock.now(), eq(admins.passwordHash, admin.passwordHash));
    if (done) await recordActivity(tx, who, passwordEntry(who));
    return done;
  });
  if (!stored) throw new HttpError(409, PASSWORD_CHANGED_MEANWHILE);
}
