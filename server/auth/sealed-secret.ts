/**
 * A secret kept in a table, sealed (AES-256-GCM under a server key) with what it belongs to as
 * associated data: a copied row or a leaked table gives nothing, and a sealed value moved to
 * another admin's row does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealSecret(key: Buffer, owner: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner));
  return Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url');
}

/** The secret, or null when the value was not sealed for this owner under this key. */
export function openSecret(key: Buffer, owner: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
