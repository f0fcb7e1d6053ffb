/**
 * The public subscribe call is open to anyone, so each client address gets a few tries per window
 * (DESIGN.md section 5's rate limits, with the same counters in the database). Every request
 * counts, valid or not: a bot filling the list with made-up addresses is what this stops.
 */
import { limitKey, type LimitedKey, type RateLimitPolicy } from '../auth/rate-limit';

export const SUBSCRIBE_PER_ADDRESS: RateLimitPolicy = { maxAttempts: 10, windowMs: 15 * 60_000 };

export const subscribeKeys = (address: string): LimitedKey[] => [
  { key: limitKey('subscribe-address', address), policy: SUBSCRIBE_PER_ADDRESS },
];
