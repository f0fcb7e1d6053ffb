/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it receives, for tests
 * that send mail through SMTP_URL. No TLS, no sign-in: `smtp://127.0.0.1:<port>`.
 */
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string };

export type SmtpCatcher = { port: number; received: CaughtMail[]; stop(): Promise<void> };

export async function startSmtpCatcher(port: number): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits until `check` holds, polling; fails naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
