/**
 * The mails the people areas send: the set-password link to a new admin, the activation code to
 * a user. A mail that cannot be sent is a 502 with a message for people, and the failure is
 * logged without the mail's body (it holds a link or a code).
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/http-error';
import { SET_PASSWORD_LINK_HOURS } from '../auth/set-password-link';
import type { OutgoingMail } from '../mail/mail-driver';

type Deps = Pick<AppDeps, 'mail' | 'logger' | 'config'>;

async function send(deps: Deps, mail: OutgoingMail, failure: Answer): Promise<void> {
  try {
    await deps.mail.send(mail);
  } catch (error) {
    deps.logger.error(`Mail "${mail.subject}" could not be sent:`, error);
    throw new HttpError(502, failure);
  }
}

export const SET_PASSWORD_MAIL_FAILED = answer('admin.set_password_mail_failed');
export const ACTIVATION_MAIL_FAILED = answer('user.activation_mail_failed');

export function sendSetPasswordLink(deps: Deps, admin: { email: string; firstName: string }, url: string): Promise<void> {
  const product = deps.config.appName;
  return send(
    deps,
    {
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
    },
    SET_PASSWORD_MAIL_FAILED,
  );
}

export function sendActivationCode(deps: Deps, user: { email: string; firstName: string; activationCode: string }): Promise<void> {
  const product = deps.config.appName;
  return send(
    deps,
    {
      to: user.email,
      subject: `Your ${product} activation code`,
      text: [`Hello ${user.firstName},`, '', `Your activation code is: ${user.activationCode}`, '', `Enter it in the ${product} app to activate your account.`].join('\n'),
    },
    ACTIVATION_MAIL_FAILED,
  );
}
