/**
 * Password recovery by OTP (spec sections 4 and 7, DESIGN.md section 5): forgot-password mails a
 * 6-digit code bound to the otp_token it answers; verify-otp and reset-password check the pair.
 * A code works for 10 minutes, dies after 5 wrong tries (even with the right digits after that)
 * and once used. An unknown e-mail gets the same answer (a decoy token, no mail), and a decoy
 * answers every later call the way a real code would.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { whoFor } from '../activity/activity-who';
import { passwordEntry } from '../activity/password-entry';
import { recordActivity } from '../activity/record-activity';
import type { AppDeps } from '../deps';
import { admins, passwordResets } from '../db/schema';
import { HttpError } from '../http/http-error';
import { assertPasswordNotGuessable } from './guessable-password';
import { hashPassword } from './password';
import { closeOpenResets, storeNewPassword } from './recovery-new-password';
import { forgotKeys, limitedAttempt, wrongOtpKeys } from './recovery-limits';
import type { AfterAnswer } from '../http/after-answer';
import { recoveryMail } from './recovery-mail';
import { countDecoyFailure, decoyFailures } from './otp-decoy';
import { hashOtp, hashOtpToken, newOtp, newOtpToken, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpTokenIssuedAt, sameHash } from './otp';

export type RecoveryDeps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'mailQueue' | 'logger' | 'config'>;
export type OtpClaim = { email: string; otp: string; otp_token: string };

export const OTP_SENT = answer('account.otp_sent');
export const OTP_VERIFIED = answer('account.otp_verified');
export const PASSWORD_RESET = answer('account.password_reset');
export const OTP_NOT_VALID = answer('account.otp_not_valid');
export const OTP_EXPIRED = answer('account.otp_expired');
export const OTP_USED = answer('account.otp_used');
export const OTP_DEAD = answer('account.otp_dead');
export const wrongOtpMessage = (left: number) => (left > 0 ? answer('account.otp_wrong', { left }) : answer('account.otp_wrong_last'));

const refuse = (said: Answer) => new HttpError(400, said);

/**
 * POST auth/forgot-password: answers the otp_token at once; the account's code and mail are made
 * after the answer (`later`), so known and unknown e-mails take the same time to answer.
 */
export async function startRecovery(deps: RecoveryDeps, later: AfterAnswer, email: string, address: string): Promise<string> {
  const now = deps.clock.now();
  await limitedAttempt(deps.db, forgotKeys(email, address), now);
  const otpToken = newOtpToken(now);
  later.run(() => mailRecoveryCode(deps, email, otpToken, now), 'Could not start a password recovery:');
  return otpToken;
}

/** Mails the OTP of `otpToken` to the active admin of `email`; does nothing for any other e-mail. */
async function mailRecoveryCode(deps: RecoveryDeps, email: string, otpToken: string, now: Date): Promise<void> {
  const { db, secrets } = deps;
  const [admin] = await db
    .select({ id: admins.id, email: admins.email, firstName: admins.firstName })
    .from(admins)
    .where(and(eq(sql`lower(${admins.email})`, email), eq(admins.isActive, true)));
  if (!admin) return;

  const otp = newOtp();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const mail = recoveryMail({ to: admin.email, firstName: admin.firstName, otp, appName: deps.config.appName });
  await db.transaction(async (tx) => {
    // Only the newest code works: asking again replaces the one mailed before.
    await closeOpenResets(tx, admin.id, now);
    await tx.insert(passwordResets).values({
      adminId: admin.id,
      otpTokenHash: hashOtpToken(secrets.otpPepper, otpToken),
      otpHash: hashOtp(secrets.otpPepper, otpToken, otp),
      expiresAt,
      createdAt: now,
    });
    // Queued with its code: SMTP down, the mail waits and is retried; past the code's 10 minutes it is dropped.
    await deps.mailQueue.enqueue(mail, { kind: 'recovery-otp', expiresAt, within: tx });
  });
  deps.mailQueue.wake();
}

type OpenReset = { id: number; adminId: number };
/** What a claim comes to: the recovery it opens, or a refusal that counts as a wrong OTP or not. */
type ClaimCheck = { reset: OpenReset } | { refusal: HttpError; wrongOtp: boolean };

const wrongOtp = (message: Answer): ClaimCheck => ({ refusal: refuse(message), wrongOtp: true });
const refused = (message: Answer): ClaimCheck => ({ refusal: refuse(message), wrongOtp: false });

/** The recovery a claim opens, or the refusal a person should read. Wrong OTPs count per address. */
async function openReset(deps: RecoveryDeps, claim: OtpClaim, address: string): Promise<OpenReset> {
  const now = deps.clock.now();
  // Counted before the check and taken back unless the OTP was wrong: simultaneous guesses cannot pass the limit.
  const attempt = await limitedAttempt(deps.db, wrongOtpKeys(address), now);
  const checked = await checkClaim(deps, claim, now);
  if ('reset' in checked) {
    await attempt.release();
    return checked.reset;
  }
  if (!checked.wrongOtp) await attempt.release();
  throw checked.refusal;
}

async function checkClaim(deps: RecoveryDeps, claim: OtpClaim, now: Date): Promise<ClaimCheck> {
  const { db, secrets } = deps;
  const issuedAt = otpTokenIssuedAt(claim.otp_token);
  if (!issuedAt) return wrongOtp(OTP_NOT_VALID);
  const tokenHash = hashOtpToken(secrets.otpPepper, claim.otp_token);
  const [row] = await db
    .select({
      id: passwordResets.id,
      adminId: passwordResets.adminId,
      otpHash: passwordResets.otpHash,
      failedAttempts: passwordResets.failedAttempts,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      email: admins.email,
    })
    .from(passwordResets)
    .innerJoin(admins, eq(admins.id, passwordResets.adminId))
    .where(eq(passwordResets.otpTokenHash, tokenHash));

  // A token of another e-mail is a decoy for this one: nothing about the real account shows.
  if (!row || row.email.toLowerCase() !== claim.email) {
    if ((await decoyFailures(db, tokenHash, issuedAt)) >= OTP_MAX_ATTEMPTS) return refused(OTP_DEAD);
    if (issuedAt.getTime() + OTP_TTL_MS <= now.getTime()) return refused(OTP_EXPIRED);
    const failures = await countDecoyFailure(db, tokenHash, issuedAt);
    return wrongOtp(wrongOtpMessage(OTP_MAX_ATTEMPTS - failures));
  }
  if (row.usedAt) return refused(OTP_USED);
  if (row.failedAttempts >= OTP_MAX_ATTEMPTS) return refused(OTP_DEAD);
  if (row.expiresAt <= now) return refused(OTP_EXPIRED);
  if (!sameHash(hashOtp(secrets.otpPepper, claim.otp_token, claim.otp), row.otpHash)) {
    // Counted in the database, conditionally: concurrent guesses cannot get a sixth try.
    const [counted] = await db
      .update(passwordResets)
      .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
      .where(and(eq(passwordResets.id, row.id), lt(passwordResets.failedAttempts, OTP_MAX_ATTEMPTS)))
      .returning({ failedAttempts: passwordResets.failedAttempts });
    return wrongOtp(counted ? wrongOtpMessage(OTP_MAX_ATTEMPTS - counted.failedAttempts) : OTP_DEAD);
  }
  return { reset: { id: row.id, adminId: row.adminId } };
}

/** Only while the code is still alive: unused, not exhausted, not expired. */
const stillOpen = (id: number, now: Date) =>
  and(
    eq(passwordResets.id, id),
    isNull(passwordResets.usedAt),
    lt(passwordResets.failedAttempts, OTP_MAX_ATTEMPTS),
    gt(passwordResets.expiresAt, now),
  );

/** POST auth/verify-otp. Verifying does not use the code up: reset-password needs it again. */
export async function verifyRecovery(deps: RecoveryDeps, claim: OtpClaim, address: string): Promise<void> {
  const reset = await openReset(deps, claim, address);
  const now = deps.clock.now();
  const verified = await deps.db
    .update(passwordResets)
    .set({ verifiedAt: sql`coalesce(${passwordResets.verifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(stillOpen(reset.id, now))
    .returning({ id: passwordResets.id });
  if (verified.length === 0) throw refuse(OTP_USED);
}

/** POST auth/reset-password: the new password replaces the old, and every session of the admin ends. */
export async function resetWithOtp(deps: RecoveryDeps, claim: OtpClaim, newPassword: string, address: string): Promise<void> {
  const reset = await openReset(deps, claim, address);
  const [person] = await deps.db
    .select({ email: admins.email, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.id, reset.adminId));
  assertPasswordNotGuessable(newPassword, person ?? {}, deps.config.appName, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(stillOpen(reset.id, now))
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    if (!(await storeNewPassword(tx, reset.adminId, passwordHash, now))) return false;
    // Nobody is signed in: the row names the admin whose password it is.
    const [owner] = await tx.select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, reset.adminId));
    const who = whoFor(owner!, address, now);
    await recordActivity(tx, who, passwordEntry(who));
    return true;
  });
  if (!done) throw refuse(OTP_USED);
}
