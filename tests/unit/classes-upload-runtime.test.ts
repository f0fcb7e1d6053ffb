/**
 * The upload runtime (src/uploads/): the uploads machine hands each upload's start, progress and end to
 * the tracker, keeps the refresh marker while uploads run, and the tracker's stored log and the
 * marker drive the spec's refresh rule on the next page. Calls go to a fake client, parts to a
 * fake part actor; the machines and the storage handling are the real ones.
 */
import { describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import type { ApiClient, CallInit } from '../../src/api/client';
import { classPaths } from '../../areas/classes/class-contract';
import { uploadPaths } from '../../src/api/contract/uploads';
import type { PartInput } from '../../src/machines/upload.machine';
import { videoStatusOf } from '../../src/machines/upload-tracker.machine';
import { REFRESH_MARKER_KEY, TRACKER_LOG_KEY, readTrackerLog, type UploadStorage } from '../../src/uploads/tracker-storage';
import type { UploadLocks } from '../../src/uploads/upload-locks';
import { createUploadRuntime } from '../../src/uploads/upload-runtime';

type Part = { input: PartInput; report: (event: { type: string } & Record<string, unknown>) => void };

function memoryStorage(initial: Record<string, string> = {}): UploadStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The upload locks of this browser: those another tab holds, and those this page's uploads hold. */
function fakeLocks(elsewhere: number[] = []) {
  const here: number[] = [];
  const locks: UploadLocks = {
    hold: (classId) => {
      here.push(classId);
      return async () => void here.splice(here.indexOf(classId), 1);
    },
    live: async () => [...new Set([...elsewhere, ...here])],
  };
  return { locks, here, elsewhere };
}

function setUp(options: { storage?: ReturnType<typeof memoryStorage>; failedVideoStatus?: () => Promise<void>; locks?: UploadLocks } = {}) {
  const storage = options.storage ?? memoryStorage();
  const calls: { path: string; init: CallInit }[] = [];
  const answers: Record<string, (init: CallInit) => unknown> = {
    [uploadPaths.initialize]: () => ({ status: true, message: 'Upload started', data: { fileId: 'up-1', fileKey: 'videos/x.mp4' } }),
    [uploadPaths.presign]: (init) => {
      const body = init.body as { parts: number; partNumbers?: number[] };
      const numbers = body.partNumbers ?? Array.from({ length: body.parts }, (_, i) => i + 1);
      return { status: true, message: 'ok', data: { parts: numbers.map((n) => ({ PartNumber: n, signedUrl: `/part/${n}` })) } };
    },
    [uploadPaths.finalize]: () => ({ status: true, message: 'ok', data: { size: 1 } }),
    [uploadPaths.abort]: () => ({ status: true, message: 'Upload aborted', data: { partsLeft: 0 } }),
    [classPaths.videoStatus]: () => ({ status: true, message: 'ok' }),
  };
  const fake = (): ApiClient => ({
    call: (async (_schema: unknown, path: string, init: CallInit) => {
      calls.push({ path, init });
      if (path === classPaths.failedVideoStatus) {
        await (options.failedVideoStatus ?? (async () => undefined))();
        return { status: true, message: '1 video upload marked as failed', data: { count: 1 } };
      }
      return answers[path]!(init);
    }) as ApiClient['call'],
    download: () => Promise.reject(new Error('no downloads here')),
    openStream: () => Promise.reject(new Error('no streams here')),
    sessionKey: async () => null,
  });
  const parts: Part[] = [];
  const uploadPart = fromCallback<{ type: 'noop' }, PartInput>(({ input, sendBack }) => {
    parts.push({ input, report: sendBack as Part['report'] });
  });
  const runtime = createUploadRuntime({ client: fake(), uploadClient: fake(), storage, uploadPart, parallel: 5, locks: options.locks ?? fakeLocks().locks });
  const statuses = () => calls.filter((call) => call.path === classPaths.videoStatus).map((call) => call.init.body);
  return { runtime, storage, calls, parts, statuses };
}

const video = (size: number) => new File([new Uint8Array(size)], 'Knife skills.mp4', { type: 'video/mp4' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const finishParts = (parts: Part[]) => parts.forEach((part) => part.report({ type: 'part.done', partNumber: part.input.partNumber, etag: `"e${part.input.partNumber}"` }));

describe('upload runtime', () => {
  it('tells the tracker of the start, the progress and the end, and marks the video 2', async () => {
    const { runtime, storage, parts, statuses } = setUp();
    runtime.start({ classId: 9, file: video(100), videoName: 'a1B2c3D4_1795300000000.mp4' });
    expect(runtime.running()).toEqual([{ classId: 9, fileName: 'a1B2c3D4_1795300000000.mp4', phase: 'uploading' }]);
    expect(readTrackerLog(storage)).toEqual([{ kind: 'started', classId: 9, fileName: 'a1B2c3D4_1795300000000.mp4' }]);
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    parts[0]!.report({ type: 'part.progress', partNumber: 1, loaded: 25 });
    expect(runtime.tracker.getSnapshot().context.progress[9]).toBe(0.25);
    finishParts(parts);
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    expect(readTrackerLog(storage).at(-1)).toEqual({ kind: 'completed', classId: 9 });
    expect(statuses()).toEqual([{ id: 9, video_status: 2 }]);
  });

  it('tells the tracker of progress in whole percents, what the list shows, not of every byte', async () => {
    const { runtime, parts } = setUp();
    runtime.start({ classId: 9, file: video(1000), videoName: 'a1B2c3D4_1795300000000.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    const news: number[] = [];
    runtime.tracker.subscribe((snapshot) => {
      const progress = snapshot.context.progress[9];
      if (progress !== undefined && progress !== news.at(-1)) news.push(progress);
    });
    for (const loaded of [101, 105, 109, 110, 119, 125, 999]) parts[0]!.report({ type: 'part.progress', partNumber: 1, loaded });
    expect(news).toEqual([0.1, 0.11, 0.12, 0.99]);
    expect(runtime.tracker.getSnapshot().context.progress[9]).toBe(0.99);
  });

  it('initializes the upload under the stored video name, not the file’s own', async () => {
    const { runtime, calls } = setUp();
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1795300000000.mp4' });
    await vi.waitFor(() => expect(calls.some((call) => call.path === uploadPaths.initialize)).toBe(true));
    expect(calls.find((call) => call.path === uploadPaths.initialize)?.init.body).toEqual({ name: 'a1B2c3D4_1795300000000.mp4' });
  });

  it('keeps the refresh marker set while an upload runs, and clears it when none does', async () => {
    const { runtime, storage, parts } = setUp();
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1.mp4' });
    runtime.start({ classId: 10, file: video(10), videoName: 'b1B2c3D4_2.mp4' });
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
    await vi.waitFor(() => expect(parts).toHaveLength(2));
    finishParts(parts.slice(0, 1));
    await vi.waitFor(() => expect(runtime.running()).toHaveLength(1));
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
    finishParts(parts.slice(1));
    await vi.waitFor(() => expect(runtime.running()).toHaveLength(0));
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('keeps the refresh marker after this page’s upload ends while another tab’s upload runs', async () => {
    const browser = fakeLocks([11]);
    const { runtime, storage, parts } = setUp({ locks: browser.locks });
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    finishParts(parts);
    await vi.waitFor(() => expect(browser.here).toEqual([]));
    await settle();
    // Closing the other tab now cuts its upload off: the next page must still see the marker.
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
  });

  it('a cancelled upload is shown cancelling, aborted on the server, and recorded failed with status 3', async () => {
    const { runtime, storage, parts, calls, statuses } = setUp();
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    // What the class list shows, each time it changes.
    const seen: string[] = [runtime.running()[0]!.phase];
    const { unsubscribe } = runtime.uploads.subscribe(() => {
      const phase = runtime.running()[0]?.phase ?? 'gone';
      if (seen.at(-1) !== phase) seen.push(phase);
    });
    runtime.cancel(9);
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    unsubscribe();
    expect(seen).toEqual(['uploading', 'cancelling', 'gone']);
    expect(calls.filter((call) => call.path === uploadPaths.abort)).toHaveLength(1);
    expect(statuses()).toEqual([{ id: 9, video_status: 3 }]);
    expect(readTrackerLog(storage).at(-1)).toEqual({ kind: 'failed', classId: 9 });
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('a failed upload is recorded failed', async () => {
    const { runtime, storage, parts, statuses } = setUp();
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    parts[0]!.report({ type: 'part.failed', partNumber: 1, status: 500 });
    // The machine tries the part again after growing pauses; these tries fail at once.
    await vi.waitFor(
      () => {
        for (const part of parts.splice(0)) part.report({ type: 'part.failed', partNumber: 1, status: 500 });
        expect(runtime.running()).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(readTrackerLog(storage).at(-1)).toEqual({ kind: 'failed', classId: 9 });
    expect(statuses()).toEqual([{ id: 9, video_status: 3 }]);
  });

  it('a new video for the same class replaces the running upload, which no longer speaks for the class', async () => {
    const { runtime, storage, parts, statuses, calls } = setUp();
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_1.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    runtime.start({ classId: 9, file: video(10), videoName: 'z1B2c3D4_2.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(2));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === uploadPaths.abort)).toHaveLength(1));
    finishParts(parts.slice(1));
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    // Only the newer upload wrote the class's status; the log tells of one start replacing the other, then completion.
    expect(statuses()).toEqual([{ id: 9, video_status: 2 }]);
    expect(readTrackerLog(storage).map((entry) => entry.kind)).toEqual(['started', 'started', 'completed']);
  });
});

describe('refresh rule after a reload', () => {
  const cutOff = () =>
    memoryStorage({
      [TRACKER_LOG_KEY]: JSON.stringify([{ kind: 'started', classId: 7, fileName: 'a1B2c3D4_1.mp4' }, { kind: 'bogus' }]),
      [REFRESH_MARKER_KEY]: '1',
    });

  it('replays the stored log: the cut-off upload shows in progress until the class list loads', () => {
    const { runtime } = setUp({ storage: cutOff() });
    expect(runtime.tracker.getSnapshot().context.interrupted).toEqual([7]);
  });

  it('on the class list load, reports failed videos first, then clears the log and the marker', async () => {
    let release = () => {};
    const { runtime, storage, calls } = setUp({ storage: cutOff(), failedVideoStatus: () => new Promise<void>((resolve) => (release = resolve)) });
    let loaded = false;
    const listLoad = runtime.listLoaded().then(() => (loaded = true));
    await settle();
    expect(calls.map((call) => call.path)).toEqual([classPaths.failedVideoStatus]);
    expect(loaded).toBe(false);
    release();
    await listLoad;
    expect(storage.items.has(TRACKER_LOG_KEY)).toBe(false);
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('keeps the marker while an upload of this page still runs', async () => {
    const { runtime, storage, parts } = setUp({ storage: cutOff() });
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_2.mp4' });
    await runtime.listLoaded();
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
    expect(readTrackerLog(storage)).toEqual([{ kind: 'started', classId: 9, fileName: 'a1B2c3D4_2.mp4' }]);
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    finishParts(parts);
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('keeps the marker after this page’s uploads end while the cut-off ones are not yet reported', async () => {
    const { runtime, storage, parts } = setUp({ storage: cutOff() });
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_2.mp4' });
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    finishParts(parts);
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
    await runtime.listLoaded();
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('an upload another tab still sends is not reported: no call, log and marker kept, until that tab is gone', async () => {
    const browser = fakeLocks([7]);
    const { runtime, storage, calls } = setUp({ storage: cutOff(), locks: browser.locks });
    await runtime.listLoaded();
    expect(calls).toEqual([]);
    expect(videoStatusOf(runtime.tracker.getSnapshot().context, 7, null)).toBe(1);
    expect(readTrackerLog(storage)).toEqual([{ kind: 'started', classId: 7, fileName: 'a1B2c3D4_1.mp4' }]);
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);

    // The other tab is closed mid-upload: the browser frees its lock.
    browser.elsewhere.splice(0);
    await runtime.listLoaded();
    expect(calls.map((call) => call.path)).toEqual([classPaths.failedVideoStatus]);
    expect(storage.items.has(TRACKER_LOG_KEY)).toBe(false);
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });

  it('while another tab still sends one upload, only the cut-off ones are marked failed, each alone', async () => {
    const storage = memoryStorage({
      [TRACKER_LOG_KEY]: JSON.stringify([
        { kind: 'started', classId: 7, fileName: 'a1B2c3D4_1.mp4' },
        { kind: 'started', classId: 11, fileName: 'b1B2c3D4_2.mp4' },
      ]),
      [REFRESH_MARKER_KEY]: '1',
    });
    const { runtime, calls, statuses } = setUp({ storage, locks: fakeLocks([11]).locks });
    await runtime.listLoaded();
    expect(calls.some((call) => call.path === classPaths.failedVideoStatus)).toBe(false);
    expect(statuses()).toEqual([{ id: 7, video_status: 3 }]);
    expect(readTrackerLog(storage)).toEqual([{ kind: 'started', classId: 11, fileName: 'b1B2c3D4_2.mp4' }]);
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(true);
  });

  it('each upload holds its class’s lock while it runs, and lets it go when it ends', async () => {
    const browser = fakeLocks();
    const { runtime, parts } = setUp({ locks: browser.locks });
    runtime.start({ classId: 9, file: video(10), videoName: 'a1B2c3D4_2.mp4' });
    expect(browser.here).toEqual([9]);
    await vi.waitFor(() => expect(parts).toHaveLength(1));
    finishParts(parts);
    await vi.waitFor(() => expect(runtime.running()).toEqual([]));
    expect(browser.here).toEqual([]);
  });

  it('a list load with nothing cut off makes no call and only drops the marker', async () => {
    const { runtime, storage, calls } = setUp({ storage: memoryStorage({ [REFRESH_MARKER_KEY]: '1' }) });
    await runtime.listLoaded();
    expect(calls).toEqual([]);
    expect(storage.items.has(REFRESH_MARKER_KEY)).toBe(false);
  });
});
