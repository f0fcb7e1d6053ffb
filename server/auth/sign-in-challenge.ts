/**
 * A sign-in halfway (issue #32 item 1): the password was right and the admin has a second factor.
 * The browser holds the challenge (256 random bits, like a session token, and like it stored only
 * as its SHA-256); the code sent with it finishes the sign-in. It works once, and for a few
 * minutes: long enough to open the app, too short to keep a half sign-in lying about.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { signInChallenges } from '../db/schema';
import { hashToken, newSessionToken } from './token';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export async function createChallenge(db: Database | Transaction, adminId: number, now: Date): Promise<string> {
  const challenge = newSessionToken();
  // Old halves of this admin's sign-ins are of no use to anyone: dropped as a new one starts.
  await db.delete(signInChallenges).where(and(eq(signInChallenges.adminId, adminId), lt(signInChallenges.expiresAt, now)));
  await db.insert(signInChallenges).values({ adminId, challengeHash: hashToken(challenge), createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return challenge;
}

/** The live challenge's row, locked until the transaction ends (so it is spent once), or undefined. */
export async function lockChallenge(tx: Transaction, challenge: string, now: Date): Promise<{ id: number; adminId: number } | undefined> {
  const [row] = await tx
    .select({ id: signInChallenges.id, adminId: signInChallenges.adminId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.challengeHash, hashToken(challenge)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)))
    .for('update');
  return row;
}

/** Which admin a live challenge is for, without locking it (the attempt is counted before the check). */
export async function challengeOwner(db: Database, challenge: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ adminId: signInChallenges.adminId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.challengeHash, hashToken(challenge)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
  return row?.adminId;
}

export async function spendChallenge(tx: Transaction, id: number, now: Date): Promise<void> {
  await tx.update(signInChallenges).set({ usedAt: now }).where(eq(signInChallenges.id, id));
}
