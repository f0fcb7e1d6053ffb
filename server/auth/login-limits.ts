/**
 * Who may try a password at sign-in (DESIGN.md section 5, OWASP ASVS v5 6.3: credential stuffing
 * without lock-out). Failures are counted per account (the e-mail typed), per (account, client
 * address) and per client address:
 *
 * - an account with LOGIN_MAX_ATTEMPTS failures in the window answers 429 to everyone, so guesses
 *   spread over many addresses stop too;
 * - an address with LOGIN_ADDRESS_MAX_ATTEMPTS failures (on any accounts) answers 429 only for
 *   the accounts it has already failed on: it gets one more try per account, not ten.
 *
 * So failures on other accounts never block a right password for an account that had none, even
 * when every client shares one address (behind a proxy without TRUST_PROXY).
 *
 * Those limits are for unknown browsers. A browser where the admin signed in before brings its
 * device cookie (device-cookie.ts) and counts its failures on that alone, LOGIN_MAX_ATTEMPTS per
 * window: a stranger who locks the account out of unknown browsers never locks its owner out, and
 * a device that fails that often is locked itself, not the account (issue #32 item 2).
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import { countAttempt, limitKey, tooManyAttempts, type Attempt, type LimitedKey } from './rate-limit';

const unlimited = Number.MAX_SAFE_INTEGER;

const tooManySignIns = tooManyAttempts('auth.too_many_sign_ins');

/**
 * Counts a sign-in before its password is checked; throws the 429 if it may not be tried. Release
 * it on success. `device`: the name of this browser when it brought a device cookie of this account.
 */
export async function signInAttempt(db: Database, config: Config, email: string, address: string, now: Date, device: string | null = null): Promise<Attempt> {
  const windowMs = config.loginWindowMinutes * 60_000;
  if (device !== null) {
    const own = await countAttempt(db, [{ key: limitKey('login-device', device), policy: { maxAttempts: config.loginMaxAttempts, windowMs } }], now);
    if (own.over(0)) {
      await own.release();
      throw tooManySignIns(own.retryAt(), now);
    }
    return own;
  }
  const keys: LimitedKey[] = [
    { key: limitKey('login-email', email), policy: { maxAttempts: config.loginMaxAttempts, windowMs } },
    { key: limitKey('login-address', address), policy: { maxAttempts: config.loginAddressMaxAttempts, windowMs } },
    // Only read, never a limit on its own: has this address failed on this account already?
    { key: limitKey('login-email-address', `${email}\0${address}`), policy: { maxAttempts: unlimited, windowMs } },
  ];
  const attempt = await countAttempt(db, keys, now);
  const accountLocked = attempt.over(0);
  const addressThrottled = attempt.over(1);
  const failedHereBefore = attempt.counts[2]! > 1;
  if (accountLocked || (addressThrottled && failedHereBefore)) {
    await attempt.release();
    throw tooManySignIns(attempt.retryAt(), now);
  }
  return attempt;
}
