/**
 * A queued mail at rest (issue #30 item 4): the job table keeps AES-256-GCM of the whole mail under
 * the server's mail key, so the OTP, set-password link or activation code in its body, and its
 * recipient, cannot be read from a database dump or a backup. Only the worker opens it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { OutgoingMail } from './mail-driver';

export type SealedMail = { iv: string; data: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Associated data: a sealed link of the same key family can never be opened as a mail. */
const PURPOSE = Buffer.from('queued-mail');

export function sealMail(key: Buffer, mail: OutgoingMail): SealedMail {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(PURPOSE);
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64'), data: body.toString('base64') };
}

/** The mail, or an error when the seal was altered or made with another key. */
export function openMail(key: Buffer, sealed: SealedMail): OutgoingMail {
  const iv = Buffer.from(sealed.iv, 'base64');
  const body = Buffer.from(sealed.data, 'base64');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) throw new Error('queued mail: malformed seal');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(PURPOSE);
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  const text = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as OutgoingMail;
}
