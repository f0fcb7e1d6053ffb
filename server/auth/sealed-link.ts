/**
 * E-mailed links (DESIGN.md section 5): `iv` and `data` are AES-256-GCM of the claims under the
 * server's link key, with the purpose as associated data, so a link cannot be read, altered or
 * reused for another purpose. `stamp` ties a link to the state it was made for (for set-password:
 * whether the admin had a password then), which makes it single use without storing it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type LinkPurpose = 'set-password';

export type LinkClaims = { adminId: number; purpose: LinkPurpose; expiresAt: number; stamp: string };

export type SealedLink = { iv: string; data: string };

export type OpenedLink = { ok: true; claims: LinkClaims } | { ok: false; problem: 'tampered' | 'expired' };

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealLink(key: Buffer, claims: LinkClaims): SealedLink {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(claims.purpose));
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64url'), data: body.toString('base64url') };
}

export function openLink(key: Buffer, purpose: LinkPurpose, link: SealedLink, now: Date): OpenedLink {
  try {
    const iv = Buffer.from(link.iv, 'base64url');
    const body = Buffer.from(link.data, 'base64url');
    if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return { ok: false, problem: 'tampered' };
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const claims = JSON.parse(text) as LinkClaims;
    if (claims.purpose !== purpose) return { ok: false, problem: 'tampered' };
    if (claims.expiresAt <= now.getTime()) return { ok: false, problem: 'expired' };
    return { ok: true, claims };
  } catch {
    return { ok: false, problem: 'tampered' };
  }
}
