/**
 * The trash empties itself (issue #33 item 2) through the job queue in PostgreSQL (pg-boss, as the
 * mail): a cron schedule kept in the database sends one purge job per hour to the whole fleet, and
 * one process takes it, so a fleet of any size purges once, and a process that stops mid-purge
 * leaves the job to be taken again. Not a timer per process.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppDeps } from '../deps';
import { describeError, type Logger } from '../logger';
import { poolJobSql } from '../mail/job-sql';
import { purgeTrash } from './remove-from-trash';
import { createQueueAcrossFleet } from '../jobs/create-queue';

export const TRASH_PURGE_QUEUE = 'trash-purge';
/** Every hour, at a minute of its own (not on the hour, when every cron of the world runs). */
export const TRASH_PURGE_CRON = '23 * * * *';
const DAY_MS = 86_400_000;

export type TrashPurgeDeps = Pick<AppDeps, 'db' | 'storage' | 'logger' | 'clock'> & { days: number };

/** One purge: every entry deleted more than `days` days ago. */
export async function purgeExpiredTrash(deps: TrashPurgeDeps): Promise<number> {
  const purged = await purgeTrash(deps, new Date(deps.clock.now().getTime() - deps.days * DAY_MS));
  if (purged > 0) deps.logger.info(`Trash: ${purged} record${purged === 1 ? '' : 's'} deleted more than ${deps.days} days ago removed for good`);
  return purged;
}

export async function startTrashPurge(pool: pg.Pool, deps: TrashPurgeDeps, logger: Logger): Promise<{ stop(): Promise<void> }> {
  // Its own instance: the mail's runs without cron (`schedule: false`) and with maintenance; this one the other way round.
  const boss = new PgBoss({ db: poolJobSql(pool), schedule: true, supervise: false, migrate: true });
  boss.on('error', (error: unknown) => logger.warn(`Trash purge: ${describeError(error)}`));
  await boss.start();
  await createQueueAcrossFleet(pool, boss, TRASH_PURGE_QUEUE);
  await boss.schedule(TRASH_PURGE_QUEUE, TRASH_PURGE_CRON);
  await boss.work(TRASH_PURGE_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await purgeExpiredTrash(deps);
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
