/**
 * Wrong tries against a decoy otp_token (one answered for an unknown e-mail, never stored). They
 * are counted like a real code's, in the shared counters table under the token's hash and its
 * issue time, so a decoy dies after the same number of tries and no answer reveals that the
 * e-mail has no account.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { OTP_TTL_MS } from './otp';
import { limitKey } from './rate-limit';

const decoyKey = (tokenHash: string) => limitKey('otp-decoy', tokenHash);

export async function decoyFailures(db: Database, tokenHash: string, issuedAt: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, decoyKey(tokenHash)), eq(rateLimits.windowStart, issuedAt)));
  return row?.count ?? 0;
}

/** Counts one more wrong try; answers the new count. */
export async function countDecoyFailure(db: Database, tokenHash: string, issuedAt: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    // Counted while the code could be tried; after that it is answered expired.
    .values({ key: decoyKey(tokenHash), windowStart: issuedAt, windowEnd: new Date(issuedAt.getTime() + OTP_TTL_MS), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row!.count;
}
