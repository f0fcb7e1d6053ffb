/**
 * The account calls of spec section 7 (src/api/contract/account.ts). Public: forgot-password,
 * verify-otp and reset-password (the recovery chain, server/auth/recovery.ts). Behind the session
 * guard: change-password and edit-profile, for the signed-in admin only.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  accountPaths,
  changePasswordRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  verifyOtpRequest,
} from '../../src/api/contract/account';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { blockedUntil, limitKey, recordFailure, type RateLimitPolicy } from '../auth/rate-limit';
import { OTP_SENT, OTP_VERIFIED, PASSWORD_RESET, resetWithOtp, startRecovery, verifyRecovery } from '../auth/recovery';
import { storeNewPassword } from '../auth/recovery-new-password';
import { admins } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

const tooLarge = () => {
  throw new HttpError(413, 'Request body is too large');
};
/** Account bodies are a few short fields. */
export const SMALL_JSON = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';
export const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please sign in again.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in again.';
export const TOO_MANY_PASSWORD_CHECKS = 'Too many wrong current passwords. Try again later.';

export function publicAccountRoutes(deps: AppDeps) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxy);
  return new Hono<AppEnv>()
    .post(`/${accountPaths.forgotPassword}`, SMALL_JSON, async (c) => {
      const { email } = await readJson(c, forgotPasswordRequest);
      const otpToken = await startRecovery(deps, email, address(c));
      return ok(c, OTP_SENT, { otp_token: otpToken });
    })
    .post(`/${accountPaths.verifyOtp}`, SMALL_JSON, async (c) => {
      const claim = await readJson(c, verifyOtpRequest);
      await verifyRecovery(deps, claim, address(c));
      return ok(c, OTP_VERIFIED);
    })
    .post(`/${accountPaths.resetPassword}`, SMALL_JSON, async (c) => {
      const { new_password, ...claim } = await readJson(c, resetPasswordRequest);
      await resetWithOtp(deps, claim, new_password, address(c));
      return ok(c, PASSWORD_RESET);
    });
}

export function accountRoutes(deps: AppDeps) {
  // Guessing the current password with a stolen session is as limited as guessing it at sign-in.
  const policy: RateLimitPolicy = { maxAttempts: deps.config.loginMaxAttempts, windowMs: deps.config.loginWindowMinutes * 60_000 };
  return new Hono<AppEnv>().put(`/${accountPaths.changePassword}`, SMALL_JSON, async (c) => {
    const { old_password, new_password } = await readJson(c, changePasswordRequest);
    const adminId = c.var.signedIn.admin.id;
    const now = deps.clock.now();
    const keys = [limitKey('change-password-admin', String(adminId))];
    if (await blockedUntil(deps.db, keys, policy, now)) throw new HttpError(429, TOO_MANY_PASSWORD_CHECKS);

    const [admin] = await deps.db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
    const current = admin?.passwordHash ?? null;
    const valid = current ? await verifyPassword(old_password, current) : await verifyAgainstDummy(old_password);
    if (!current || !valid) {
      await recordFailure(deps.db, keys, policy, now);
      throw new HttpError(400, CURRENT_PASSWORD_WRONG);
    }
    const passwordHash = await hashPassword(new_password);
    const stored = await deps.db.transaction((tx) =>
      storeNewPassword(tx, adminId, passwordHash, deps.clock.now(), eq(admins.passwordHash, current)),
    );
    if (!stored) throw new HttpError(409, PASSWORD_CHANGED_MEANWHILE);
    return ok(c, PASSWORD_CHANGED);
  });
}
