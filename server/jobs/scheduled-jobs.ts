/**
 * The product's periodic work (the trash's purge, the versions' thinning) through the job queue in
 * PostgreSQL (pg-boss, as the mail): each job's cron schedule is kept in the database and sends one
 * job per time to the whole fleet, and one process takes it, so a fleet of any size runs it once,
 * and a process that stops midway leaves the job to be taken again. Not a timer per process. One
 * pg-boss instance for all of them: the mail's runs without cron (`schedule: false`) and with
 * maintenance; this one the other way round.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { describeError, type Logger } from '../logger';
import { poolJobSql } from '../mail/job-sql';
import { createQueueAcrossFleet } from './create-queue';

export type ScheduledJob = {
  /** Its queue's name, which also names it in the log. */
  queue: string;
  /** When, as cron: at a minute of its own (not on the hour, when every cron of the world runs). */
  cron: string;
  run: () => Promise<void>;
};

export async function startScheduledJobs(pool: pg.Pool, jobs: readonly ScheduledJob[], logger: Logger): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({ db: poolJobSql(pool), schedule: true, supervise: false, migrate: true });
  boss.on('error', (error: unknown) => logger.warn(`Scheduled jobs: ${describeError(error)}`));
  await boss.start();
  for (const job of jobs) {
    await createQueueAcrossFleet(pool, boss, job.queue);
    await boss.schedule(job.queue, job.cron);
    await boss.work(job.queue, { pollingIntervalSeconds: 30 }, job.run);
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
