/**
 * Removing for good (issue #33 item 2): an admin's "Remove for good" on entries of the trash, and
 * the purge of entries older than TRASH_DAYS. The entry's row leaves the database in a
 * transaction with its versions (issue #33 item 1); only after it committed are its files, and
 * those of its earlier versions, deleted from storage, so a rollback never
 * leaves a record whose image is gone. A file that cannot be deleted is logged and left (storage
 * keeps an orphan, never a record without its file).
 */
import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { trash } from '../db/schema';
import { discardFiles } from '../storage/discard-files';
import { dropVersionsOf } from '../activity/record-version';

/** At most this many entries per purge transaction: a trash of millions empties in rounds, none of them long. */
const PURGE_BATCH = 500;

/** Removes the entries deleted before `before`, batch by batch; answers how many. */
export async function purgeTrash(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>, before: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const removed = await deps.db.transaction(async (tx) => {
      const due = tx
        .select({ id: trash.id })
        .from(trash)
        .where(lt(trash.deletedAt, before))
        .limit(PURGE_BATCH)
        // Two processes purging at once take different entries rather than waiting for each other.
        .for('update', { skipLocked: true });
      const entries = await tx.delete(trash).where(sql`${trash.id} in (${due})`).returning({ files: trash.files, area: trash.area, recordId: trash.recordId });
      // The versions go with the record, and the earlier images only they named.
      return { entries, versionFiles: await dropVersionsOf(tx, entries) };
    });
    await discardFiles(deps, [...removed.entries.flatMap((entry) => entry.files), ...removed.versionFiles]);
    purged += removed.entries.length;
    if (removed.entries.length < PURGE_BATCH) return purged;
  }
}
