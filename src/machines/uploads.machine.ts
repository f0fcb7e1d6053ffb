/**
 * The uploads running in this page (spec section 4; issue #14 item 2): one `upload` child per
 * class, spawned when the class form hands a saved class's new video over, and the one upload
 * tracker, invoked for the page's life. The class form goes away; the upload goes on here, across
 * routes, until it ends. This machine forwards each upload's start, progress (in whole percents)
 * and end to the tracker, and keeps what the class screens show (file name, uploading or
 * cancelling) in its context.
 *
 * Each upload holds its class's upload lock while it runs (a `lock` child per upload: other tabs
 * can then tell it is not cut off), and the refresh marker stays set while any upload runs. A new
 * video for a class whose upload still runs replaces it: the old one is sent `upload.replace`
 * (it aborts on the server and leaves the video status alone) and no longer reports here.
 */
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { suppliedAction, suppliedCallback, withNeeds } from './supplied';
import { uploadProgress, uploadMachine, type UploadedFile, type UploadOutcome } from './upload.machine';
import { uploadsInProgress, uploadTrackerMachine, type TrackerEntry } from './upload-tracker.machine';

export type RunningUpload = {
  classId: number;
  fileName: string;
  /** `cancelling`: the person asked to stop; the parts are being dropped on the server. */
  phase: 'uploading' | 'cancelling';
};

type Tracked = RunningUpload & { uploadId: string; percent: number };

export type UploadsContext = {
  /** The current upload of each class, by class id. */
  running: Record<number, Tracked>;
  /** Spawned so far: each upload's child id is unique for the page's life. */
  spawned: number;
  parallel: number;
  /** What the tracker starts from: its stored log, and whether the page was reloaded. */
  trackerStart: TrackerStart;
  /**
   * Uploads an earlier page of this browser lost are still to be reported (the tracker says when
   * it is done): until then the refresh marker stays.
   */
  lostUploadsToReport: boolean;
};

type TrackerStart = { log: TrackerEntry[]; reloaded: boolean };
export type UploadsInput = { parallel: number; tracker: TrackerStart };

export type UploadsEvent =
  | { type: 'uploads.start'; classId: number; file: UploadedFile }
  | { type: 'uploads.cancel'; classId: number }
  /** From the tracker: it has reported what an earlier page lost; the marker may go if nothing runs. */
  | { type: 'uploads.markerMayClear' }
  /** From a lock child: its lock is free again. */
  | { type: 'uploads.lockReleased'; uploadId: string }
  | { type: `xstate.snapshot.${string}`; snapshot: SnapshotFrom<typeof uploadMachine> }
  | { type: `xstate.done.actor.${string}`; output: UploadOutcome }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const UPLOAD_PREFIX = 'upload-';
const lockId = (uploadId: string) => `lock-${uploadId}`;
const uploadIdOf = (eventType: string) => eventType.replace(/^xstate\.(snapshot|done\.actor|error\.actor)\./, '');

/**
 * Progress goes to the tracker in whole percents, what the list shows, not on every byte count:
 * each step redraws the page, and finer steps cost a 1 GiB upload hundreds of renders for nothing.
 */
const percentOf = (snapshot: SnapshotFrom<typeof uploadMachine>) => Math.floor(uploadProgress(snapshot.context) * 100);
const phaseOf = (snapshot: SnapshotFrom<typeof uploadMachine>): RunningUpload['phase'] =>
  snapshot.matches('aborting') || snapshot.matches('markingAborted') ? 'cancelling' : 'uploading';

const currentOf = (context: UploadsContext, uploadId: string) => Object.values(context.running).find((upload) => upload.uploadId === uploadId);

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as UploadsContext,
    events: {} as UploadsEvent,
    input: {} as UploadsInput,
  },
  actors: {
    upload: uploadMachine,
    tracker: uploadTrackerMachine,
    /** Holds the class's upload lock from its start; `lock.release` frees it and answers `uploads.lockReleased`. */
    lock: suppliedCallback<{ type: 'lock.release' }, { classId: number; uploadId: string }>('lock'),
  },
  actions: {
    /** The browser's refresh marker: set while an upload runs, so a reload can tell one was cut off. */
    setMarker: suppliedAction(),
    /** Clears the marker unless another tab still sends an upload (or this page started one meanwhile). */
    clearMarker: suppliedAction(),
    /** A fault of an upload machine itself (not a failed call): logged, the upload ends failed. */
    logFault: suppliedAction<{ classId: number; error: unknown }>(),
  },
  guards: {
    nothingRuns: ({ context }) => Object.keys(context.running).length === 0,
    settled: ({ context }) => Object.keys(context.running).length === 0 && !context.lostUploadsToReport,
  },
}).createMachine({
  id: 'uploads',
  context: ({ input }) => ({
    running: {},
    spawned: 0,
    parallel: input.parallel,
    trackerStart: input.tracker,
    lostUploadsToReport: input.tracker.reloaded && uploadsInProgress(input.tracker.log).length > 0,
  }),
  invoke: { id: 'tracker', src: 'tracker', input: ({ context }) => context.trackerStart },
  on: {
    'uploads.start': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const previous = context.running[event.classId];
        if (previous) enqueue.sendTo(previous.uploadId, { type: 'upload.replace' });
        const uploadId = `${UPLOAD_PREFIX}${event.classId}-${context.spawned + 1}`;
        enqueue.spawnChild('lock', { id: lockId(uploadId), input: { classId: event.classId, uploadId } });
        enqueue('setMarker');
        enqueue.sendTo('tracker', { type: 'tracker.started', classId: event.classId, fileName: event.file.name });
        enqueue.assign({
          spawned: context.spawned + 1,
          running: {
            ...context.running,
            [event.classId]: { classId: event.classId, fileName: event.file.name, phase: 'uploading', uploadId, percent: 0 },
          },
        });
        enqueue.spawnChild('upload', {
          id: uploadId,
          input: { file: event.file, classId: event.classId, parallel: context.parallel },
          syncSnapshot: true,
        });
      }),
    },
    'uploads.cancel': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const upload = context.running[event.classId];
        if (upload) enqueue.sendTo(upload.uploadId, { type: 'upload.cancel' });
      }),
    },
    'xstate.snapshot.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const uploadId = uploadIdOf(event.type);
        if (!uploadId.startsWith(UPLOAD_PREFIX)) return;
        const { snapshot } = event as { snapshot: SnapshotFrom<typeof uploadMachine> };
        const current = currentOf(context, uploadId);
        // Only an upload machine's snapshot carries bytes (a stand-in child, as in tests, does not).
        if (!current || snapshot.status !== 'active' || snapshot.context === undefined) return;
        const percent = percentOf(snapshot);
        if (percent !== current.percent) {
          enqueue.sendTo('tracker', { type: 'tracker.progress', classId: current.classId, progress: percent / 100 });
        }
        const phase = phaseOf(snapshot);
        if (percent !== current.percent || phase !== current.phase) {
          enqueue.assign({ running: { ...context.running, [current.classId]: { ...current, percent, phase } } });
        }
      }),
    },
    // Whether current or replaced, its lock goes; only the current one reports its end.
    'xstate.done.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const uploadId = uploadIdOf(event.type);
        if (!uploadId.startsWith(UPLOAD_PREFIX)) return;
        enqueue.sendTo(lockId(uploadId), { type: 'lock.release' });
        const current = currentOf(context, uploadId);
        if (!current) return;
        const outcome = (event as { output: UploadOutcome }).output === 'done' ? 'tracker.completed' : 'tracker.failed';
        enqueue.sendTo('tracker', { type: outcome, classId: current.classId });
        enqueue.assign({ running: withoutClass(context.running, current.classId) });
      }),
    },
    'xstate.error.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const uploadId = uploadIdOf(event.type);
        if (!uploadId.startsWith(UPLOAD_PREFIX)) return;
        enqueue.sendTo(lockId(uploadId), { type: 'lock.release' });
        const current = currentOf(context, uploadId);
        if (!current) return;
        enqueue({ type: 'logFault', params: { classId: current.classId, error: (event as { error: unknown }).error } });
        enqueue.sendTo('tracker', { type: 'tracker.failed', classId: current.classId });
        enqueue.assign({ running: withoutClass(context.running, current.classId) });
      }),
    },
    // Once a lock is free, the marker asks whether any tab still sends an upload, not this one.
    'uploads.lockReleased': {
      actions: enqueueActions(({ event, enqueue, check }) => {
        enqueue.stopChild(lockId(event.uploadId));
        if (check('settled')) enqueue('clearMarker');
      }),
    },
    // An upload running in this page keeps the marker: a reload now would cut it off too.
    'uploads.markerMayClear': [
      { guard: 'nothingRuns', actions: [assign({ lostUploadsToReport: false }), 'clearMarker'] },
      { actions: assign({ lostUploadsToReport: false }) },
    ],
  },
});

/** What the app supplies: see supplied.ts. */
export const uploadsMachine = withNeeds(definition, { actors: ['upload', 'tracker', 'lock'], actions: ['logFault', 'setMarker', 'clearMarker'] });

function withoutClass(running: Record<number, Tracked>, classId: number): Record<number, Tracked> {
  const { [classId]: _ended, ...rest } = running;
  return rest;
}
