/**
 * The outbox driver: the message nodemailer would send, written as RFC 822 (`.eml`, opens in
 * any mail client) into DATA_DIR/outbox, named so that a directory listing is in sending order.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailDriver } from './mail-driver';

export function outboxDriver(options: { dir: string; from: string; logger: Logger; now?: () => Date }): MailDriver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const now = options.now ?? (() => new Date());
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info(`Mail to ${mail.to}: "${mail.subject}" written to ${file}`);
    },
  };
}
