/**
 * Sending mail (DESIGN.md section 1): one interface, two drivers. The outbox (default) writes
 * each message as an .eml file and logs a one-line summary that never includes the body (it may
 * hold an OTP or a link); SMTP sends it for real through nodemailer.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export interface MailDriver {
  send(mail: OutgoingMail): Promise<void>;
}
