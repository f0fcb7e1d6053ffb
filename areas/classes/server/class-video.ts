/**
 * A class's stored video (spec sections 4 "Class video progress" and 7 "Video upload"; DESIGN.md
 * section 5): its object `videos/<video_name>`, the multipart upload that may still be writing it,
 * and the cleanup when a class is deleted, its video replaced, or its upload declared failed.
 */
import { classAnswer } from '../class-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_STATUS } from '../../../src/constants';
import type { ActivityWho } from '../../../server/activity/activity-who';
import { recordActivity, type ActivityEntry } from '../../../server/activity/record-activity';
import { multipartUploads } from '../../../server/db/schema';
import { classes } from './tables';
import type { AppDeps } from '../../../server/deps';
import { HttpError } from '../../../server/http/http-error';
import { describeError } from '../../../server/logger';
import { VIDEO_KEY_PREFIX } from '../../../server/storage/part-signature';
import { discardImage } from '../../../server/uploads/save-with-image';
import { CLASS_NOT_FOUND } from './class-records';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger'>;

export const NO_UPLOAD_IN_PROGRESS = classAnswer('class.no_upload_in_progress');
export const UPLOAD_NOT_FINALISED = classAnswer('class.upload_not_finalised');
export const VIDEO_NOT_STORED = classAnswer('class.video_not_stored');

export const videoKey = (videoName: string) => `${VIDEO_KEY_PREFIX}${videoName}`;

/**
 * Aborts the multipart uploads still writing these keys and forgets them. An upload whose parts are
 * still landing, or whose abort the storage refuses (logged), keeps its row: the stale-upload sweep
 * (server/uploads/upload-sweep.ts) aborts it again later.
 */
export async function abortUploadsOf(deps: Deps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const uploads = await deps.db.select().from(multipartUploads).where(inArray(multipartUploads.objectKey, keys));
  for (const upload of uploads) {
    try {
      const { partsLeft } = await deps.storage.multipart.abort(upload.objectKey, upload.uploadId);
      if (partsLeft === 0) await deps.db.delete(multipartUploads).where(eq(multipartUploads.uploadId, upload.uploadId));
    } catch (error) {
      deps.logger.warn(`Could not abort the upload of ${upload.objectKey}: ${describeError(error)}`);
    }
  }
}

/** After a class no longer names a video: its upload stopped and its object removed. */
export async function discardVideo(deps: Deps, videoName: string | null | undefined): Promise<void> {
  if (!videoName) return;
  const key = videoKey(videoName);
  await abortUploadsOf(deps, [key]);
  await discardImage(deps, key);
}

const uploadEntry = (action: 'upload-finished' | 'upload-failed', record: { id: number; label: string }): ActivityEntry => ({
  action,
  area: 'class',
  record,
  changed: ['video_status'],
});

/**
 * GET class-info/failed-video-status (spec section 4: after a reload interrupted the uploads): the
 * caller's uploads in progress are failed and their multipart uploads aborted. Only the caller's:
 * another admin's browser may still be uploading. Each class failed is an activity row.
 */
export async function failUploadsOf(deps: Deps, who: ActivityWho): Promise<number> {
  const failed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(classes)
      .set({ videoStatus: UPLOAD_STATUS.failed })
      .where(and(eq(classes.videoStatus, UPLOAD_STATUS.inProgress), eq(classes.videoUploadedBy, who.adminId)))
      .returning({ id: classes.id, label: classes.name, videoName: classes.videoName });
    for (const row of rows) await recordActivity(tx, who, uploadEntry('upload-failed', row));
    return rows;
  });
  await abortUploadsOf(deps, failed.flatMap((row) => (row.videoName ? [videoKey(row.videoName)] : [])));
  return failed.length;
}

/**
 * PUT class-info/video-status: the end of a class's upload. Completed (2) only once the object is
 * stored whole: no multipart upload left for its key and the storage has it; failed (3) always,
 * aborting whatever upload is left. Refused for a class with no upload in progress.
 */
export async function endUpload(deps: Deps, who: ActivityWho, id: number, status: typeof UPLOAD_STATUS.done | typeof UPLOAD_STATUS.failed): Promise<void> {
  const { db, storage } = deps;
  const [found] = await db.select({ videoName: classes.videoName, videoStatus: classes.videoStatus }).from(classes).where(eq(classes.id, id));
  if (!found) throw new HttpError(404, CLASS_NOT_FOUND);
  const { videoName } = found;
  if (found.videoStatus !== UPLOAD_STATUS.inProgress || !videoName) throw new HttpError(409, NO_UPLOAD_IN_PROGRESS);
  const key = videoKey(videoName);
  if (status === UPLOAD_STATUS.done) {
    const [pending] = await db.select({ id: multipartUploads.uploadId }).from(multipartUploads).where(eq(multipartUploads.objectKey, key)).limit(1);
    if (pending) throw new HttpError(409, UPLOAD_NOT_FINALISED);
    if (!(await storage.head(key))) throw new HttpError(409, VIDEO_NOT_STORED);
  } else {
    await abortUploadsOf(deps, [key]);
  }
  await db.transaction(async (tx) => {
    // Only if nothing changed meanwhile (another video chosen, the upload already ended).
    const [updated] = await tx
      .update(classes)
      .set({ videoStatus: status })
      .where(and(eq(classes.id, id), eq(classes.videoName, videoName), eq(classes.videoStatus, UPLOAD_STATUS.inProgress)))
      .returning({ id: classes.id, label: classes.name });
    if (!updated) throw new HttpError(409, NO_UPLOAD_IN_PROGRESS);
    await recordActivity(tx, who, uploadEntry(status === UPLOAD_STATUS.done ? 'upload-finished' : 'upload-failed', updated));
  });
}
