/**
 * The versions thin themselves out (issue #33 item 1): once an hour, through the job queue in
 * PostgreSQL (server/jobs/scheduled-jobs.ts), one process of the fleet keeps each record's newest
 * HISTORY_LENGTH versions (what its history shows and can restore) and removes the older ones,
 * batch by batch, then deletes the files only they named: an image an edit replaced long ago. A
 * file a kept version or a trash entry still names stays. A record's current image is named by
 * its newest version, which is always kept.
 */
import { arrayOverlaps, sql } from 'drizzle-orm';
import { HISTORY_LENGTH } from '../../src/api/contract/activity';
import { recordVersions, trash } from '../db/schema';
import type { AppDeps } from '../deps';
import type { ScheduledJob } from '../jobs/scheduled-jobs';
import { discardFiles } from '../storage/discard-files';

export const VERSION_THINNING_QUEUE = 'version-thinning';
export const VERSION_THINNING_CRON = '41 * * * *';
/** At most this many versions per transaction: a backlog of millions goes in rounds, none of them long. */
const THINNING_BATCH = 500;

type ThinningDeps = Pick<AppDeps, 'db' | 'storage' | 'logger'>;

/** Removes every version older than a record's newest `kept`; answers how many went. */
export async function thinVersions(deps: ThinningDeps, kept = HISTORY_LENGTH): Promise<number> {
  let removed = 0;
  for (;;) {
    const round = await deps.db.transaction(async (tx) => {
      const older = sql`select activity_id from (
          select activity_id, row_number() over (partition by area, record_id order by activity_id desc) as place from record_version
        ) as ranked where place > ${kept} limit ${THINNING_BATCH}`;
      const gone = await tx.delete(recordVersions).where(sql`${recordVersions.activityId} in (${older})`).returning({ files: recordVersions.files });
      const named = [...new Set(gone.flatMap((version) => version.files))];
      if (named.length === 0) return { count: gone.length, orphans: [] };
      const stillNamed = new Set([
        ...(await tx.select({ files: recordVersions.files }).from(recordVersions).where(arrayOverlaps(recordVersions.files, named))).flatMap((row) => row.files),
        ...(await tx.select({ files: trash.files }).from(trash).where(arrayOverlaps(trash.files, named))).flatMap((row) => row.files),
      ]);
      return { count: gone.length, orphans: named.filter((key) => !stillNamed.has(key)) };
    });
    // After the commit: a rollback must not leave a version whose image is gone.
    await discardFiles(deps, round.orphans);
    removed += round.count;
    if (round.count < THINNING_BATCH) break;
  }
  if (removed > 0) deps.logger.info(`Versions: ${removed} older than each record's last ${kept} removed`);
  return removed;
}

export const versionThinningJob = (deps: ThinningDeps): ScheduledJob => ({
  queue: VERSION_THINNING_QUEUE,
  cron: VERSION_THINNING_CRON,
  run: async () => {
    await thinVersions(deps);
  },
});
