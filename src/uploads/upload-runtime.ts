/**
 * The app's upload runtime (spec section 4; DESIGN.md section 3): the one upload tracker, replayed
 * from its stored event log, and the registry of the uploads running in this page, wired to the
 * real calls. Both are created with the app's inspector, so the flow journal (`?debug`) and the
 * Stately inspector (`?inspect`) show them like every other flow. Upload errors are only logged
 * (spec section 8).
 */
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { classApi } from '../api/classes';
import { UPLOAD_STATUS } from '../constants';
import { uploadCallActors } from '../api/uploads';
import type { Inspect } from '../app/boot';
import { uploadMachine } from '../machines/upload.machine';
import { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import { UPLOAD_PARALLEL } from './upload-config';
import { uploadPart as browserUploadPart } from './upload-part';
import { createUploadRegistry, type RunningUpload, type UploadRequest } from './upload-registry';
import { readTrackerLog, refreshMarker, writeTrackerLog, type RefreshMarker, type UploadStorage } from './tracker-storage';
import { uploadLocks, type UploadLocks } from './upload-locks';

export type TrackerActor = Actor<typeof uploadTrackerMachine>;

export type UploadRuntime = {
  tracker: TrackerActor;
  /** Hands a saved class's new video to the upload (the class form's `startUpload`). */
  start: (request: UploadRequest) => void;
  /** Cancels the class's upload running in this page (the class list's abort action). */
  cancel: (classId: number) => void;
  running: () => readonly RunningUpload[];
  subscribe: (listener: () => void) => () => void;
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

const logUploadError = (_: unknown, { message }: { message: string }) => console.error(`Video upload: ${message}`);

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
  const calls = uploadCallActors(uploadClient);
  // Assigned right below; the tracker only asks once the class list loads.
  let registryIsIdle = () => true;
  // The marker is the browser's, shared by its tabs: it goes only once no tab still sends an
  // upload (nor this page, which may have started one while the locks were asked).
  const storedMarker = refreshMarker(storage);
  const marker: RefreshMarker = {
    ...storedMarker,
    clear: () =>
      void locks
        .live()
        .then((live) => {
          if (live.length === 0 && registryIsIdle()) storedMarker.clear();
        })
        .catch((error: unknown) => console.error('The upload locks could not be read', error)),
  };

  const tracker = createActor(
    uploadTrackerMachine.provide({
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
        // An upload running in this page keeps the marker: a reload now would cut it off too.
        resetRefreshMarker: () => {
          if (registryIsIdle()) marker.clear();
        },
      },
    }),
    { input: { log: readTrackerLog(storage), reloaded: marker.isSet() }, inspect },
  );
  tracker.start();

  const registry = createUploadRegistry({
    tracker,
    marker,
    locks,
    parallel,
    inspect,
    uploadLogic: ({ isCurrent }) =>
      uploadMachine.provide({
        actors: {
          ...calls,
          uploadPart,
          // A replaced upload no longer speaks for the class's video.
          setVideoStatus: fromPromise<void, { classId: number; status: number }>(async ({ input, signal }) => {
            if (isCurrent()) await classes.setVideoStatus(input, signal);
          }),
        },
        actions: { logError: logUploadError },
      }),
  });
  registryIsIdle = registry.isIdle;

  return {
    tracker,
    start: registry.start,
    cancel: registry.cancel,
    running: registry.running,
    subscribe: registry.subscribe,
    async listLoaded(signal) {
      tracker.send({ type: 'tracker.listLoaded' });
      if (tracker.getSnapshot().matches('tracking')) return;
      // The report failing or the list leaving is no reason to keep the list waiting.
      await waitFor(tracker, (snapshot) => snapshot.matches('tracking'), { signal }).catch(() => undefined);
    },
  };
}
