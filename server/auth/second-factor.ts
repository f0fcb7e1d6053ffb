/**
 * An admin's second factor in the database (issue #32 item 1): the authenticator secret, set up in
 * two steps (a secret to scan, then its first code back), and the recovery codes. The secret is
 * sealed to its admin (sealed-secret.ts); a recovery code is spent by one UPDATE, so two requests
 * racing with the same code cannot both pass.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SecondFactorStatus } from '../../src/api/contract/second-factor';
import type { Database, Transaction } from '../db/client';
import type { SecondStepMethod } from '../../src/api/contract/second-factor';
import { adminPasskeys, adminRoles, admins, adminTotp, recoveryCodes, sessions } from '../db/schema';
import type { Secrets } from './secrets';
import { openSecret, sealSecret } from './sealed-secret';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchingStep, newTotpSecret } from './totp';

type Db = Database | Transaction;
export type SecondFactorMethod = 'totp' | 'recovery_code';

const owner = (adminId: number) => `totp\0${adminId}`;

export async function secondFactorStatus(db: Db, adminId: number): Promise<SecondFactorStatus> {
  const [totp] = await db.select({ confirmedAt: adminTotp.confirmedAt }).from(adminTotp).where(eq(adminTotp.adminId, adminId));
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return { totp: Boolean(totp?.confirmedAt), recovery_codes_left: codes?.left ?? 0 };
}

/**
 * How this admin can prove a sign-in's second step: the authenticator app (and its recovery
 * codes) once confirmed, and a passkey once they have one. Empty: the password alone signs in.
 */
export async function secondStepMethods(db: Db, adminId: number): Promise<SecondStepMethod[]> {
  const [totp] = await db
    .select({ adminId: adminTotp.adminId })
    .from(adminTotp)
    .where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt)));
  const [passkey] = await db.select({ id: adminPasskeys.id }).from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)).limit(1);
  return [...(totp ? (['totp', 'recovery_code'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}

/** Whether a sign-in of this admin asks for a second factor: an app or a passkey. */
export async function hasSecondFactor(db: Db, adminId: number): Promise<boolean> {
  return (await secondStepMethods(db, adminId)).length > 0;
}

/** Whether the admin's role requires a second factor (issue #32 item 1). */
export async function roleRequiresSecondFactor(db: Db, adminId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: adminRoles.requireSecondFactor })
    .from(admins)
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(eq(admins.id, adminId));
  return row?.required === true;
}

/** Whether a session of this admin starts bound to setting up the second factor its role requires. */
export async function lacksRequiredSecondFactor(db: Db, adminId: number): Promise<boolean> {
  return (await roleRequiresSecondFactor(db, adminId)) && !(await hasSecondFactor(db, adminId));
}

/**
 * Taken before removing one of an admin's factors: two removals at once (the app and the last
 * passkey, from two tabs) then follow each other, so the second sees what the first left.
 */
export async function lockSecondFactors(tx: Transaction, adminId: number): Promise<void> {
  await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('update');
}

/** Once the factor is on, the admin's sessions are free of the set-up they were bound to. */
export async function releaseSessionsOf(tx: Transaction, adminId: number): Promise<void> {
  await tx.update(sessions).set({ needsSecondFactor: false }).where(and(eq(sessions.adminId, adminId), eq(sessions.needsSecondFactor, true)));
}

/**
 * A new secret waiting for its first code, replacing any earlier one still waiting. Null when the
 * factor is already on: it is turned off first, with the password (a second secret beside the
 * first would leave the admin unsure which app signs in).
 */
export async function startTotp(tx: Transaction, key: Buffer, adminId: number): Promise<string | null> {
  const [current] = await tx.select({ confirmedAt: adminTotp.confirmedAt }).from(adminTotp).where(eq(adminTotp.adminId, adminId)).for('update');
  if (current?.confirmedAt) return null;
  const secret = newTotpSecret();
  const secretSealed = sealSecret(key, owner(adminId), secret);
  await tx
    .insert(adminTotp)
    .values({ adminId, secretSealed })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { secretSealed, confirmedAt: null, lastStep: 0 } });
  return secret;
}

/** What confirming the waiting secret with its first code came to. */
export type Confirmed = { ok: true; recoveryCodes: string[] } | { ok: false; problem: 'nothing-waiting' | 'wrong-code' };

export async function confirmTotp(tx: Transaction, secrets: Secrets, adminId: number, code: string, now: Date): Promise<Confirmed> {
  const [row] = await tx.select().from(adminTotp).where(eq(adminTotp.adminId, adminId)).for('update');
  if (!row || row.confirmedAt) return { ok: false, problem: 'nothing-waiting' };
  const secret = openSecret(secrets.totpKey, owner(adminId), row.secretSealed);
  const step = secret === null ? null : matchingStep(secret, code, now, row.lastStep);
  if (step === null) return { ok: false, problem: 'wrong-code' };
  await tx.update(adminTotp).set({ confirmedAt: now, lastStep: step }).where(eq(adminTotp.adminId, adminId));
  await releaseSessionsOf(tx, adminId);
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(tx, secrets.otpPepper, adminId) };
}

/** Turns the factor off: the secret and every recovery code go. True when there was one. */
export async function removeTotp(tx: Transaction, adminId: number): Promise<boolean> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  const removed = await tx.delete(adminTotp).where(eq(adminTotp.adminId, adminId)).returning({ adminId: adminTotp.adminId });
  return removed.length > 0;
}

/** Ten new codes, the old ones gone: answered once, never stored in the clear. */
export async function replaceRecoveryCodes(tx: Transaction, pepper: Buffer, adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(pepper, code) })));
  return codes;
}

/**
 * Checks a sign-in's second factor and spends it: an app's code (its step remembered, so it
 * works once) or an unused recovery code (marked used). Which it was, or null for neither.
 */
export async function spendSecondFactor(tx: Transaction, secrets: Secrets, adminId: number, code: string, now: Date): Promise<SecondFactorMethod | null> {
  const [row] = await tx.select().from(adminTotp).where(and(eq(adminTotp.adminId, adminId), isNotNull(adminTotp.confirmedAt))).for('update');
  if (!row) return null;
  if (/^\d+$/.test(code)) {
    const secret = openSecret(secrets.totpKey, owner(adminId), row.secretSealed);
    const step = secret === null ? null : matchingStep(secret, code, now, row.lastStep);
    if (step === null) return null;
    await tx.update(adminTotp).set({ lastStep: step }).where(eq(adminTotp.adminId, adminId));
    return 'totp';
  }
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.adminId, adminId), eq(recoveryCodes.codeHash, hashRecoveryCode(secrets.otpPepper, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0 ? 'recovery_code' : null;
}

