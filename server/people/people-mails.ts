/**
 * The mails the people areas send: the set-password link to a new admin, the activation code to
 * a user. Both go through the durable mail queue (server/mail/mail-queue.ts): the call answers
 * once the mail is queued, and the queue retries it while the mail server is down. Each carries
 * the lifetime of what it holds, after which the queue drops it rather than send it late.
 */
import type { AppDeps } from '../deps';
import type { Transaction } from '../db/client';
import { SET_PASSWORD_LINK_HOURS } from '../auth/set-password-link';

type Deps = Pick<AppDeps, 'mailQueue' | 'config' | 'clock'>;

/**
 * The activation code itself never expires, but a mail that arrives a day after the admin pressed
 * "resend" is one nobody waits for any more (they would have resent it again): after 24 hours
 * the queue drops it. That also bounds how long a code sits, sealed, in the job table.
 */
export const ACTIVATION_MAIL_HOURS = 24;

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** Queued in `within`, the transaction that adds the admin: the admin and the mail exist together. */
export async function queueSetPasswordLink(deps: Deps, admin: { email: string; firstName: string }, url: string, within: Transaction): Promise<void> {
  const product = deps.config.appName;
  const mail = {
    to: admin.email,
    subject: `Set your ${product} password`,
    text: [
      `Hello ${admin.firstName},`,
      '',
      `An administrator account was created for you on ${product}. Choose your password here:`,
      '',
      url,
      '',
      `The link works once and for ${SET_PASSWORD_LINK_HOURS} hours.`,
    ].join('\n'),
  };
  await deps.mailQueue.enqueue(mail, { kind: 'set-password-link', expiresAt: hoursFrom(deps.clock.now(), SET_PASSWORD_LINK_HOURS), within });
}

export async function queueActivationCode(deps: Deps, user: { email: string; firstName: string; activationCode: string }): Promise<void> {
  const product = deps.config.appName;
  const mail = {
    to: user.email,
    subject: `Your ${product} activation code`,
    text: [`Hello ${user.firstName},`, '', `Your activation code is: ${user.activationCode}`, '', `Enter it in the ${product} app to activate your account.`].join('\n'),
  };
  await deps.mailQueue.enqueue(mail, { kind: 'activation-code', expiresAt: hoursFrom(deps.clock.now(), ACTIVATION_MAIL_HOURS) });
}
