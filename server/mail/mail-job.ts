/**
 * What a queued mail's job holds: its kind and expiry in clear (the worker drops it unopened once
 * expired, and the logs can name it), and the mail itself sealed (sealed-mail.ts).
 */
import type { SealedMail } from './sealed-mail';

/** The pg-boss queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

export type MailKind = 'recovery-otp' | 'set-password-link' | 'activation-code';

export type MailJob = {
  kind: MailKind;
  /** ISO instant after which the mail's content (OTP, link, code) is worthless: never sent late. */
  expiresAt: string;
  sealed: SealedMail;
};
