/**
 * Sign-in (spec section 7 POST auth/login, DESIGN.md section 5). Wrong password, unknown e-mail
 * and an admin without a password yet get one and the same answer, after the same scrypt work.
 * Only failed attempts count toward the rate limit, per e-mail and per client address.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { adminRoles, admins } from '../db/schema';
import { HttpError } from '../http/http-error';
import { adminProfileColumns } from './admin-profile';
import { verifyAgainstDummy, verifyPassword } from './password';
import { blockedUntil, limitKey, recordFailure, type RateLimitPolicy } from './rate-limit';
import { createSession } from './sessions';
import type { AdminProfile } from './signed-in';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'Your account is deactivated. Contact an administrator.';

function tooManyAttempts(retryAt: Date, now: Date): HttpError {
  const seconds = Math.ceil((retryAt.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(seconds),
  });
}

export async function signIn(
  { db, clock, config }: AppDeps,
  credentials: { email: string; password: string },
  clientAddress: string,
): Promise<{ token: string; admin: AdminProfile }> {
  const now = clock.now();
  const policy: RateLimitPolicy = { maxAttempts: config.loginMaxAttempts, windowMs: config.loginWindowMinutes * 60_000 };
  const keys = [limitKey('login-email', credentials.email), limitKey('login-address', clientAddress)];
  const retryAt = await blockedUntil(db, keys, policy, now);
  if (retryAt) throw tooManyAttempts(retryAt, now);

  const [found] = await db
    .select({ ...adminProfileColumns, passwordHash: admins.passwordHash, isActive: admins.isActive })
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(eq(sql`lower(${admins.email})`, credentials.email.toLowerCase()));
  const valid = found?.passwordHash
    ? await verifyPassword(credentials.password, found.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!found || !valid) {
    await recordFailure(db, keys, policy, now);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (!found.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);

  const { passwordHash: _hash, isActive: _active, ...admin } = found;
  const token = await createSession(db, admin.id, now, config.sessionTtlHours);
  return { token, admin };
}
