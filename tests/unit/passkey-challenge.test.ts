import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPasskeyChallenge, openPasskeyChallenge, PASSKEY_CHALLENGE_TTL_MS } from '../../server/auth/passkey-challenge';

const key = randomBytes(32);
const now = new Date('2026-11-29T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('passkey challenges', () => {
  it('opens for its purpose and admin until five minutes on, and tells when it dies', () => {
    const challenge = newPasskeyChallenge(key, 'register', 7, now);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(openPasskeyChallenge(key, 'register', 7, challenge, now)).toEqual(later(PASSKEY_CHALLENGE_TTL_MS));
    expect(openPasskeyChallenge(key, 'register', 7, challenge, later(PASSKEY_CHALLENGE_TTL_MS - 1))).not.toBeNull();
    expect(openPasskeyChallenge(key, 'register', 7, challenge, later(PASSKEY_CHALLENGE_TTL_MS))).toBeNull();
  });

  it('does not open for another purpose, another admin, another key', () => {
    const challenge = newPasskeyChallenge(key, 'register', 7, now);
    expect(openPasskeyChallenge(key, 'register', 8, challenge, now)).toBeNull();
    expect(openPasskeyChallenge(key, 'sign-in', null, challenge, now)).toBeNull();
    expect(openPasskeyChallenge(randomBytes(32), 'register', 7, challenge, now)).toBeNull();
    const signIn = newPasskeyChallenge(key, 'sign-in', null, now);
    expect(openPasskeyChallenge(key, 'sign-in', null, signIn, now)).not.toBeNull();
    expect(openPasskeyChallenge(key, 'register', 7, signIn, now)).toBeNull();
  });

  it('does not open once changed: a later end of life, another length, not base64url', () => {
    const challenge = newPasskeyChallenge(key, 'sign-in', null, now);
    const bytes = Buffer.from(challenge, 'base64url');
    bytes.writeBigUInt64BE(BigInt(later(24 * 3600_000).getTime()), 16);
    expect(openPasskeyChallenge(key, 'sign-in', null, bytes.toString('base64url'), now)).toBeNull();
    for (const other of [challenge.slice(0, -1), `${challenge}A`, `${challenge.slice(0, -1)}=`, '', 'A'.repeat(43)]) {
      expect(openPasskeyChallenge(key, 'sign-in', null, other, now)).toBeNull();
    }
  });

  it('is new each time', () => {
    expect(newPasskeyChallenge(key, 'sign-in', null, now)).not.toBe(newPasskeyChallenge(key, 'sign-in', null, now));
  });
});
