/**
 * Mail is never lost (issue #30 item 4, DESIGN.md section 8) with real server processes (`npm
 * start`'s entry) and a real SMTP server on loopback: an OTP asked for while the mail server is
 * down arrives exactly once when it comes back, and still works; a mail queued before a restart
 * is sent after it; with two processes on one
 * PostgreSQL (the system's, as in fleet.test.ts), every queued mail is sent by one of them, once.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { E2E_ADMIN, freePort, removeDataDir, startServer, type ServerProcess } from '../support/server-process';
import { startSmtpCatcher, until, type SmtpCatcher } from '../support/smtp-catcher';
import { startSystemPostgres, type SystemPostgres } from '../support/system-postgres';

type Envelope = { status: boolean; message: string; data?: unknown };

async function api(server: ServerProcess, call: string, options: { token?: string; body?: unknown; form?: Record<string, string>; method?: string } = {}) {
  const headers: Record<string, string> = { ...(options.token && { authorization: `Bearer ${options.token}` }) };
  let body: string | FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(options.form)) body.append(name, value);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}${ADMIN_API_BASE}${call}`, { method: options.method ?? 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const signIn = async (server: ServerProcess) =>
  ((await api(server, 'auth/login', { body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).body.data as { token: string }).token;

/** Time for every process to poll the queue twice more: a duplicate would have arrived by then. */
const SETTLE_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail server down during forgot-password, then up', () => {
  let server: ServerProcess;
  let smtp: SmtpCatcher | undefined;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_DELAY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await smtp?.stop();
  });

  it('answers at once, and the OTP mail arrives exactly once when the mail server is back, with a code that works', async () => {
    const answer = await api(server, 'auth/forgot-password', { body: { email: E2E_ADMIN.email } });
    expect(answer.status).toBe(200);
    const otpToken = (answer.body.data as { otp_token: string }).otp_token;
    // Nothing listens on the SMTP port yet: the first attempt fails and the mail waits for a retry.
    await until(() => server.output().includes('not sent (attempt 1'), 'the first failed attempt in the log', 15_000);

    smtp = await startSmtpCatcher(smtpPort);
    await until(() => smtp!.received.length > 0, 'the OTP mail');
    await sleep(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([E2E_ADMIN.email]);
    const otp = /code is (\d{6})/.exec((await simpleParser(smtp.received[0]!.raw)).text ?? '')?.[1];
    expect(otp).toBeDefined();
    expect((await api(server, 'auth/verify-otp', { body: { email: E2E_ADMIN.email, otp, otp_token: otpToken } })).status).toBe(200);
    // The process log names the failed attempts, never the code.
    expect(server.output()).not.toContain(otp);
  });

  it('sends after a restart a mail queued before it', async () => {
    await smtp!.stop();
    smtp = undefined;
    const answer = await api(server, 'auth/forgot-password', { body: { email: E2E_ADMIN.email } });
    expect(answer.status).toBe(200);
    await until(() => (server.output().match(/not sent \(attempt 1/g) ?? []).length === 2, 'the failed attempt in the log', 15_000);
    await server.stop();

    smtp = await startSmtpCatcher(smtpPort);
    server = await startServer({ dataDir: server.dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_DELAY_SECONDS: '1' } });
    await until(() => smtp!.received.length > 0, 'the OTP mail after the restart');
    await sleep(SETTLE_MS);
    expect(smtp.received).toHaveLength(1);
    const otp = /code is (\d{6})/.exec((await simpleParser(smtp.received[0]!.raw)).text ?? '')?.[1];
    const otpToken = (answer.body.data as { otp_token: string }).otp_token;
    expect((await api(server, 'auth/verify-otp', { body: { email: E2E_ADMIN.email, otp, otp_token: otpToken } })).status).toBe(200);
  });
});

describe('two server processes on one PostgreSQL', () => {
  let database: SystemPostgres;
  let smtp: SmtpCatcher;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await startSystemPostgres();
    smtp = await startSmtpCatcher(await freePort());
    const env = { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    a = await startServer({ env });
    b = await startServer({ env });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const server of [a, b]) if (server) removeDataDir(server.dataDir);
    await smtp?.stop();
    await database?.stop();
  });

  it('sends each queued mail once', async () => {
    const token = await signIn(a);
    const roles = (await api(a, 'sub-admin/admin-role', { token, method: 'GET' })).body.data as { rows: { id: number; role: string }[] };
    const support = roles.rows.find((role) => role.role === 'Support')!.id;
    const emails = Array.from({ length: 12 }, (_, n) => `fleet-${n}@brigade.test`);
    // Added on A and on B in turn, in pairs at once: each process queues and polls.
    for (let n = 0; n < emails.length; n += 2) {
      const answers = await Promise.all(
        [a, b].map((server, k) =>
          api(server, 'sub-admin/add', { token, form: { first_name: 'Fleet', last_name: `Cook ${n + k}`, email: emails[n + k]!, admin_role_id: String(support) } }),
        ),
      );
      for (const answer of answers) expect(answer.status, answer.body.message).toBe(200);
    }

    await until(() => smtp.received.length >= emails.length, `${emails.length} mails`);
    await sleep(SETTLE_MS);
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([...emails].sort());
    const sentBy = (server: ServerProcess) => server.output().split('\n').filter((line) => line.includes('sent by SMTP')).length;
    expect(sentBy(a) + sentBy(b)).toBe(emails.length);
  });
});
