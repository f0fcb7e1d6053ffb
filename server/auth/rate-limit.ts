/**
 * Fixed-window counters of failed attempts, kept in the database so that every server process
 * sees the same counts (DESIGN.md section 1). Keys are hashed: the table never holds what was
 * typed into an e-mail field, which is sometimes a password.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimitPolicy = { maxAttempts: number; windowMs: number };

export function limitKey(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}\0${value}`).digest('hex');
}

function windowStart(now: Date, policy: RateLimitPolicy): Date {
  return new Date(Math.floor(now.getTime() / policy.windowMs) * policy.windowMs);
}

/** When any key has used up its attempts in the current window: the time the window ends. */
export async function blockedUntil(db: Database, keys: string[], policy: RateLimitPolicy, now: Date): Promise<Date | undefined> {
  const start = windowStart(now, policy);
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, start)));
  const exhausted = rows.some((row) => row.count >= policy.maxAttempts);
  return exhausted ? new Date(start.getTime() + policy.windowMs) : undefined;
}

export async function recordFailure(db: Database, keys: string[], policy: RateLimitPolicy, now: Date): Promise<void> {
  const start = windowStart(now, policy);
  await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: start, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
  // Past windows of these keys no longer matter.
  await db.delete(rateLimits).where(and(inArray(rateLimits.key, keys), lt(rateLimits.windowStart, start)));
}
