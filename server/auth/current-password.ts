/**
 * Asking for the current password again before a change to how the admin signs in (ASVS 5.0
 * V7.5.1: password, second factor). Guessing it with a stolen session is as limited as guessing
 * it at sign-in: wrong answers count per admin, the attempt counted before the hash is checked
 * so simultaneous guesses cannot pass the limit; a right answer does not count.
 */
import { eq } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import type { AppDeps } from '../deps';
import { admins } from '../db/schema';
import { HttpError } from '../http/http-error';
import { verifyAgainstDummy, verifyPassword } from './password';
import { attemptWithinLimits, limitKey, type RateLimitPolicy } from './rate-limit';

export const CURRENT_PASSWORD_WRONG = answer('account.current_password_wrong');
export const TOO_MANY_PASSWORD_CHECKS = answer('account.too_many_password_checks');

/** What the check read of the admin: the stored hash it matched, and who they are. */
export type ProvenAdmin = { passwordHash: string; email: string; firstName: string; lastName: string };

export async function proveCurrentPassword(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, adminId: number, password: string): Promise<ProvenAdmin> {
  const policy: RateLimitPolicy = { maxAttempts: deps.config.loginMaxAttempts, windowMs: deps.config.loginWindowMinutes * 60_000 };
  const keys = [{ key: limitKey('change-password-admin', String(adminId)), policy }];
  const attempt = await attemptWithinLimits(deps.db, keys, deps.clock.now(), () => new HttpError(429, TOO_MANY_PASSWORD_CHECKS));
  const [admin] = await deps.db
    .select({ passwordHash: admins.passwordHash, email: admins.email, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.id, adminId));
  const current = admin?.passwordHash ?? null;
  const valid = current ? await verifyPassword(password, current) : await verifyAgainstDummy(password);
  if (!admin || !current || !valid) throw new HttpError(400, CURRENT_PASSWORD_WRONG);
  await attempt.release();
  return { ...admin, passwordHash: current };
}
