/**
 * Server secrets, made once and kept in the database so every server process uses the same
 * (DESIGN.md section 1: the server is stateless). The first process to start inserts them;
 * the others read what it wrote.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

export type Secrets = {
  /** AES-256-GCM key that seals set-password links. */
  linkKey: Buffer;
  /** HMAC key mixed into OTP hashes, so a leaked table cannot be brute-forced offline. */
  otpPepper: Buffer;
  /** HMAC key of the local storage driver's presigned part and video addresses. */
  uploadKey: Buffer;
  /** AES-256-GCM key that seals queued mails (they hold OTPs, links and codes) in the job table. */
  mailKey: Buffer;
  /** HMAC key of the sign-in device cookies (device-cookie.ts). */
  deviceKey: Buffer;
  /** AES-256-GCM key that seals the admins' authenticator secrets (sealed-secret.ts). */
  totpKey: Buffer;
  /** HMAC key of the passkey challenges (passkey-challenge.ts). */
  passkeyKey: Buffer;
};

async function loadOrCreate(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}

export async function loadSecrets(db: Database): Promise<Secrets> {
  return {
    linkKey: await loadOrCreate(db, 'link-key'),
    otpPepper: await loadOrCreate(db, 'otp-pepper'),
    uploadKey: await loadOrCreate(db, 'upload-key'),
    mailKey: await loadOrCreate(db, 'mail-key'),
    deviceKey: await loadOrCreate(db, 'device-key'),
    totpKey: await loadOrCreate(db, 'totp-key'),
    passkeyKey: await loadOrCreate(db, 'passkey-key'),
  };
}
