/**
 * The upload tracker (spec section 4; DESIGN.md section 3), event-sourced: what it keeps in
 * browser storage is its event log, and the uploads it knows are the fold of that log. Progress
 * is kept in memory only (it changes many times a second and means nothing after a reload).
 *
 * After a reload the log is replayed; when the refresh marker was set (the page went away while
 * uploads ran) and the class list loads, uploads still in progress are recorded as failed, the
 * failed-video-status call is made, and on success the log is cleared and the marker reset.
 *
 * The log and the marker are shared by the browser's tabs (issue #12 item 2): an upload in progress
 * may be running in another live tab. So the list load first asks which uploads a live page still
 * sends (an injected actor; the Web Locks API in the app), and only the others were cut off; the
 * live ones stay to be asked about again at the next list load, and the marker stays theirs.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { UPLOAD_STATUS } from '../constants';

export type TrackerEntry =
  | { kind: 'started'; classId: number; fileName: string }
  | { kind: 'completed'; classId: number }
  | { kind: 'failed'; classId: number };

export type TrackedUpload = { classId: number; fileName: string; status: 1 | 2 | 3 };

export type UploadTrackerEvent =
  | { type: 'tracker.started'; classId: number; fileName: string }
  | { type: 'tracker.progress'; classId: number; progress: number }
  | { type: 'tracker.completed'; classId: number }
  | { type: 'tracker.failed'; classId: number }
  | { type: 'tracker.listLoaded' };

export type UploadTrackerContext = {
  log: TrackerEntry[];
  progress: Record<number, number>;
  /** The refresh marker was set when this page loaded. */
  reloaded: boolean;
  /**
   * Classes whose upload was in progress when the page loaded after one went away, until reported
   * as failed; some may still run in another tab.
   */
  interrupted: number[];
  /** Those of them found cut off (no live page sends them), being reported. */
  reporting: number[];
};

/** The uploads the log tells of, by class: the last word on each class wins. */
export function foldTracker(log: readonly TrackerEntry[]): Record<number, TrackedUpload> {
  const uploads: Record<number, TrackedUpload> = {};
  for (const entry of log) {
    if (entry.kind === 'started') uploads[entry.classId] = { classId: entry.classId, fileName: entry.fileName, status: UPLOAD_STATUS.inProgress };
    else if (uploads[entry.classId]) {
      uploads[entry.classId] = { ...uploads[entry.classId]!, status: entry.kind === 'completed' ? UPLOAD_STATUS.done : UPLOAD_STATUS.failed };
    }
  }
  return uploads;
}

export const uploadsInProgress = (log: readonly TrackerEntry[]) =>
  Object.values(foldTracker(log)).filter((upload) => upload.status === UPLOAD_STATUS.inProgress);

/**
 * Only the uploads still running, and those in `keep`: what is left once everything else has been
 * told.
 */
const runningOnly = (log: readonly TrackerEntry[], except: readonly number[] = [], keep: readonly number[] = []) => {
  const running = new Set(uploadsInProgress(log).map((upload) => upload.classId));
  return log.filter((entry) => (running.has(entry.classId) || keep.includes(entry.classId)) && !except.includes(entry.classId));
};

/** The interrupted uploads not being reported: another tab still sent them. */
const stillLive = ({ interrupted, reporting }: UploadTrackerContext) => interrupted.filter((classId) => !reporting.includes(classId));

/**
 * The log without the uploads that completed: the class list, just loaded, shows the stored
 * status 2 for them, so they need no memory here, and the stored log stays small. Failed ones
 * stay (their stored status may still say 1 if marking them 3 did not get through).
 */
const withoutCompleted = (log: readonly TrackerEntry[]) => {
  const uploads = foldTracker(log);
  return log.filter((entry) => uploads[entry.classId]?.status !== UPLOAD_STATUS.done);
};

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as UploadTrackerContext,
    events: {} as UploadTrackerEvent,
    input: {} as { log: TrackerEntry[]; reloaded: boolean },
  },
  actors: {
    /** The classes whose upload a live page of this browser is still sending. */
    findLiveUploads: suppliedPromise<number[], void>('findLiveUploads'),
    reportFailedVideos: suppliedPromise<void, { classIds: number[] }>('reportFailedVideos'),
  },
  actions: {
    /** Writes the log where it survives a reload. */
    persistLog: suppliedAction<{ log: TrackerEntry[] }>(),
    resetRefreshMarker: suppliedAction(),
  },
  guards: {
    hasInterruptedUploads: ({ context }) => context.interrupted.length > 0,
    wasReloaded: ({ context }) => context.reloaded,
    someCutOff: ({ context }, live: number[]) => context.interrupted.some((classId) => !live.includes(classId)),
    othersStillLive: ({ context }) => stillLive(context).length > 0,
  },
}).createMachine({
  id: 'uploadTracker',
  context: ({ input }) => ({
    log: input.log,
    progress: {},
    reloaded: input.reloaded,
    interrupted: input.reloaded ? uploadsInProgress(input.log).map((upload) => upload.classId) : [],
    reporting: [],
  }),
  initial: 'tracking',
  // Uploads go on whatever the tracker is doing, so their news is always recorded.
  on: {
    'tracker.started': {
      actions: [
        assign({
          log: ({ context, event }) => [...context.log, { kind: 'started', classId: event.classId, fileName: event.fileName }],
          progress: ({ context, event }) => ({ ...context.progress, [event.classId]: 0 }),
        }),
        { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
      ],
    },
    'tracker.progress': {
      actions: assign({ progress: ({ context, event }) => ({ ...context.progress, [event.classId]: event.progress }) }),
    },
    'tracker.completed': {
      actions: [
        assign({ log: ({ context, event }) => [...context.log, { kind: 'completed', classId: event.classId }] }),
        { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
      ],
    },
    'tracker.failed': {
      actions: [
        assign({ log: ({ context, event }) => [...context.log, { kind: 'failed', classId: event.classId }] }),
        { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
      ],
    },
  },
  states: {
    tracking: {
      on: {
        'tracker.listLoaded': [
          { guard: 'hasInterruptedUploads', target: 'findingLiveUploads' },
          // Reloaded with nothing interrupted: only the marker goes.
          {
            guard: 'wasReloaded',
            actions: [
              'resetRefreshMarker',
              assign({ reloaded: false, log: ({ context }) => withoutCompleted(context.log) }),
              { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
            ],
          },
          {
            actions: [
              assign({ log: ({ context }) => withoutCompleted(context.log) }),
              { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
            ],
          },
        ],
      },
    },
    findingLiveUploads: {
      invoke: {
        id: 'findLiveUploads',
        src: 'findLiveUploads',
        onDone: [
          {
            guard: { type: 'someCutOff', params: ({ event }) => event.output },
            target: 'recovering',
            // No page sends them any more: they failed.
            actions: [
              assign({
                reporting: ({ context, event }) => context.interrupted.filter((classId) => !event.output.includes(classId)),
              }),
              assign({
                log: ({ context }) => [
                  ...context.log,
                  ...uploadsInProgress(context.log)
                    .filter((upload) => context.reporting.includes(upload.classId))
                    .map((upload) => ({ kind: 'failed' as const, classId: upload.classId })),
                ],
              }),
              { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
            ],
          },
          // Every one still runs in another tab: nothing failed, and the marker is that tab's.
          { target: 'tracking' },
        ],
        // Unknown which still run: none is called failed; the next class-list load asks again.
        onError: 'tracking',
      },
    },
    recovering: {
      invoke: {
        id: 'reportFailedVideos',
        src: 'reportFailedVideos',
        input: ({ context }) => ({ classIds: context.reporting }),
        onDone: [
          {
            guard: 'othersStillLive',
            target: 'tracking',
            // The reported ones are cleared; those another tab still sends stay to be asked about.
            actions: [
              assign({
                log: ({ context }) => runningOnly(context.log, context.reporting, stillLive(context)),
                interrupted: ({ context }) => stillLive(context),
                reporting: [],
              }),
              { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
            ],
          },
          {
            target: 'tracking',
            // Cleared (spec section 4); only uploads started since, running in this page, stay.
            actions: [
              assign({
                log: ({ context }) => runningOnly(context.log, context.interrupted),
                interrupted: [],
                reporting: [],
                reloaded: false,
              }),
              { type: 'persistLog', params: ({ context }) => ({ log: context.log }) },
              'resetRefreshMarker',
            ],
          },
        ],
        // Still interrupted: the next class-list load reports again.
        onError: { target: 'tracking', actions: assign({ reporting: [] }) },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const uploadTrackerMachine = withNeeds(definition, { actors: ['findLiveUploads', 'reportFailedVideos'], actions: ['persistLog', 'resetRefreshMarker'] });

/**
 * The video progress a class shows (spec section 4): the tracker's word when it knows the class,
 * else the stored video_status. 1 uploading, 2 completed, 3 failed, anything else not submitted.
 */
export function videoStatusOf(context: Pick<UploadTrackerContext, 'log'>, classId: number, storedStatus: number | null): number | null {
  return foldTracker(context.log)[classId]?.status ?? storedStatus;
}
