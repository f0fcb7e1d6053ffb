/**
 * Authenticator-app codes (RFC 6238 through the `otpauth` library): a 160-bit secret, SHA-1, six
 * digits, 30-second steps, as every authenticator app reads them. A code is accepted one step
 * either side of now (a phone's clock a little off), and only for a step later than the last one
 * that signed in, so a code seen over a shoulder cannot be used again.
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '../../src/constants';

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret, in base32 (what the app's "enter a setup key" asks for). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code holds: the product's name and the admin's e-mail label it in the app. */
export const totpAddress = (secret: string, email: string, productName: string): string => totpOf(secret, email, productName).toString();

/** The 30-second step a moment falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step whose code `code` is, if it is one of now's window and later than `lastStep`; else null.
 * The caller stores the step it returns as the new `lastStep`.
 */
export function matchingStep(secret: string, code: string, now: Date, lastStep: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return step > lastStep ? step : null;
}

/** The code of a moment: what the tests type, as an app would show it then. */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
