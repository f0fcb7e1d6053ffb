/**
 * Mail goes through the queue (server/mail/mail-queue.ts), so a test reads the outbox once the
 * queue is settled: no mail job waiting that is due now, none being sent. A retry planned for
 * later does not count.
 */
import { sql } from 'drizzle-orm';
import { MAIL_QUEUE } from '../../server/mail/mail-job';
import { lastMailTo, type ReceivedMail } from './outbox';
import type { TestApp } from './test-database';

export async function mailSettled(t: Pick<TestApp, 'db' | 'mailQueue'>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.mailQueue.drain();
    const { rows } = await t.db.execute<{ due: number }>(
      sql`select count(*)::int as due from pgboss.job where name = ${MAIL_QUEUE} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    if (rows[0]!.due === 0) return;
    if (Date.now() > deadline) throw new Error(`mail queue not settled within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest mail to `to` once the queue has settled. */
export async function sentMailTo(t: Pick<TestApp, 'db' | 'mailQueue' | 'outbox'>, to: string): Promise<ReceivedMail | undefined> {
  await mailSettled(t);
  return lastMailTo(t.outbox, to);
}
