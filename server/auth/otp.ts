/**
 * One-time codes of the password recovery (DESIGN.md section 5): 6 digits, bound to the
 * otp_token forgot-password answers. Both are stored only as HMAC-SHA256 under the server's
 * pepper, so a leaked table cannot be brute-forced offline (a 6-digit space is tiny).
 *
 * An otp_token carries the time it was issued in its last bytes. The server does not need it for
 * real tokens (the row has the expiry); it lets a token answered for an unknown e-mail (a decoy,
 * never stored) expire like a real one, so no answer tells the two apart.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../src/constants';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

const RANDOM_BYTES = 24;
const TIME_BYTES = 6;
/** 30 bytes in base64url, without padding. */
export const OTP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{40}$/;

export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function newOtpToken(now: Date): string {
  const time = Buffer.alloc(TIME_BYTES);
  time.writeUIntBE(now.getTime(), 0, TIME_BYTES);
  return Buffer.concat([randomBytes(RANDOM_BYTES), time]).toString('base64url');
}

/** When a well-formed token was issued, or undefined for anything else. */
export function otpTokenIssuedAt(token: string): Date | undefined {
  if (!OTP_TOKEN_PATTERN.test(token)) return undefined;
  return new Date(Buffer.from(token, 'base64url').readUIntBE(RANDOM_BYTES, TIME_BYTES));
}

const hmac = (pepper: Buffer, label: string, value: string) =>
  createHmac('sha256', pepper).update(`${label}\0${value}`).digest('hex');

export const hashOtpToken = (pepper: Buffer, token: string) => hmac(pepper, 'otp-token', token);

/** The OTP's hash includes its token: the same digits under another token are another code. */
export const hashOtp = (pepper: Buffer, token: string, otp: string) => hmac(pepper, 'otp', `${token}\0${otp}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
