/**
 * The durable mail queue (DESIGN.md section 8, issue #30 item 4): every mail goes through pg-boss
 * in the app's PostgreSQL (schema `pgboss`), so a mail survives a restart or an SMTP outage, is
 * retried with exponential backoff (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS), is sent by one
 * process of a fleet only, and is dropped once its content expired.
 *
 * `enqueue` with `within` queues in the caller's transaction (the mail exists exactly when its row
 * does); call `wake()` after that transaction commits so this process sends it at once rather than
 * at the next poll. The worker is a loop of our own over pg-boss's fetch (not `work()`), so a burst
 * of mails goes out back to back and tests can `drain()` the queue.
 */
import { createQueueAcrossFleet } from '../jobs/create-queue';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Secrets } from '../auth/secrets';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Transaction } from '../db/client';
import { isDatabaseUnavailable, unavailableCause } from '../db/database-unavailable';
import { describeError, type Logger } from '../logger';
import { watchQueuedMails, type Metrics } from '../observability/metrics';
import { deliverMailJob } from './deliver-mail-job';
import { poolJobSql, transactionJobSql } from './job-sql';
import type { MailDriver, OutgoingMail } from './mail-driver';
import { mailHealthTracker, type MailHealth } from './mail-health';
import { MAIL_QUEUE, type MailJob, type MailKind } from './mail-job';
import { sealMail } from './sealed-mail';

export type EnqueueOptions = {
  kind: MailKind;
  /** When the mail's content stops working; the worker drops it unsent after that. */
  expiresAt: Date;
  /** The transaction that writes the mail's row; the caller then calls wake() after the commit. */
  within?: Transaction;
};

export type MailQueue = {
  enqueue(mail: OutgoingMail, options: EnqueueOptions): Promise<void>;
  /** Look for queued mail now (after the transaction that queued one committed). */
  wake(): void;
  /** For /api/v1/ready: false while this process's last attempt to send a mail failed. */
  health(): MailHealth;
  /** Sends (or drops) every mail due now, then settles; for tests and tools. */
  drain(): Promise<void>;
  /** Stops the worker, letting the mail in hand finish for at most `timeoutMs`; before the pool closes. */
  stop(timeoutMs?: number): Promise<void>;
};

export type MailQueueDeps = {
  pool: pg.Pool;
  mail: MailDriver;
  secrets: Pick<Secrets, 'mailKey'>;
  clock: Clock;
  logger: Logger;
  metrics: Metrics;
  config: Pick<Config, 'mailRetryLimit' | 'mailRetryDelaySeconds'>;
};

/** How often an idle worker looks for mail another process queued, or whose retry is due. */
export const MAIL_POLL_MS = 2_000;
const BATCH = 10;
/** A job active longer than this (its process died mid-send, or the send hangs) is failed by pg-boss's maintenance, then retried. */
const SEND_TIMEOUT_SECONDS = 300;
/** A job whose content expired stays this long for the worker to drop and count it, then pg-boss deletes it. */
const KEEP_AFTER_EXPIRY_SECONDS = 3600;

function newBoss(pool: pg.Pool, logger: Logger): PgBoss {
  // No cron here (`schedule`); `supervise` keeps pg-boss's maintenance: it retries a job whose
  // process died while sending, and archives and deletes old jobs. Finished mails (sealed, but
  // their key lives in the same database) leave the job table after an hour and the archive
  // after a day, rather than pg-boss's 12 hours and 7 days.
  const boss = new PgBoss({
    db: poolJobSql(pool),
    schedule: false,
    supervise: true,
    migrate: true,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: unknown) => logger.warn(`Mail queue: ${describeError(error)}`));
  return boss;
}

/** Creates the `pgboss` schema and the mail queue when missing, without a worker (a test template's, say). */
export async function installMailQueue(pool: pg.Pool, logger: Logger): Promise<void> {
  const boss = newBoss(pool, logger);
  await boss.start();
  await createQueueAcrossFleet(pool, boss, MAIL_QUEUE);
  await boss.stop({ graceful: false });
}

export async function startMailQueue(deps: MailQueueDeps, options: { worker?: boolean; pollMs?: number } = {}): Promise<MailQueue> {
  const { logger, config } = deps;
  const boss = newBoss(deps.pool, logger);
  await boss.start();
  await createQueueAcrossFleet(deps.pool, boss, MAIL_QUEUE);
  const health = mailHealthTracker(deps.clock.now);
  const delivery = { boss, mail: deps.mail, mailKey: deps.secrets.mailKey, clock: deps.clock, logger, metrics: deps.metrics, health };
  watchQueuedMails(deps.metrics, () => boss.getQueueSize(MAIL_QUEUE));

  async function deliverDue(): Promise<number> {
    const jobs = await boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: BATCH, includeMetadata: true });
    for (const job of jobs) await deliverMailJob(delivery, job);
    return jobs.length;
  }

  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      // Unref'd: an idle queue never keeps a process alive on its own.
      const timer = setTimeout(resolve, ms).unref();
      wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wakeSleeper = undefined));

  async function work(): Promise<void> {
    while (!stopping) {
      woken = false;
      let found = 0;
      try {
        found = await deliverDue();
      } catch (error) {
        // The database away: one line, not a stack every poll; it is retried at the next one.
        logger.warn(`Mail queue: ${isDatabaseUnavailable(error) ? `the database is not answering (${unavailableCause(error)})` : describeError(error)}`);
      }
      if (found === 0 && !woken && !stopping) await sleep(options.pollMs ?? MAIL_POLL_MS);
    }
  }
  const working = options.worker === false ? Promise.resolve() : work();

  return {
    async enqueue(mail, { kind, expiresAt, within }) {
      const data: MailJob = { kind, expiresAt: expiresAt.toISOString(), sealed: sealMail(deps.secrets.mailKey, mail) };
      const lifetimeSeconds = Math.ceil((expiresAt.getTime() - deps.clock.now().getTime()) / 1000);
      const id = await boss.send(MAIL_QUEUE, data, {
        retryLimit: config.mailRetryLimit,
        retryDelay: config.mailRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: SEND_TIMEOUT_SECONDS,
        retentionSeconds: Math.max(lifetimeSeconds, 0) + KEEP_AFTER_EXPIRY_SECONDS,
        ...(within ? { db: transactionJobSql(within) } : {}),
      });
      // pg-boss inserts nothing for a queue it does not know: the caller must not answer "sent".
      if (!id) throw new Error(`the mail queue "${MAIL_QUEUE}" refused a ${kind} mail`);
      if (!within) wake();
    },
    wake,
    health: health.health,
    async drain() {
      while ((await deliverDue()) > 0);
    },
    async stop(timeoutMs = 10_000) {
      stopping = true;
      wake();
      await Promise.race([working, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
