/**
 * OWASP's device cookie (issue #32 item 2: no lock-out by strangers). A browser where an admin
 * signed in holds a cookie that names that account and is signed by the server; at the next
 * sign-in to that account it brings its own failure budget, apart from the account's, so a
 * stranger's failures (which lock the account for unknown browsers) never lock the owner's
 * browser out, and a device cookie that fails too often is locked itself, not the account.
 *
 * The cookie is only a budget, never a credential: it opens nothing, so it needs no CSRF guard.
 * One per account (its name carries a hash of the e-mail), HttpOnly, SameSite=Strict, sent only
 * to the sign-in call, Secure when the product's public address is https.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_API_BASE, authPaths } from '../../src/api/contract/paths';

export const DEVICE_COOKIE_DAYS = 365;

const normalised = (email: string) => email.trim().toLowerCase();

/** The cookie of the account `email`: one per account a browser signs in to. */
export const deviceCookieName = (email: string) => `mise_device_${createHash('sha256').update(normalised(email)).digest('hex').slice(0, 16)}`;

const mac = (key: Buffer, email: string, nonce: string) => createHmac('sha256', key).update(`${normalised(email)}\0${nonce}`).digest('base64url');

/** A new cookie value for the account `email`: a random name for this browser and its signature. */
export function issueDeviceCookie(key: Buffer, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(key, email, nonce)}`;
}

/** This browser's name when `value` is a cookie the server signed for `email`, else null (an unknown browser). */
export function verifiedDevice(key: Buffer, email: string, value: string | undefined): string | null {
  const [nonce, signature, ...rest] = (value ?? '').split('.');
  if (!nonce || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, email, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Where the browser sends it: the sign-in call alone. */
export const DEVICE_COOKIE_PATH = `${ADMIN_API_BASE}${authPaths.login}`;
