/**
 * The app's upload runtime (spec section 4; DESIGN.md section 3): the `uploads` machine (one
 * upload child per class and the event-sourced tracker, src/machines/uploads.machine.ts) with its
 * real effects: the upload calls, the part PUTs, the browser's upload locks and refresh marker,
 * and the tracker's stored log. Created with the app's inspector, so the flow journal (`?debug`)
 * and the Stately inspector (`?inspect`) show every upload like every other flow. Upload errors
 * are only logged (spec section 8).
 */
import { createActor, fromCallback, fromPromise, sendParent, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { classApi } from '../api/classes';
import { UPLOAD_STATUS } from '../constants';
import { uploadCallActors } from '../api/uploads';
import type { Inspect } from '../app/boot';
import { uploadMachine, type UploadedFile } from '../machines/upload.machine';
import { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import { uploadsMachine, type RunningUpload } from '../machines/uploads.machine';
import { UPLOAD_PARALLEL } from './upload-config';
import { uploadPart as browserUploadPart } from './upload-part';
import { readTrackerLog, refreshMarker, writeTrackerLog, type UploadStorage } from './tracker-storage';
import { uploadLocks, type UploadLocks } from './upload-locks';

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

/** 409: the class has no upload in progress any more (it ended meanwhile): nothing to mark. */
const unlessAlreadyEnded = (error: unknown) => {
  if (!(error instanceof ApiError && error.status === 409)) throw error;
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
  const classes = classApi(client);
  const marker = refreshMarker(storage);

  const tracker = uploadTrackerMachine.provide({
    actors: {
      findLiveUploads: fromPromise<number[], void>(() => locks.live()),
      reportFailedVideos: fromPromise<void, { classIds: number[] }>(async ({ input, signal }) => {
        // failed-video-status fails every upload of the admin still in progress: only when no
        // tab of this browser is still sending one; else each cut-off upload is ended alone.
        if ((await locks.live()).length === 0) return classes.reportFailedVideos(signal);
        await Promise.all(input.classIds.map((classId) => classes.setVideoStatus({ classId, status: UPLOAD_STATUS.failed }, signal).catch(unlessAlreadyEnded)));
      }),
    },
    actions: {
      persistLog: (_, { log }) => writeTrackerLog(storage, log),
      // The uploads machine decides: an upload running in this page keeps the marker.
      resetRefreshMarker: sendParent({ type: 'uploads.markerMayClear' }),
    },
  });

  const upload = uploadMachine.provide({
    actors: { ...uploadCallActors(uploadClient), uploadPart, setVideoStatus: fromPromise(({ input, signal }) => classes.setVideoStatus(input, signal)) },
    actions: { logError: (_, { message }) => console.error(`Video upload: ${message}`) },
  });

  // Holds the class's lock from the upload's start; frees it when asked (then says so) or when stopped.
  const lock = fromCallback<{ type: 'lock.release' }, { classId: number; uploadId: string }>(({ input, receive, sendBack }) => {
    const release = once(locks.hold(input.classId));
    receive(() => void release().then(() => sendBack({ type: 'uploads.lockReleased', uploadId: input.uploadId })));
    return () => void release();
  });

  const actor = createActor(
    uploadsMachine.provide({
      actors: { tracker, upload, lock },
      actions: {
        setMarker: () => marker.set(),
        // The marker is the browser's, shared by its tabs: it goes only once no tab still sends an
        // upload (nor this page, which may have started one while the locks were asked).
        clearMarker: ({ self }) =>
          void locks
            .live()
            .then((live) => {
              if (live.length === 0 && Object.keys(self.getSnapshot().context.running).length === 0) marker.clear();
            })
            .catch((error: unknown) => console.error('The upload locks could not be read', error)),
        logFault: (_, { error }) => console.error('Video upload stopped', error),
      },
    }),
    { input: { parallel, tracker: { log: readTrackerLog(storage), reloaded: marker.isSet() } }, inspect },
  );
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

/** A release that runs once, however often it is asked for (on `lock.release` and on stop). */
function once(release: () => Promise<void>): () => Promise<void> {
  let released: Promise<void> | null = null;
  return () => (released ??= release());
}
