/**
 * Rate limits of the password recovery (DESIGN.md section 5), on top of the OTP's own five tries.
 * Every forgot-password request counts (each may send a mail), per e-mail and per client address;
 * wrong OTPs count per address. Answers past a limit are 429 with when to try again. Each request
 * is counted and checked in one statement before any other work (server/auth/rate-limit.ts).
 */
import type { Database } from '../db/client';
import { attemptWithinLimits, limitKey, tooManyAttempts, type Attempt, type LimitedKey, type RateLimitPolicy } from './rate-limit';

const WINDOW_MS = 15 * 60_000;

export const FORGOT_PER_EMAIL: RateLimitPolicy = { maxAttempts: 5, windowMs: WINDOW_MS };
export const FORGOT_PER_ADDRESS: RateLimitPolicy = { maxAttempts: 20, windowMs: WINDOW_MS };
export const WRONG_OTP_PER_ADDRESS: RateLimitPolicy = { maxAttempts: 20, windowMs: WINDOW_MS };

export const forgotKeys = (email: string, address: string): LimitedKey[] => [
  { key: limitKey('forgot-email', email), policy: FORGOT_PER_EMAIL },
  { key: limitKey('forgot-address', address), policy: FORGOT_PER_ADDRESS },
];

export const wrongOtpKeys = (address: string): LimitedKey[] => [
  { key: limitKey('otp-address', address), policy: WRONG_OTP_PER_ADDRESS },
];

const tooManyRecoveryAttempts = tooManyAttempts('account.too_many_attempts');

/** Counts the request, or throws the 429 when one of the keys has used up its window. */
export function limitedAttempt(db: Database, keys: LimitedKey[], now: Date): Promise<Attempt> {
  return attemptWithinLimits(db, keys, now, tooManyRecoveryAttempts);
}
