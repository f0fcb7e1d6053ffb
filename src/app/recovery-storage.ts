/**
 * Where a password recovery survives a reload of /otp or /reset-password (issue #13): the e-mail
 * and otp_token in session storage (this tab only), with the OTP's expiry. Never the OTP or a
 * password. What is read back is validated; a damaged, foreign or expired value is forgotten.
 */
import * as v from 'valibot';
import { OTP_LIFETIME_MS } from '../constants';
import type { RecoveryResume } from '../machines/recovery.machine';

export const RECOVERY_STORAGE_KEY = 'mise.recovery';

const storedStep = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  otpToken: v.pipe(v.string(), v.nonEmpty()),
  expiresAt: v.number(),
});

export function createRecoveryStore(storage: Storage, now: () => number = Date.now) {
  const forget = () => storage.removeItem(RECOVERY_STORAGE_KEY);
  return {
    remember({ email, otpToken }: RecoveryResume): void {
      storage.setItem(RECOVERY_STORAGE_KEY, JSON.stringify({ email, otpToken, expiresAt: now() + OTP_LIFETIME_MS }));
    },
    read(): RecoveryResume | null {
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
      return { email: parsed.output.email, otpToken: parsed.output.otpToken };
    },
    forget,
  };
}

export type RecoveryStore = ReturnType<typeof createRecoveryStore>;
