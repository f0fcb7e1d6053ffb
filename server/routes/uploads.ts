/**
 * The video upload calls (spec section 7 "Video upload"; DESIGN.md sections 4, 5) under
 * /api/v1/uploads/, behind the bearer and module guards server/app.ts puts before them. An upload
 * is a row of multipart_uploads binding the storage's upload id (`fileId`) to its object key
 * (`fileKey`, `videos/<name>`) and to the admin who began it: every later call must name a pair
 * that admin owns, else 404. Finalize proves the assembled object is a video by its bytes before it
 * counts.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  abortUploadRequest,
  finalizeUploadRequest,
  initializeUploadRequest,
  presignUploadRequest,
  uploadPaths,
} from '../../src/api/contract/uploads';
import { multipartUploads } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit, uploadListBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';
import { MultipartRefused } from '../storage/object-storage';
import { VIDEO_KEY_PREFIX } from '../storage/part-signature';
import { videoContentType, videoProblem } from '../uploads/video-type';

export const UPLOAD_NOT_FOUND = answer('upload.not_found');
export const UPLOAD_IN_PROGRESS = answer('upload.in_progress');
export const VIDEO_ALREADY_STORED = answer('upload.video_already_stored');

export function uploadRoutes(deps: AppDeps) {
  const { db, storage, clock, config } = deps;

  /** The upload, if this admin began it under exactly this key. */
  async function ownUpload(c: Context<AppEnv>, fileId: string, fileKey: string) {
    const [row] = await db
      .select()
      .from(multipartUploads)
      .where(and(eq(multipartUploads.uploadId, fileId), eq(multipartUploads.objectKey, fileKey), eq(multipartUploads.adminId, c.get('signedIn').admin.id)));
    if (!row) throw new HttpError(404, UPLOAD_NOT_FOUND);
    return row;
  }

  const forget = (uploadId: string) => db.delete(multipartUploads).where(eq(multipartUploads.uploadId, uploadId));

  return new Hono<AppEnv>()
    .post(`/${uploadPaths.initialize}`, jsonBodyLimit(), async (c) => {
      const { name } = await readJson(c, initializeUploadRequest);
      const key = `${VIDEO_KEY_PREFIX}${name}`;
      if (await storage.head(key)) throw new HttpError(409, VIDEO_ALREADY_STORED);
      const [busy] = await db.select({ uploadId: multipartUploads.uploadId }).from(multipartUploads).where(eq(multipartUploads.objectKey, key)).limit(1);
      if (busy) throw new HttpError(409, UPLOAD_IN_PROGRESS);
      const { uploadId } = await storage.multipart.create(key, videoContentType(name));
      try {
        await db.insert(multipartUploads).values({ uploadId, objectKey: key, adminId: c.get('signedIn').admin.id, createdAt: clock.now() });
      } catch (error) {
        await storage.multipart.abort(key, uploadId).catch(() => undefined);
        // Two calls for the same name at once: the second loses the race on the unique key.
        if (isUniqueViolation(error)) throw new HttpError(409, UPLOAD_IN_PROGRESS);
        throw error;
      }
      return ok(c, answer('upload.started'), { fileId: uploadId, fileKey: key });
    })
    .post(`/${uploadPaths.presign}`, uploadListBodyLimit(), async (c) => {
      const { fileId, fileKey, parts, partNumbers } = await readJson(c, presignUploadRequest);
      await ownUpload(c, fileId, fileKey);
      const numbers = partNumbers ? [...new Set(partNumbers)] : Array.from({ length: parts }, (_, index) => index + 1);
      const beyond = numbers.find((partNumber) => partNumber > parts);
      if (beyond !== undefined) throw new HttpError(400, answer('upload.part_beyond', { part: beyond, parts }));
      const signed = await Promise.all(
        numbers.map(async (partNumber) => ({
          PartNumber: partNumber,
          signedUrl: await storage.multipart.presignPart(fileKey, fileId, partNumber, config.uploadUrlTtlSeconds),
        })),
      );
      return ok(c, answer('upload.addresses'), { parts: signed });
    })
    .post(`/${uploadPaths.finalize}`, uploadListBodyLimit(), async (c) => {
      const { fileId, fileKey, parts } = await readJson(c, finalizeUploadRequest);
      await ownUpload(c, fileId, fileKey);
      let size: number;
      try {
        ({ size } = await storage.multipart.complete(
          fileKey,
          fileId,
          parts.map((part) => ({ partNumber: part.PartNumber, etag: part.ETag })),
        ));
      } catch (error) {
        // Nothing assembled and the parts kept: the client may send a part again, or abort.
        if (error instanceof MultipartRefused) throw new HttpError(400, answer('upload.refused', { problem: error.message }));
        throw error;
      }
      await forget(fileId);
      deps.metrics.uploadParts.inc(parts.length);
      deps.metrics.uploadBytes.inc(size);
      const problem = await videoProblem(storage, fileKey);
      if (problem) {
        await storage.delete(fileKey);
        throw new HttpError(400, answer('upload.refused', { problem }));
      }
      return ok(c, answer('upload.done'), { size });
    })
    .post(`/${uploadPaths.abort}`, jsonBodyLimit(), async (c) => {
      const { fileId, fileKey } = await readJson(c, abortUploadRequest);
      await ownUpload(c, fileId, fileKey);
      const { partsLeft } = await storage.multipart.abort(fileKey, fileId);
      // Parts that landed while aborting keep the row, so the stale-upload sweep aborts again.
      if (partsLeft === 0) await forget(fileId);
      return ok(c, partsLeft === 0 ? answer('upload.aborted') : answer('upload.aborted_partly'), { partsLeft });
    });
}
