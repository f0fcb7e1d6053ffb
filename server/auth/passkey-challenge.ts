/**
 * The challenges of the passkey ceremonies (issue #32 item 1): the server's signed word, so that
 * handing one out writes nothing (the public sign-in options cannot fill a table) and any server
 * of a fleet can check it. 16 random bytes, the end of its life (five minutes on), and an HMAC
 * over both with what it is for (making a passkey for one admin, signing in, or one admin's second step): a challenge made
 * for another purpose, another admin or past its time does not open. Spending it keeps its hash
 * until it would have died anyway, so an answer cannot be used twice.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../db/client';
import { spentPasskeyChallenges } from '../db/schema';
import { hashToken } from './token';

/** Making a passkey, signing in with one alone, or proving a sign-in's second step after the password. */
export type PasskeyPurpose = 'register' | 'sign-in' | 'second-step';
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

const NONCE_BYTES = 16;
const TIME_BYTES = 8;
const MAC_BYTES = 16;

const macOf = (key: Buffer, purpose: PasskeyPurpose, adminId: number | null, body: Buffer) =>
  createHmac('sha256', key).update(`${purpose}\0${adminId ?? ''}\0`).update(body).digest().subarray(0, MAC_BYTES);

export function newPasskeyChallenge(key: Buffer, purpose: PasskeyPurpose, adminId: number | null, now: Date): string {
  const expires = Buffer.alloc(TIME_BYTES);
  expires.writeBigUInt64BE(BigInt(now.getTime() + PASSKEY_CHALLENGE_TTL_MS));
  const body = Buffer.concat([randomBytes(NONCE_BYTES), expires]);
  return Buffer.concat([body, macOf(key, purpose, adminId, body)]).toString('base64url');
}

/** When a challenge of the server's for this purpose (and admin) dies; null for any other. */
export function openPasskeyChallenge(key: Buffer, purpose: PasskeyPurpose, adminId: number | null, challenge: string, now: Date): Date | null {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== NONCE_BYTES + TIME_BYTES + MAC_BYTES || bytes.toString('base64url') !== challenge) return null;
  const body = bytes.subarray(0, NONCE_BYTES + TIME_BYTES);
  if (!timingSafeEqual(bytes.subarray(NONCE_BYTES + TIME_BYTES), macOf(key, purpose, adminId, body))) return null;
  const expiresAt = new Date(Number(body.readBigUInt64BE(NONCE_BYTES)));
  return expiresAt.getTime() > now.getTime() ? expiresAt : null;
}

/** Marks the challenge used; false when it already was (two answers racing: one wins). */
export async function spendPasskeyChallenge(tx: Transaction, challenge: string, expiresAt: Date, now: Date): Promise<boolean> {
  const spent = await tx
    .insert(spentPasskeyChallenges)
    .values({ challengeHash: hashToken(challenge), expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning({ challengeHash: spentPasskeyChallenges.challengeHash });
  return spent.length === 1;
}
