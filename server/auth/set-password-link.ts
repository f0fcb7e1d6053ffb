/**
 * The set-password link mailed to a new sub-admin (spec section 2: /set-Password/{iv}/{data}).
 * It is valid for SET_PASSWORD_LINK_HOURS and only while the admin still has no password: once
 * set, the stamp no longer matches and the link is dead.
 */
import { createHash } from 'node:crypto';
import { sealLink, type SealedLink } from './sealed-link';

export const SET_PASSWORD_LINK_HOURS = 72;

/** What the link is bound to: the admin's password hash at the time (none for a new admin). */
export const passwordStamp = (passwordHash: string | null) =>
  passwordHash === null ? 'none' : createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);

export function createSetPasswordLink(
  linkKey: Buffer,
  admin: { id: number; passwordHash: string | null },
  now: Date,
): SealedLink {
  return sealLink(linkKey, {
    adminId: admin.id,
    purpose: 'set-password',
    expiresAt: now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000,
    stamp: passwordStamp(admin.passwordHash),
  });
}

/** The address to mail: the SPA route of spec section 2 under the product's public address. */
export const setPasswordUrl = (publicUrl: string, link: SealedLink) =>
  `${publicUrl}/set-Password/${encodeURIComponent(link.iv)}/${encodeURIComponent(link.data)}`;
