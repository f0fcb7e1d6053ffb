/**
 * Both mail drivers for real: the outbox writes a standard .eml any mail client opens, and logs
 * no body; the SMTP driver delivers to an SMTP server (smtp-server, on loopback) with credentials.
 */
import { mkdtempSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailDriver } from '../../server/mail/create-mail-driver';
import { outboxDriver } from '../../server/mail/outbox-driver';
import { freePort } from '../support/server-process';
import { readOutbox } from '../support/outbox';
import { recordingLogger, testConfig } from '../support/test-database';

const SECRET_BODY = 'Your code is 482913';

describe('outbox mail driver', () => {
  it('writes the message as a readable .eml, private to the server', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mise-mail-')), 'outbox');
    const logger = recordingLogger();
    await outboxDriver({ dir, from: '"Mise" <no-reply@mise.local>', logger }).send({
      to: 'ada@mise.local',
      subject: 'Your one-time code',
      text: SECRET_BODY,
    });
    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({ to: 'ada@mise.local', from: '"Mise" <no-reply@mise.local>', subject: 'Your one-time code' });
    expect(mail!.text.trim()).toBe(SECRET_BODY);
    const [file] = await readdir(dir);
    expect((await stat(path.join(dir, file!))).mode & 0o077).toBe(0);
    // The console says that a mail went out and where, never what it says.
    expect(logger.lines.join('\n')).toContain('ada@mise.local');
    expect(logger.lines.join('\n')).not.toContain('482913');
  });

  it('is chosen when SMTP_URL is not set, under DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mise-data-'));
    const config = testConfig({ DATA_DIR: dataDir, APP_NAME: 'Mise Kitchen' });
    await createMailDriver(config, recordingLogger()).send({ to: 'a@b.co', subject: 'Hello', text: 'Hi' });
    const [mail] = await readOutbox(path.join(dataDir, 'outbox'));
    expect(mail?.from).toBe('"Mise Kitchen" <no-reply@mise.local>');
  });
});

describe('SMTP mail driver', () => {
  const received: { from: string; to: string[]; body: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 's3cret'
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onData: (stream, session, callback) => {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            body,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the server named by SMTP_URL, signed in with its credentials', async () => {
    const config = testConfig({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'office@mise.local' });
    const logger = recordingLogger();
    await createMailDriver(config, logger).send({ to: 'ada@mise.local', subject: 'Set your password', text: 'Open the link' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'office@mise.local', to: ['ada@mise.local'], user: 'mailer' });
    expect(received[0]!.body).toContain('Subject: Set your password');
    expect(logger.lines.join('\n')).not.toContain('s3cret');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const config = testConfig({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` });
    await expect(createMailDriver(config, recordingLogger()).send({ to: 'a@b.co', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
