/**
 * The uploads machine with its real effects (spec section 4): the upload calls and part PUTs of
 * each upload child, the class's status when an upload ends, the browser's upload locks shared
 * by its tabs, the refresh marker and the tracker's stored log. Upload errors are only logged
 * (spec section 8).
 */
import { fromCallback, fromPromise, sendParent } from 'xstate';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { videoStatusCalls } from '../api/video-status';
import { UPLOAD_STATUS } from '../constants';
import { uploadCallActors } from '../api/uploads';
import { supplyAll } from '../machines/supplied';
import { uploadMachine } from '../machines/upload.machine';
import { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import { uploadsMachine } from '../machines/uploads.machine';
import type { uploadPart as browserUploadPart } from './upload-part';
import { writeTrackerLog, type refreshMarker, type UploadStorage } from './tracker-storage';
import type { UploadLocks } from './upload-locks';

/** 409: the class has no upload in progress any more (it ended meanwhile): nothing to mark. */
const unlessAlreadyEnded = (error: unknown) => {
  if (!(error instanceof ApiError && error.status === 409)) throw error;
};

export function liveUploads({
  client,
  uploadClient,
  storage,
  uploadPart,
  locks,
  marker,
}: {
  client: ApiClient;
  uploadClient: ApiClient;
  storage: UploadStorage;
  uploadPart: typeof browserUploadPart;
  locks: UploadLocks;
  marker: ReturnType<typeof refreshMarker>;
}) {
  const classes = videoStatusCalls(client);

  const tracker = supplyAll(uploadTrackerMachine, {
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

  const upload = supplyAll(uploadMachine, {
    actors: { ...uploadCallActors(uploadClient), uploadPart, setVideoStatus: fromPromise(({ input, signal }) => classes.setVideoStatus(input, signal)) },
    actions: { logError: (_, { message }) => console.error(`Video upload: ${message}`) },
  });

  // Holds the class's lock from the upload's start; frees it when asked (then says so) or when stopped.
  const lock = fromCallback<{ type: 'lock.release' }, { classId: number; uploadId: string }>(({ input, receive, sendBack }) => {
    const release = once(locks.hold(input.classId));
    receive(() => void release().then(() => sendBack({ type: 'uploads.lockReleased', uploadId: input.uploadId })));
    return () => void release();
  });

  return supplyAll(uploadsMachine, {
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
  });
}

/** A release that runs once, however often it is asked for (on `lock.release` and on stop). */
function once(release: () => Promise<void>): () => Promise<void> {
  let released: Promise<void> | null = null;
  return () => (released ??= release());
}
