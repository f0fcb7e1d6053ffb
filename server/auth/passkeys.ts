/**
 * Passkeys in the database and through WebAuthn (issue #32 item 1), by SimpleWebAuthn: the
 * options the browser needs to make a passkey or sign in with one, and the check of what it
 * answers. Every ceremony starts with a challenge of the server's (passkey-challenge.ts), spent
 * once, so an answer cannot be replayed. A passkey must have checked its owner (user
 * verification: a fingerprint, a face, a PIN), which makes it two factors at once.
 */
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { desc, eq } from 'drizzle-orm';
import type { PasskeyRow } from '../../src/api/contract/passkeys';
import type { Database, Transaction } from '../db/client';
import { adminPasskeys } from '../db/schema';
import { PASSKEY_CHALLENGE_TTL_MS } from './passkey-challenge';

type Db = Database | Transaction;

/**
 * Who the passkeys are for: the product's public address. A loopback address is no name a
 * browser lets a passkey belong to, so there `localhost` on the same port stands for it.
 */
export type RelyingParty = { name: string; origins: string[] };

export function relyingParty(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') origins.push(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  return { name, origins };
}

/** The page's origin when it is one of ours (the browser sends it on every POST), else the public one. */
export const originOf = (party: RelyingParty, requestOrigin: string | undefined): string =>
  requestOrigin && party.origins.includes(requestOrigin) ? requestOrigin : party.origins[0]!;

const rpIdOf = (origin: string) => new URL(origin).hostname;
const expected = (party: RelyingParty) => ({ expectedOrigin: party.origins, expectedRPID: party.origins.map(rpIdOf) });

/** The same opaque handle for an admin each time, so an authenticator keeps one passkey per account. */
const userHandle = (adminId: number) => new Uint8Array(createHash('sha256').update(`mise-admin:${adminId}`).digest().subarray(0, 16));

/** The challenge the browser signed, read from its client data ('' when there is none to read). */
export function challengeIn(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

/** As bytes: the library would take a string for text and answer its base64url, not ours. */
const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

const transportsOf = (stored: string) => (stored ? (stored.split(',') as AuthenticatorTransport[]) : []);

export async function passkeysOf(db: Db, adminId: number): Promise<PasskeyRow[]> {
  const rows = await db
    .select({ id: adminPasskeys.id, name: adminPasskeys.name, createdAt: adminPasskeys.createdAt, lastUsedAt: adminPasskeys.lastUsedAt })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(desc(adminPasskeys.createdAt), desc(adminPasskeys.id));
  return rows.map((row) => ({ id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: row.lastUsedAt?.toISOString() ?? null }));
}

type Account = { id: number; email: string; firstName: string; lastName: string };

/** The options for the browser to make a passkey; the admin's existing ones are excluded (one per authenticator). */
export async function registrationOptions(db: Db, party: RelyingParty, origin: string, admin: Account, challenge: string) {
  const existing = await db.select({ credentialId: adminPasskeys.credentialId, transports: adminPasskeys.transports }).from(adminPasskeys).where(eq(adminPasskeys.adminId, admin.id));
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: rpIdOf(origin),
    userID: userHandle(admin.id),
    userName: admin.email,
    userDisplayName: `${admin.firstName} ${admin.lastName}`.trim(),
    challenge: challengeBytes(challenge),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) })),
    // A passkey that signs in alone: kept on the authenticator, and checking its owner.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export type NewPasskey = { credentialId: string; publicKey: string; counter: number; transports: string };

/** The browser's new credential, checked against the challenge and this site; null when it does not hold. */
export async function verifiedNewPasskey(party: RelyingParty, challenge: string, response: RegistrationResponseJSON): Promise<NewPasskey | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({ response, expectedChallenge: challenge, ...expected(party), requireUserVerification: true });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    };
  } catch {
    // A malformed or forged answer: refused like any that does not check out.
    return null;
  }
}

export function signInOptions(origin: string, challenge: string) {
  // No list of credentials: the browser offers the passkeys it holds for this site.
  return generateAuthenticationOptions({ rpID: rpIdOf(origin), challenge: challengeBytes(challenge), timeout: PASSKEY_CHALLENGE_TTL_MS, userVerification: 'required' });
}

/** After the password: the browser offers only this admin's passkeys. */
export async function secondStepOptions(db: Db, origin: string, adminId: number, challenge: string) {
  const theirs = await db.select({ credentialId: adminPasskeys.credentialId, transports: adminPasskeys.transports }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  return generateAuthenticationOptions({
    rpID: rpIdOf(origin),
    challenge: challengeBytes(challenge),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: theirs.map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) })),
  });
}

type StoredPasskey = typeof adminPasskeys.$inferSelect;

export async function passkeyByCredential(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId));
  return row;
}

/** Checks a sign-in's signature with the stored key; the new counter when it holds, else null. */
export async function verifiedSignIn(party: RelyingParty, challenge: string, stored: StoredPasskey, response: AuthenticationResponseJSON): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      ...expected(party),
      credential: { id: stored.credentialId, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: stored.counter, transports: transportsOf(stored.transports) },
      requireUserVerification: true,
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    // A bad signature, another site's answer, or a counter gone backwards (a cloned authenticator).
    return null;
  }
}

export async function notePasskeyUse(tx: Transaction, id: number, counter: number, now: Date): Promise<void> {
  await tx.update(adminPasskeys).set({ counter, lastUsedAt: now }).where(eq(adminPasskeys.id, id));
}
