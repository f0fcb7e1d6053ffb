/**
 * The trash empties itself (issue #33 item 2): once an hour, through the job queue in PostgreSQL
 * (server/jobs/scheduled-jobs.ts), one process of the fleet removes for good what was deleted more
 * than TRASH_DAYS ago.
 */
import type { AppDeps } from '../deps';
import type { ScheduledJob } from '../jobs/scheduled-jobs';
import { purgeTrash } from './remove-from-trash';

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

export const trashPurgeJob = (deps: TrashPurgeDeps): ScheduledJob => ({
  queue: TRASH_PURGE_QUEUE,
  cron: TRASH_PURGE_CRON,
  run: async () => {
    await purgeExpiredTrash(deps);
  },
});
