/**
 * Fixed-window counters of attempts, kept in the database so that every server process sees the
 * same counts (DESIGN.md sections 1 and 5). Keys are hashed: the table never holds what was typed
 * into an e-mail field, which is sometimes a password.
 *
 * An attempt is counted and checked in one statement: an upsert that answers each key's new
 * count. A caller reads the counts, goes on only within its limits, and releases the attempt when
 * it must not count (refused, or succeeded where only failures count). Simultaneous requests thus
 * see one another: however many arrive at once, at most the limit go on to the costly work.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/http-error';

export type RateLimitPolicy = { maxAttempts: number; windowMs: number };
export type LimitedKey = { key: string; policy: RateLimitPolicy };

export function limitKey(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}\0${value}`).digest('hex');
}

function windowStart(now: Date, policy: RateLimitPolicy): Date {
  return new Date(Math.floor(now.getTime() / policy.windowMs) * policy.windowMs);
}

export type Attempt = {
  /** Each key's count in its window, this attempt included, in the order of the keys given. */
  counts: number[];
  /** True when the count of keys[index] is beyond its policy's limit. */
  over(index: number): boolean;
  /** When the latest window of the keys that are over their limit ends (or of all keys, if none is). */
  retryAt(): Date;
  /** Takes this attempt back off every counter. */
  release(): Promise<void>;
};

/** Counts one attempt on every key, in one statement, and answers the new counts. */
export async function countAttempt(db: Database, keys: LimitedKey[], now: Date): Promise<Attempt> {
  const starts = keys.map(({ policy }) => windowStart(now, policy));
  // Rows are locked in the order given; one order for everyone means no two calls deadlock.
  const rows = keys
    .map(({ key, policy }, index) => ({ key, windowStart: starts[index]!, windowEnd: new Date(starts[index]!.getTime() + policy.windowMs), count: 1 }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const counted = await db
    .insert(rateLimits)
    .values(rows)
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const countOf = new Map(counted.map((row) => [row.key, row.count]));
  const counts = keys.map(({ key }) => countOf.get(key)!);
  // A key's first attempt in a window: its past windows no longer matter.
  const fresh = rows.filter((row) => countOf.get(row.key) === 1);
  for (const row of fresh) {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, row.key), lt(rateLimits.windowStart, row.windowStart)));
  }
  const over = (index: number) => counts[index]! > keys[index]!.policy.maxAttempts;
  return {
    counts,
    over,
    retryAt: () => {
      const overIndexes = keys.map((_, index) => index).filter(over);
      const ends = (overIndexes.length > 0 ? overIndexes : keys.map((_, index) => index)).map(
        (index) => starts[index]!.getTime() + keys[index]!.policy.windowMs,
      );
      return new Date(Math.max(...ends));
    },
    release: async () => {
      // One row per statement: a release never holds one counter while waiting for another.
      for (const row of rows) {
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(and(eq(rateLimits.key, row.key), eq(rateLimits.windowStart, row.windowStart)));
      }
    },
  };
}

/**
 * Counts the attempt when every key is within its limit; otherwise takes it back and throws the
 * 429 `tooMany` makes. The caller releases the answered attempt if it must not count after all.
 */
export async function attemptWithinLimits(
  db: Database,
  keys: LimitedKey[],
  now: Date,
  tooMany: (retryAt: Date, now: Date) => HttpError,
): Promise<Attempt> {
  const attempt = await countAttempt(db, keys, now);
  if (keys.some((_, index) => attempt.over(index))) {
    await attempt.release();
    throw tooMany(attempt.retryAt(), now);
  }
  return attempt;
}

/** The 429 of a limit: how long until the window ends, in minutes and in Retry-After seconds. */
export function tooManyAttempts(code: 'auth.too_many_sign_ins' | 'account.too_many_attempts') {
  return (retryAt: Date, now: Date): HttpError => {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    return new HttpError(429, answer(code, { minutes }), {
      'Retry-After': String(seconds),
    });
  };
}
