/**
 * Sign-in (spec section 7 POST auth/login, DESIGN.md section 5). Wrong password, unknown e-mail
 * and an admin without a password yet get one and the same answer, after the same scrypt work.
 * Only failed attempts count toward the rate limit (server/auth/login-limits.ts). A sign-in is an
 * activity row, written with its session. An admin with a second factor gets no session yet: a
 * challenge, which the code finishes (routes/second-factor-sign-in.ts; issue #32 item 1).
 */
import { answer } from '../../src/api/contract/answer-codes';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { adminRoles, admins } from '../db/schema';
import { HttpError } from '../http/http-error';
import { adminProfileColumns } from './admin-profile';
import { verifyAgainstDummy, verifyPassword } from './password';
import { signInAttempt } from './login-limits';
import { openSession } from './open-session';
import type { SecondStepMethod } from '../../src/api/contract/second-factor';
import { secondStepMethods } from './second-factor';
import { createChallenge } from './sign-in-challenge';
import type { AdminProfile } from './signed-in';

export const INVALID_CREDENTIALS = answer('auth.invalid_credentials');
export const ACCOUNT_DEACTIVATED = answer('auth.account_deactivated');

/** A signed-in admin with their token, or the half of a sign-in that waits for the second factor. */
export type SignInResult =
  | { token: string; needsSecondFactor: boolean; admin: AdminProfile }
  | { challenge: string; methods: SecondStepMethod[]; admin: AdminProfile };

/**
 * `device`: this browser's name, when it brought a device cookie of the account (device-cookie.ts);
 * `userAgent`: what the browser says it is, kept with the session ("Your sessions").
 */
export async function signIn(
  deps: AppDeps,
  credentials: { email: string; password: string },
  clientAddress: string,
  device: string | null = null,
  userAgent = '',
): Promise<SignInResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  // Counted before the password is hashed: a burst cannot get more guesses than the limit.
  const attempt = await signInAttempt(db, config, credentials.email, clientAddress, now, device);

  const [found] = await db
    .select({ ...adminProfileColumns, passwordHash: admins.passwordHash, isActive: admins.isActive })
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(eq(sql`lower(${admins.email})`, credentials.email.toLowerCase()));
  const valid = found?.passwordHash
    ? await verifyPassword(credentials.password, found.passwordHash)
    : await verifyAgainstDummy(credentials.password);
  if (!found || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
  // Only failures count.
  await attempt.release();
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (!found.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);

  const { passwordHash: _hash, isActive: _active, ...admin } = found;
  const methods = await secondStepMethods(db, admin.id);
  if (methods.length > 0) return { challenge: await createChallenge(db, admin.id, now), methods, admin };
  return { ...(await openSession(deps, admin, { ip: clientAddress, userAgent }, now)), admin };
}
