/**
 * Storing a new password, the one way reset, set and change password do it: in one transaction
 * the hash is replaced, every session of the admin is revoked (whoever held the old password is
 * signed out everywhere), any recovery code still open dies, and so does any sign-in halfway
 * (a challenge the old password got, waiting for its second factor).
 */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { admins, passwordResets, sessions, signInChallenges } from '../db/schema';

/**
 * `only`: an extra condition on the admin's row (set password: "the password is still the one the
 * link was made for"). Answers false, changing nothing, when the row no longer matches it.
 */
export async function storeNewPassword(
  tx: Transaction,
  adminId: number,
  passwordHash: string,
  now: Date,
  only?: SQL,
): Promise<boolean> {
  const updated = await tx
    .update(admins)
    .set({ passwordHash, updatedAt: now })
    .where(only ? and(eq(admins.id, adminId), only) : eq(admins.id, adminId))
    .returning({ id: admins.id });
  if (updated.length === 0) return false;
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
  await closeOpenResets(tx, adminId, now);
  await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, adminId));
  return true;
}

/** Ends every recovery code of the admin that could still be used. */
export async function closeOpenResets(tx: Database | Transaction, adminId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
}
