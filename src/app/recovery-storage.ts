/**
 * Where a password recovery survives a reload of /otp or /reset-password (issue #13): the e-mail
 * and otp_token in session storage (this tab only, like the session token), with the OTP's
 * expiry, and once the server verified it the OTP itself, which the reset call needs. Never a
 * password. The expiry is the OTP's, set when it was sent, not moved by the verification. What is
 * read back is validated; a damaged, foreign or expired value is forgotten.
 */
import * as v from 'valibot';
import { OTP_LIFETIME_MS } from '../constants';
import type { RecoveryResume } from '../machines/recovery.machine';

export const RECOVERY_STORAGE_KEY = 'mise.recovery';

const storedStep = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  otpToken: v.pipe(v.string(), v.nonEmpty()),
  otp: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
  expiresAt: v.number(),
});

export function createRecoveryStore(storage: Storage, now: () => number = Date.now) {
  const forget = () => storage.removeItem(RECOVERY_STORAGE_KEY);
  const readStored = () => {
    let parsed;
    try {
      parsed = v.safeParse(storedStep, JSON.parse(storage.getItem(RECOVERY_STORAGE_KEY) ?? 'null'));
    } catch {
      parsed = null;
    }
    if (!parsed?.success || parsed.output.expiresAt <= now()) {
      forget();
      return null;
    }
    return parsed.output;
  };
  return {
    remember({ email, otpToken, otp }: RecoveryResume): void {
      const earlier = readStored();
      const expiresAt = earlier?.otpToken === otpToken ? earlier.expiresAt : now() + OTP_LIFETIME_MS;
      storage.setItem(RECOVERY_STORAGE_KEY, JSON.stringify({ email, otpToken, ...(otp ? { otp } : {}), expiresAt }));
    },
    read(): RecoveryResume | null {
      const stored = readStored();
      if (!stored) return null;
      return { email: stored.email, otpToken: stored.otpToken, ...(stored.otp ? { otp: stored.otp } : {}) };
    },
    forget,
  };
}

export type RecoveryStore = ReturnType<typeof createRecoveryStore>;
