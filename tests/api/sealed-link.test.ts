import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLink, sealLink, type LinkClaims } from '../../server/auth/sealed-link';
import { createSetPasswordLink, passwordStamp, SET_PASSWORD_LINK_HOURS, setPasswordUrl } from '../../server/auth/set-password-link';

const key = randomBytes(32);
const now = new Date('2026-11-21T10:00:00Z');
const claims: LinkClaims = { adminId: 7, purpose: 'set-password', expiresAt: now.getTime() + 60_000, stamp: 'none' };

const flip = (text: string, at: number) => {
  const bytes = Buffer.from(text, 'base64url');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64url');
};

describe('sealed links', () => {
  it('opens what it sealed, and hides the claims', () => {
    const link = sealLink(key, claims);
    expect(openLink(key, 'set-password', link, now)).toEqual({ ok: true, claims });
    expect(Buffer.from(link.data, 'base64url').toString('latin1')).not.toContain('adminId');
  });

  it('refuses a tampered iv, a tampered data part and another key', () => {
    const link = sealLink(key, claims);
    expect(openLink(key, 'set-password', { ...link, iv: flip(link.iv, 0) }, now)).toEqual({ ok: false, problem: 'tampered' });
    expect(openLink(key, 'set-password', { ...link, data: flip(link.data, 3) }, now)).toEqual({ ok: false, problem: 'tampered' });
    expect(openLink(randomBytes(32), 'set-password', link, now)).toEqual({ ok: false, problem: 'tampered' });
    expect(openLink(key, 'set-password', { iv: 'x', data: '' }, now)).toEqual({ ok: false, problem: 'tampered' });
  });

  it('refuses an expired link', () => {
    const link = sealLink(key, claims);
    expect(openLink(key, 'set-password', link, new Date(claims.expiresAt))).toEqual({ ok: false, problem: 'expired' });
  });
});

describe('set-password link', () => {
  it('lasts the set time and is bound to an admin without a password', () => {
    const link = createSetPasswordLink(key, { id: 3, passwordHash: null }, now);
    const opened = openLink(key, 'set-password', link, now);
    expect(opened).toEqual({
      ok: true,
      claims: { adminId: 3, purpose: 'set-password', expiresAt: now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000, stamp: 'none' },
    });
    // Once a password is set, the stamp the link carries no longer matches.
    expect(passwordStamp('scrypt$…')).not.toBe('none');
  });

  it('is mailed as the SPA route /set-Password/{iv}/{data}', () => {
    const link = createSetPasswordLink(key, { id: 3, passwordHash: null }, now);
    expect(setPasswordUrl('https://office.mise.example', link)).toBe(`https://office.mise.example/set-Password/${link.iv}/${link.data}`);
  });
});
