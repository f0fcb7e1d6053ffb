/**
 * Session tokens (DESIGN.md section 5): 256 random bits handed to the client once; the database
 * keeps only their SHA-256, so a leaked table does not let anyone sign in.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 bytes in base64url, without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
