/**
 * The stale-upload sweep (DESIGN.md section 5: aborted or failed uploads are cleaned up): an
 * upload begun more than a day ago is aborted and its row removed, and a folder of parts that no
 * row knows (its row removed while the server was down, say) is removed. A class left "uploading"
 * (video status 1) that no upload writes any more is marked failed (3): no browser will report its
 * end, and the list must not show it in progress forever. Runs at start and hourly, on one
 * process of a fleet at a time (a transaction-level advisory lock; the others skip that round).
 */
import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import { UPLOAD_STATUS } from '../../src/constants';
import type { Database } from '../db/client';
import { multipartUploads } from '../db/schema';
import { classes } from '../../areas/classes/server/tables';
import type { AppDeps } from '../deps';
import { startPeriodicSweep, sweepExclusively } from '../jobs/periodic-sweep';
import { describeError } from '../logger';
import { VIDEO_KEY_PREFIX } from '../storage/part-signature';

export const STALE_UPLOAD_MS = 24 * 3600 * 1000;
/** A folder is made just before its row is written: a young one without a row is left alone. */
export const ORPHAN_GRACE_MS = 3600 * 1000;
export const SWEEP_INTERVAL_MS = 3600 * 1000;
/** Any fixed number, apart from the start-up lock's: it names the sweep among this database's locks. */
const SWEEP_LOCK = 73_411_003;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'logger'>;

/**
 * Fails the classes still "uploading" with no upload row for their video: those whose upload the
 * sweep just aborted, and those saved more than a day ago whose upload never began or never
 * reported its end. A class whose upload is still running keeps its row, so it is never touched.
 */
async function failAbandonedVideos(db: Database, abortedKeys: string[], staleBefore: Date): Promise<number> {
  const writing = db
    .select({ uploadId: multipartUploads.uploadId })
    .from(multipartUploads)
    .where(eq(multipartUploads.objectKey, sql`${VIDEO_KEY_PREFIX} || ${classes.videoName}`));
  const abortedNames = abortedKeys.map((key) => key.slice(VIDEO_KEY_PREFIX.length));
  const failed = await db
    .update(classes)
    .set({ videoStatus: UPLOAD_STATUS.failed })
    .where(
      and(
        eq(classes.videoStatus, UPLOAD_STATUS.inProgress),
        notExists(writing),
        or(lt(classes.updatedAt, staleBefore), abortedNames.length > 0 ? inArray(classes.videoName, abortedNames) : undefined),
      ),
    )
    .returning({ id: classes.id });
  return failed.length;
}

export async function sweepStaleUploads({ db, storage, clock, logger }: Deps): Promise<{ aborted: number; orphans: number; failedVideos: number }> {
  const now = clock.now().getTime();
  const staleBefore = new Date(now - STALE_UPLOAD_MS);
  const stale = await db.select().from(multipartUploads).where(lt(multipartUploads.createdAt, staleBefore));
  const abortedKeys: string[] = [];
  for (const upload of stale) {
    try {
      const { partsLeft } = await storage.multipart.abort(upload.objectKey, upload.uploadId);
      if (partsLeft > 0) continue; // parts still landing: the next sweep aborts again
      await db.delete(multipartUploads).where(eq(multipartUploads.uploadId, upload.uploadId));
      abortedKeys.push(upload.objectKey);
    } catch (error) {
      logger.warn(`Could not abort the stale upload of ${upload.objectKey}: ${describeError(error)}`);
    }
  }

  let orphans = 0;
  const local = storage.localAddresses;
  if (local) {
    const old = (await local.listUploads()).filter((upload) => upload.startedAt.getTime() < now - ORPHAN_GRACE_MS);
    const known = old.length === 0 ? [] : await db.select({ uploadId: multipartUploads.uploadId }).from(multipartUploads).where(inArray(multipartUploads.uploadId, old.map((upload) => upload.uploadId)));
    const kept = new Set(known.map((row) => row.uploadId));
    for (const upload of old.filter((each) => !kept.has(each.uploadId))) {
      await local.discardUpload(upload.uploadId);
      orphans += 1;
    }
  }
  const aborted = abortedKeys.length;
  const failedVideos = await failAbandonedVideos(db, abortedKeys, staleBefore);
  if (aborted + orphans + failedVideos > 0) {
    logger.info(`Upload sweep: ${aborted} stale upload(s) aborted, ${orphans} forgotten part folder(s) removed, ${failedVideos} class video(s) marked failed.`);
  }
  return { aborted, orphans, failedVideos };
}

export type SweepResult = Awaited<ReturnType<typeof sweepStaleUploads>>;

/** One sweep, unless another process is sweeping: then null. */
export async function sweepOnce(deps: Deps): Promise<SweepResult | null> {
  return sweepExclusively(deps.db, SWEEP_LOCK, () => sweepStaleUploads(deps));
}

/** Sweeps now and every hour until stopped (server/jobs/periodic-sweep.ts). */
export function startUploadSweep(deps: Deps, intervalMs = SWEEP_INTERVAL_MS): { stop(): Promise<void> } {
  return startPeriodicSweep('Upload sweep', () => sweepOnce(deps), deps.logger, intervalMs);
}
