/**
 * The stale-upload sweep (DESIGN.md section 5): an upload begun more than a day ago is aborted and
 * its row removed; a folder of parts no row knows is removed once past its grace hour; younger
 * uploads and their parts are left alone; a class left "uploading" that no upload writes any more
 * is marked failed. Driven by the test clock.
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_STATUS } from '../../src/constants';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { ORPHAN_GRACE_MS, STALE_UPLOAD_MS, startUploadSweep, sweepOnce, sweepStaleUploads } from '../../server/uploads/upload-sweep';
import {
  abortAnswer,
  finalizeAnswer,
  initialize,
  newVideoName,
  openUploadApp,
  partsFolder,
  sendParts,
  signInAgain,
  videoBytes,
  uploadRow,
  type Upload,
  type UploadApp,
} from '../support/api-uploads';

let t: UploadApp;
beforeAll(async () => {
  t = await openUploadApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const rowOf = (upload: Upload) => uploadRow(t, upload);
/** Moves the clock, signing in again: a day is longer than a session. */
/** The real storage, but a sweep's abort waits inside until `releaseAbort()`; `inAbort` settles once one has entered. */
function abortHeldOpen() {
  let releaseAbort!: () => void;
  const aborting = new Promise<void>((resolve) => (releaseAbort = resolve));
  let entered!: () => void;
  const inAbort = new Promise<void>((resolve) => (entered = resolve));
  const slowStorage = {
    ...t.storage,
    multipart: {
      ...t.storage.multipart,
      abort: async (key: string, uploadId: string) => {
        entered();
        await aborting;
        return t.storage.multipart.abort(key, uploadId);
      },
    },
  };
  return { slowStorage, inAbort, releaseAbort };
}

async function advance(ms: number) {
  t.clock.advance(ms);
  await signInAgain(t);
}
const sweep = () => sweepStaleUploads({ db: t.db, storage: t.storage, clock: t.clock, logger: t.logger });

/** A class saved now (by the test clock) with a new video its admin's browser is to upload (status 1). */
async function classUploading(videoName: string) {
  const [chef] = await t.db.insert(chefs).values({ name: 'Ana Ros', email: `${videoName.slice(0, 8)}@hisa-franko.test` }).returning();
  const [row] = await t.db
    .insert(classes)
    .values({ name: 'Pesto', classType: 'on-demand', chefId: chef!.id, videoName, videoStatus: UPLOAD_STATUS.inProgress, updatedAt: t.clock.now() })
    .returning();
  return row!.id;
}
const videoStatusOf = async (id: number) => (await t.db.select({ status: classes.videoStatus }).from(classes).where(eq(classes.id, id)))[0]!.status;

describe('the stale-upload sweep', () => {
  it('aborts uploads older than a day and removes their rows, leaving younger ones alone', async () => {
    const old = await initialize(t);
    await sendParts(t, old, [videoBytes(300_000)]);
    await advance(STALE_UPLOAD_MS - HOUR);
    const young = await initialize(t);
    await sendParts(t, young, [videoBytes(300_000)]);
    await advance(HOUR + 1000);

    expect(await sweep()).toEqual({ aborted: 1, orphans: 0, failedVideos: 0 });

    expect(await rowOf(old)).toBeUndefined();
    expect(existsSync(partsFolder(t, old))).toBe(false);
    expect(await rowOf(young)).toBeDefined();
    expect(existsSync(partsFolder(t, young))).toBe(true);
    expect(t.logger.lines).toContain('Upload sweep: 1 stale upload(s) aborted, 0 forgotten part folder(s) removed, 0 class video(s) marked failed.');
    // The young one still finishes.
    expect((await finalizeAnswer(t, { ...young, parts: await sendParts(t, young, [videoBytes(300_000)]) })).status).toBe(200);
  });

  it('removes a folder of parts that no row knows, once past its grace hour', async () => {
    const key = `videos/${newVideoName()}`;
    const { uploadId } = await t.storage.multipart.create(key, 'video/mp4');
    const orphan = { fileId: uploadId, fileKey: key };

    expect(await sweep()).toEqual({ aborted: 0, orphans: 0, failedVideos: 0 });
    expect(existsSync(partsFolder(t, orphan))).toBe(true);

    await advance(ORPHAN_GRACE_MS + 1000);
    expect(await sweep()).toEqual({ aborted: 0, orphans: 1, failedVideos: 0 });
    expect(existsSync(partsFolder(t, orphan))).toBe(false);
  });

  it('marks failed (3) the class whose abandoned upload it aborts, leaving a class still uploading alone', async () => {
    const abandonedName = newVideoName();
    const abandoned = await classUploading(abandonedName);
    await sendParts(t, await initialize(t, abandonedName), [videoBytes(300_000)]);
    await advance(STALE_UPLOAD_MS - HOUR);
    const runningName = newVideoName();
    const running = await classUploading(runningName);
    const upload = await initialize(t, runningName);
    await advance(HOUR + 1000);

    expect(await sweep()).toEqual({ aborted: 1, orphans: 0, failedVideos: 1 });

    expect(await videoStatusOf(abandoned)).toBe(UPLOAD_STATUS.failed);
    expect(await videoStatusOf(running)).toBe(UPLOAD_STATUS.inProgress);
    expect(await rowOf(upload)).toBeDefined();
    expect(t.logger.lines).toContain('Upload sweep: 1 stale upload(s) aborted, 0 forgotten part folder(s) removed, 1 class video(s) marked failed.');
    // Nothing left for the next tests.
    expect((await abortAnswer(t, upload)).status).toBe(200);
    await t.db.delete(classes);
  });

  it('marks failed (3) a class saved over a day ago whose upload never began, not one saved within the day', async () => {
    const neverBegun = await classUploading(newVideoName());
    expect(await sweep()).toEqual({ aborted: 0, orphans: 0, failedVideos: 0 });
    expect(await videoStatusOf(neverBegun)).toBe(UPLOAD_STATUS.inProgress);

    await advance(STALE_UPLOAD_MS + 1000);
    expect(await sweep()).toEqual({ aborted: 0, orphans: 0, failedVideos: 1 });
    expect(await videoStatusOf(neverBegun)).toBe(UPLOAD_STATUS.failed);
  });

  it('runs at start and then on its interval, until stopped', async () => {
    const old = await initialize(t);
    await advance(STALE_UPLOAD_MS + 1000);
    const running = startUploadSweep({ db: t.db, storage: t.storage, clock: t.clock, logger: t.logger }, 50);
    try {
      await expect.poll(() => rowOf(old), { timeout: 5000 }).toBeUndefined();
      const later = await initialize(t);
      await advance(STALE_UPLOAD_MS + 1000);
      await expect.poll(() => rowOf(later), { timeout: 5000 }).toBeUndefined();
    } finally {
      await running.stop();
    }
  });

  it('stops only once the sweep in flight has ended, so the pool is not closed under it', async () => {
    const old = await initialize(t);
    await advance(STALE_UPLOAD_MS + 1000);
    const { slowStorage, inAbort, releaseAbort } = abortHeldOpen();
    const running = startUploadSweep({ db: t.db, storage: slowStorage, clock: t.clock, logger: t.logger });
    await inAbort;
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    releaseAbort();
    await stopping;
    // The sweep finished its work before stop() answered.
    expect(await rowOf(old)).toBeUndefined();
  });

  it('sweeps on one process at a time: a sweep that starts while another runs skips its round', async () => {
    const old = await initialize(t);
    await advance(STALE_UPLOAD_MS + 1000);
    // The first sweep is held inside its abort until the second has tried.
    const { slowStorage, inAbort, releaseAbort } = abortHeldOpen();
    const first = sweepOnce({ db: t.db, storage: slowStorage, clock: t.clock, logger: t.logger });
    await inAbort;
    // Another process, as far as PostgreSQL can tell: another connection of the pool.
    expect(await sweepOnce({ db: t.db, storage: t.storage, clock: t.clock, logger: t.logger })).toBeNull();
    releaseAbort();
    expect(await first).toEqual({ aborted: 1, orphans: 0, failedVideos: 0 });
    expect(await rowOf(old)).toBeUndefined();
    // Once it is done, the next round sweeps again.
    expect(await sweepOnce({ db: t.db, storage: t.storage, clock: t.clock, logger: t.logger })).toEqual({ aborted: 0, orphans: 0, failedVideos: 0 });
  });
});
