/**
 * Rate limits of the password recovery (DESIGN.md section 5), on top of the OTP's own five tries.
 * Every forgot-password request counts (each may send a mail), per e-mail and per client address;
 * wrong OTPs count per address. Answers past a limit are 429 with when to try again.
 */
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { blockedUntil, limitKey, recordFailure, type RateLimitPolicy } from './rate-limit';

const WINDOW_MS = 15 * 60_000;

export const FORGOT_PER_EMAIL: RateLimitPolicy = { maxAttempts: 5, windowMs: WINDOW_MS };
export const FORGOT_PER_ADDRESS: RateLimitPolicy = { maxAttempts: 20, windowMs: WINDOW_MS };
export const WRONG_OTP_PER_ADDRESS: RateLimitPolicy = { maxAttempts: 20, windowMs: WINDOW_MS };

export type LimitedKey = { key: string; policy: RateLimitPolicy };

export const forgotKeys = (email: string, address: string): LimitedKey[] => [
  { key: limitKey('forgot-email', email), policy: FORGOT_PER_EMAIL },
  { key: limitKey('forgot-address', address), policy: FORGOT_PER_ADDRESS },
];

export const wrongOtpKeys = (address: string): LimitedKey[] => [
  { key: limitKey('otp-address', address), policy: WRONG_OTP_PER_ADDRESS },
];

function tooManyAttempts(retryAt: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(seconds),
  });
}

/** Throws the 429 when any of the keys has used up its window. */
export async function refuseWhenLimited(db: Database, keys: LimitedKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) {
    const retryAt = await blockedUntil(db, [key], policy, now);
    if (retryAt) throw tooManyAttempts(retryAt, now);
  }
}

export async function countAttempt(db: Database, keys: LimitedKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) await recordFailure(db, [key], policy, now);
}
