/** The mail that carries a recovery OTP. It says how long the code works and what to do if unasked. */
import { escapeHtml } from '../http/spa';
import type { OutgoingMail } from '../mail/mail-driver';
import { OTP_TTL_MS } from './otp';

export function recoveryMail(options: { to: string; firstName: string; otp: string; appName: string }): OutgoingMail {
  const minutes = OTP_TTL_MS / 60_000;
  const lines = [
    `Hello ${options.firstName},`,
    '',
    `Your ${options.appName} password reset code is ${options.otp}. It works once, for ${minutes} minutes.`,
    '',
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  ];
  const html = [
    `<p>Hello ${escapeHtml(options.firstName)},</p>`,
    `<p>Your ${escapeHtml(options.appName)} password reset code is</p>`,
    `<p style="font-size:28px;font-weight:600;letter-spacing:6px">${options.otp}</p>`,
    `<p>It works once, for ${minutes} minutes.</p>`,
    '<p>If you did not ask to reset your password, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to: options.to, subject: `Your ${options.appName} password reset code`, text: lines.join('\n'), html };
}
