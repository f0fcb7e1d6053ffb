/** SMTP when SMTP_URL is set, else the outbox in DATA_DIR/outbox. */
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { MailDriver } from './mail-driver';
import { outboxDriver } from './outbox-driver';
import { smtpDriver } from './smtp-driver';

export const outboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

export function createMailDriver(config: Config, logger: Logger): MailDriver {
  const from = `"${config.appName.replace(/"/g, '')}" <${config.mailFrom}>`;
  return config.smtpUrl
    ? smtpDriver({ url: config.smtpUrl, from, logger })
    : outboxDriver({ dir: outboxDir(config), from, logger });
}
