/**
 * One queued mail, taken from the queue by this process (pg-boss's fetch: FOR UPDATE SKIP LOCKED,
 * so no other process of the fleet has it). Expired: dropped unsent and counted. Sent: completed.
 * Failed: handed back to pg-boss, which retries it later (exponential backoff) until its retry
 * limit; the last failure is logged at error level (recipient and subject only) and counted.
 * No line ever holds the mail's body: it carries an OTP, a link or a code.
 */
import type PgBoss from 'pg-boss';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { MailDriver } from './mail-driver';
import type { MailHealthTracker } from './mail-health';
import { MAIL_QUEUE, type MailJob } from './mail-job';
import { openMail } from './sealed-mail';

export type DeliveryDeps = {
  boss: PgBoss;
  mail: MailDriver;
  mailKey: Buffer;
  clock: Clock;
  logger: Logger;
  metrics: Pick<Metrics, 'mailSent' | 'mailFailed' | 'mailExpired'>;
  health: MailHealthTracker;
};

/** The error's first line, kept in the job's output and the logs (a stack adds nothing there). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

export async function deliverMailJob(deps: DeliveryDeps, job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
  const { boss, logger, metrics } = deps;
  const { kind, expiresAt } = job.data;
  if (new Date(expiresAt).getTime() <= deps.clock.now().getTime()) {
    metrics.mailExpired.inc();
    logger.warn(`Mail dropped unsent: its ${kind} expired at ${expiresAt} (job ${job.id}, ${job.retryCount} retries).`);
    await boss.complete(MAIL_QUEUE, job.id, { dropped: 'expired' });
    return;
  }
  let mail;
  try {
    mail = openMail(deps.mailKey, job.data.sealed);
  } catch {
    // Another key sealed it (the secrets were replaced): retrying cannot help.
    metrics.mailFailed.inc();
    logger.error(`Mail dropped: its ${kind} job ${job.id} cannot be opened with this server's mail key.`);
    await boss.cancel(MAIL_QUEUE, job.id);
    return;
  }
  try {
    await deps.mail.send(mail);
  } catch (error) {
    deps.health.failed(error);
    const attempt = job.retryCount + 1;
    if (job.retryCount >= job.retryLimit) {
      metrics.mailFailed.inc();
      logger.error(`Mail to ${mail.to} "${mail.subject}" given up after ${attempt} attempt(s): ${reasonOf(error)}`);
    } else {
      logger.warn(`Mail to ${mail.to} "${mail.subject}" not sent (attempt ${attempt} of ${job.retryLimit + 1}), tried again later: ${reasonOf(error)}`);
    }
    await boss.fail(MAIL_QUEUE, job.id, { message: reasonOf(error) });
    return;
  }
  deps.health.sent();
  metrics.mailSent.inc();
  await boss.complete(MAIL_QUEUE, job.id);
}
