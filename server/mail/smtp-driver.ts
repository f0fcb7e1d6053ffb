/** The SMTP driver: real mail through nodemailer to SMTP_URL (smtp:// or smtps://, with credentials). */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailDriver } from './mail-driver';

export function smtpDriver(options: { url: string; from: string; logger: Logger }): MailDriver {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      options.logger.info(`Mail to ${mail.to}: "${mail.subject}" sent by SMTP`);
    },
  };
}
