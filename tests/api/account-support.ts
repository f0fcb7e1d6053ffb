/**
 * Helpers of the account API tests: the recovery calls, the OTP read from the real outbox, and
 * a snapshot of what an account call may change, to show that a refused call changed nothing.
 */
import { asc } from 'drizzle-orm';
import type { App } from '../../server/app';
import type { Database } from '../../server/db/client';
import { admins, passwordResets, sessions } from '../../server/db/schema';
import { call } from '../support/api-requests';
import { readOutbox, type ReceivedMail } from '../support/outbox';

export const forgot = (app: App, email: string, ip = '127.0.0.1') => call(app, 'auth/forgot-password', { body: { email }, ip });

export const verify = (app: App, body: { email: string; otp: string; otp_token: string }, ip = '127.0.0.1') =>
  call(app, 'auth/verify-otp', { body, ip });

export const reset = (app: App, body: { email: string; otp: string; otp_token: string; new_password: string }, ip = '127.0.0.1') =>
  call(app, 'auth/reset-password', { body, ip });

export const tokenOf = (answer: { body: { data?: unknown } }) => (answer.body.data as { otp_token: string }).otp_token;

/**
 * The mail is sent in the background (the answer must not wait for it): polls the outbox for a
 * mail to `to` that is not among `seen` (file names; the test clock stands still, so names made
 * in the same instant do not sort in sending order).
 */
export async function waitForMail(outbox: string, to: string, seen: ReadonlySet<string>, timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await readOutbox(outbox)).find((mail) => mail.to.includes(to) && !seen.has(mail.file));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const outboxFiles = async (outbox: string) => new Set((await readOutbox(outbox)).map((mail) => mail.file));

export const otpIn = (mail: ReceivedMail) => {
  const found = /\b(\d{6})\b/.exec(mail.text);
  if (!found) throw new Error(`no OTP in the mail "${mail.subject}"`);
  return found[1]!;
};

/** Asks for a code and reads it from the mail that request sent. */
export async function requestOtp(app: App, outbox: string, email: string, ip = '127.0.0.1') {
  const seen = await outboxFiles(outbox);
  const answer = await forgot(app, email, ip);
  if (answer.status !== 200) throw new Error(`forgot-password failed: ${answer.status} ${answer.body.message}`);
  return { otp_token: tokenOf(answer), otp: otpIn(await waitForMail(outbox, email, seen)), email };
}

/** Everything an account call may change: passwords, names, images, sessions, recovery codes. */
export async function accountState(db: Database) {
  return {
    admins: await db
      .select({ id: admins.id, passwordHash: admins.passwordHash, firstName: admins.firstName, lastName: admins.lastName, email: admins.email, profileImage: admins.profileImage })
      .from(admins)
      .orderBy(asc(admins.id)),
    sessions: await db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).orderBy(asc(sessions.id)),
    resets: await db.select().from(passwordResets).orderBy(asc(passwordResets.id)),
  };
}
