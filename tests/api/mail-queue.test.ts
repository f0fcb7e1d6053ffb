/**
 * The durable mail queue (issue #30 item 4, server/mail/mail-queue.ts) as a person or an operator
 * sees it: what sits in pg-boss's job table is sealed (no OTP, code, link or recipient in clear);
 * a recovery mail whose 10 minutes passed while the mail server was down is dropped, not sent
 * late, and counted; a mail that still fails after its last retry is logged at error level with
 * its recipient and subject only, counted, and turns mail health to degraded.
 * The apps here run no worker: each test sends what is due with `mailQueue.drain()`.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_TTL_MS } from '../../server/auth/otp';
import { MAIL_QUEUE } from '../../server/mail/mail-job';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { callForm } from '../support/api-people-requests';
import { insertUsers, roleId } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { SMTP_UNREACHABLE, switchableMail } from '../support/failing-mail';
import { lastMailTo, readOutbox } from '../support/outbox';
import { openTestApp, type OpenTestAppOptions, type TestApp } from '../support/test-database';
import { forgot, otpIn } from './account-support';

const CORA = fixtureAdmins.contentManager.email;

let opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.map((t) => t.close()));
  opened = [];
});

async function open(options: OpenTestAppOptions = {}): Promise<TestApp> {
  const t = await openTestApp({ mailWorker: false, ...options });
  opened.push(t);
  return t;
}

/** Every mail job's data as text, as a database dump would show it. */
async function jobTable(t: TestApp): Promise<string> {
  const { rows } = await t.db.execute<{ data: string }>(sql`select data::text as data from pgboss.job where name = ${MAIL_QUEUE} order by created_on`);
  return rows.map((row) => row.data).join('\n');
}

/** Forgot-password queues its mail after answering: waits for `count` mail jobs. */
async function jobsQueued(t: TestApp, count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE}`);
    if (rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mail jobs within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One sample of the metrics text (what Prometheus scrapes from the metrics listener). */
async function metric(t: TestApp, name: string): Promise<number> {
  const text = await t.metrics.registry.metrics();
  const line = text.split('\n').find((each) => each.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.slice(name.length + 1));
}

describe('mail at rest', () => {
  it('keeps the OTP, the activation code, the set-password link and the recipient out of the job table', async () => {
    const t = await open();
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const [user] = await insertUsers(t.db, [{ first: 'Jacques', last: 'Pepin', email: 'jacques@pepin.test' }]);

    expect((await forgot(t.app, CORA, '10.40.0.1')).status).toBe(200);
    expect((await call(t.app, 'user/resend-activation-code', { body: { id: user!.id }, token })).status).toBe(200);
    const added = await callForm(t.app, 'sub-admin/add', { first_name: 'Fernand', last_name: 'Point', email: 'fernand@brigade.test', admin_role_id: await roleId(t.db, 'Support') }, { token });
    expect(added.status).toBe(200);
    await jobsQueued(t, 3);
    await t.mailQueue.drain();

    const mails = await readOutbox(t.outbox);
    expect(mails).toHaveLength(3);
    const otp = otpIn((await lastMailTo(t.outbox, CORA))!);
    const link = /https?:\/\/\S+/.exec((await lastMailTo(t.outbox, 'fernand@brigade.test'))!.text)![0];
    const table = await jobTable(t);
    // The rows are the three mails (their kinds are in clear), and nothing they say is.
    expect(table).toContain('recovery-otp');
    expect(table).toContain('activation-code');
    expect(table).toContain('set-password-link');
    for (const secret of [otp, 'TESTCODE', link, link.split('/').at(-1)!, CORA, 'jacques@pepin.test', 'fernand@brigade.test', 'password reset code']) {
      expect(table).not.toContain(secret);
    }
    expect(t.logger.lines.join('\n')).not.toContain(otp);
    expect(t.logger.lines.join('\n')).not.toContain('TESTCODE');
  });
});

describe('expired mail', () => {
  it('sends a recovery mail still within its 10 minutes', async () => {
    const t = await open();
    await forgot(t.app, CORA, '10.41.0.1');
    await jobsQueued(t, 1);
    t.clock.advance(OTP_TTL_MS - 1000);
    await t.mailQueue.drain();
    expect(await lastMailTo(t.outbox, CORA)).toBeDefined();
    expect(await metric(t, 'mise_mail_sent_total')).toBe(1);
    expect(await metric(t, 'mise_mail_expired_total')).toBe(0);
  });

  it('drops a recovery mail whose OTP expired while it waited, counts it, and logs no secret', async () => {
    const mail = switchableMail();
    const t = await open({ wrapMail: mail.wrapMail, env: { MAIL_RETRY_DELAY_SECONDS: '1' } });
    mail.state.failing = true;
    await forgot(t.app, CORA, '10.42.0.1');
    await jobsQueued(t, 1);
    await t.mailQueue.drain(); // the mail server is down: the mail waits for its retry
    expect(await metric(t, 'mise_mail_queued')).toBe(1);

    mail.state.failing = false;
    t.clock.advance(OTP_TTL_MS);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the first retry is due within 2 s
    await t.mailQueue.drain();

    expect(await readOutbox(t.outbox)).toEqual([]);
    expect(await metric(t, 'mise_mail_expired_total')).toBe(1);
    expect(await metric(t, 'mise_mail_sent_total')).toBe(0);
    expect(await metric(t, 'mise_mail_queued')).toBe(0);
    const dropped = t.logger.lines.filter((line) => line.includes('dropped unsent'));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toContain('recovery-otp');
  });
});

describe('mail that keeps failing', () => {
  it('retries, then logs the last failure at error level with recipient and subject, counts it, and reports mail degraded', async () => {
    const mail = switchableMail();
    const t = await open({ wrapMail: mail.wrapMail, env: { MAIL_RETRY_LIMIT: '1', MAIL_RETRY_DELAY_SECONDS: '1' } });
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const [user] = await insertUsers(t.db, [{ first: 'Julia', last: 'Child', email: 'julia@child.test' }]);
    const errors = vi.spyOn(t.logger, 'error');
    mail.state.failing = true;

    expect((await call(t.app, 'user/resend-activation-code', { body: { id: user!.id }, token })).status).toBe(200);
    await t.mailQueue.drain();
    // The first failure is retried later: not yet a failed mail.
    expect(await metric(t, 'mise_mail_failed_total')).toBe(0);
    expect(t.mailQueue.health()).toMatchObject({ ok: false });
    expect(t.logger.lines.some((line) => line.includes('given up'))).toBe(false);
    // Degraded, not unready: the process still takes traffic, and says so in the body and the metric.
    const degraded = await call(t.app, '/api/v1/ready');
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: true, code: 'server.ready', data: { database: 'up', storage: 'up', mail: 'degraded' } });
    expect(await metric(t, 'mise_dependency_up{dependency="mail"}')).toBe(0);
    expect(t.logger.lines.filter((line) => line.startsWith('Mail is degraded (mail unavailable: the last send failed'))).toHaveLength(1);

    const deadline = Date.now() + 6000;
    while ((await metric(t, 'mise_mail_failed_total')) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.mailQueue.drain();
    }
    expect(await metric(t, 'mise_mail_failed_total')).toBe(1);
    const givenUp = t.logger.lines.filter((line) => line.includes('given up'));
    expect(givenUp).toEqual([`Mail to julia@child.test "Your Mise activation code" given up after 2 attempt(s): ${SMTP_UNREACHABLE}`]);
    expect(errors.mock.calls.map(([message]) => message)).toEqual(givenUp);
    expect(t.logger.lines.join('\n')).not.toContain('TESTCODE');
    expect(await readOutbox(t.outbox)).toEqual([]);
    const { rows } = await t.db.execute<{ state: string }>(sql`select state::text from pgboss.job where name = ${MAIL_QUEUE}`);
    expect(rows).toEqual([{ state: 'failed' }]);

    // Mail health recovers with the next mail that goes out.
    mail.state.failing = false;
    expect((await call(t.app, 'user/resend-activation-code', { body: { id: user!.id }, token })).status).toBe(200);
    await t.mailQueue.drain();
    expect(t.mailQueue.health()).toEqual({ ok: true });
    expect(await metric(t, 'mise_mail_sent_total')).toBe(1);
    expect((await call(t.app, '/api/v1/ready')).body).toMatchObject({ data: { mail: 'up' } });
    expect(await metric(t, 'mise_dependency_up{dependency="mail"}')).toBe(1);
  });
});
