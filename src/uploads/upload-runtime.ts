/**
 * The app's upload runtime (spec section 4; DESIGN.md section 3): the `uploads` machine (one
 * upload child per class and the event-sourced tracker, src/machines/uploads.machine.ts) running
 * with its real effects (uploads.live.ts). Created with the app's inspector, so the flow journal (`?debug`)
 * and the Stately inspector (`?inspect`) show every upload like every other flow. Upload errors
 * are only logged (spec section 8).
 */
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/client';
import type { Inspect } from '../journal/inspect';
import type { UploadedFile } from '../machines/upload.machine';
import type { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import type { uploadsMachine, RunningUpload } from '../machines/uploads.machine';
import { UPLOAD_PARALLEL } from './upload-config';
import { uploadPart as browserUploadPart } from './upload-part';
import { readTrackerLog, refreshMarker, type UploadStorage } from './tracker-storage';
import { uploadLocks, type UploadLocks } from './upload-locks';
import { liveUploads } from './uploads.live';

export type { RunningUpload };
export type UploadRequest = { classId: number; file: File; videoName: string };
export type TrackerActor = ActorRefFrom<typeof uploadTrackerMachine>;
export type UploadsActor = ActorRefFrom<typeof uploadsMachine>;

export type UploadRuntime = {
  uploads: UploadsActor;
  tracker: TrackerActor;
  /** Hands a saved class's new video to the upload (the class form's `startUpload`). */
  start: (request: UploadRequest) => void;
  /** Cancels the class's upload running in this page (the class list's abort action). */
  cancel: (classId: number) => void;
  /** The uploads running in this page, as the class screens show them. */
  running: () => RunningUpload[];
  /**
   * The class list is loading (spec section 4 refresh rule): uploads cut off by a reload are
   * reported failed first, so the page then read shows their stored status as it now is.
   */
  listLoaded: (signal?: AbortSignal) => Promise<void>;
};

export type UploadRuntimeOptions = {
  client: ApiClient;
  uploadClient: ApiClient;
  storage: UploadStorage;
  inspect?: Inspect;
  parallel?: number;
  /** The part PUT; the browser's XMLHttpRequest by default. */
  uploadPart?: typeof browserUploadPart;
  /** The uploads' locks, shared with the other tabs; the browser's Web Locks by default. */
  locks?: UploadLocks;
};

/** The video under its stored name: the upload initializes with the name, and reads the bytes from the file. */
export const storedAs = (file: File, videoName: string): UploadedFile => ({
  name: videoName,
  size: file.size,
  slice: (start?: number, end?: number, contentType?: string) => file.slice(start, end, contentType),
});

export function createUploadRuntime({
  client,
  uploadClient,
  storage,
  inspect,
  parallel = UPLOAD_PARALLEL,
  uploadPart = browserUploadPart,
  locks = uploadLocks(),
}: UploadRuntimeOptions): UploadRuntime {
  const marker = refreshMarker(storage);

  const actor = createActor(liveUploads({ client, uploadClient, storage, uploadPart, locks, marker }), {
    input: { parallel, tracker: { log: readTrackerLog(storage), reloaded: marker.isSet() } },
    inspect,
  });
  actor.start();
  const trackerRef = actor.getSnapshot().children.tracker as TrackerActor;

  return {
    uploads: actor,
    tracker: trackerRef,
    start: ({ classId, file, videoName }) => actor.send({ type: 'uploads.start', classId, file: storedAs(file, videoName) }),
    cancel: (classId) => actor.send({ type: 'uploads.cancel', classId }),
    running: () => runningOf(actor.getSnapshot().context.running),
    async listLoaded(signal) {
      trackerRef.send({ type: 'tracker.listLoaded' });
      if (trackerRef.getSnapshot().matches('tracking')) return;
      // The report failing or the list leaving is no reason to keep the list waiting.
      await waitFor(trackerRef, (snapshot) => snapshot.matches('tracking'), { signal }).catch(() => undefined);
    },
  };
}

export const runningOf = (running: Record<number, RunningUpload>): RunningUpload[] =>
  Object.values(running).map(({ classId, fileName, phase }) => ({ classId, fileName, phase }));
