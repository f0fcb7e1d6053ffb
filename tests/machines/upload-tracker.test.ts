import { expect } from 'vitest';
import { foldTracker, uploadTrackerMachine, videoStatusOf, type TrackerEntry, type UploadTrackerContext } from '../../src/machines/upload-tracker.machine';
import { describeModel } from '../support/describe-model';
import type { Effect } from '../support/effects';

/*
 * The effects table (spec section 4, DESIGN.md section 3: the tracker is event-sourced). What is
 * stored is checked by what it tells: the log's fold, by class, the status each upload has.
 */
type Uploads = Record<number, { classId: number; fileName: string; status: number }>;
const IN_PROGRESS = 1;
const DONE = 2;
const FAILED = 3;
const only = (uploads: Uploads, keep: (upload: Uploads[number]) => boolean): Uploads =>
  Object.fromEntries(Object.entries(uploads).filter(([, upload]) => keep(upload)));
const withStatus = (uploads: Uploads, classIds: number[], status: number): Uploads =>
  Object.fromEntries(Object.entries(uploads).map(([id, upload]) => [id, classIds.includes(upload.classId) ? { ...upload, status } : upload]));
/** A stored log, matched by its fold: two logs that tell the same uploads are the same to the list. */
const logTelling = (expected: Uploads) => ({
  asymmetricMatch: (actual: { log: TrackerEntry[] }) => JSON.stringify(foldTracker(actual.log)) === JSON.stringify(expected),
  toAsymmetricMatcher: () => `a log telling ${JSON.stringify(expected)}`,
});
const stored = (uploads: Uploads): Effect => ({ kind: 'action', name: 'persistLog', params: logTelling(uploads) });
/** The news of an upload is stored as one more entry at the end of the log, as it was said. */
const storedWith = (entry: TrackerEntry, uploads: Uploads): Effect => ({
  kind: 'action',
  name: 'persistLog',
  params: {
    asymmetricMatch: (actual: { log: TrackerEntry[] }) => JSON.stringify(actual.log.at(-1)) === JSON.stringify(entry) && logTelling(uploads).asymmetricMatch(actual),
    toAsymmetricMatcher: () => `a log ending with ${JSON.stringify(entry)} and telling ${JSON.stringify(uploads)}`,
  },
});
/** Each upload's progress as the class list shows it, by the test's own account: 0 when it starts, then as told. */
let progress: Record<number, number> = {};
const resetMarker: Effect = { kind: 'action', name: 'resetRefreshMarker', params: undefined };

const interruptedLog: TrackerEntry[] = [{ kind: 'started', classId: 7, fileName: 'knife-skills.mp4' }];
const finishedLog: TrackerEntry[] = [...interruptedLog, { kind: 'completed', classId: 7 }];
/** Class 11's upload was started by another tab (the log and the marker are shared by the tabs). */
const twoTabsLog: TrackerEntry[] = [...interruptedLog, { kind: 'started', classId: 11, fileName: 'bread.mp4' }];
/** Which uploads a live page still sends (the Web Locks held): none, the other tab's, or both. */
const NONE_LIVE: number[] = [];
const OTHER_TAB_LIVE = [11];
const ALL_LIVE = [7, 11];

describeModel({
  name: 'uploadTracker',
  machine: uploadTrackerMachine,
  starts: [
    { name: 'fresh tab', input: { log: [], reloaded: false } },
    { name: 'reloaded during an upload', input: { log: interruptedLog, reloaded: true } },
    { name: 'reloaded after uploads ended', input: { log: finishedLog, reloaded: true } },
    { name: 'opened while another tab uploads', input: { log: twoTabsLog, reloaded: true } },
  ],
  events: {
    'tracker.started': [{ classId: 8, fileName: 'pasta.mp4' }],
    'tracker.progress': [{ classId: 8, progress: 0.5 }],
    'tracker.completed': [{ classId: 8 }],
    'tracker.failed': [{ classId: 8 }],
    'tracker.listLoaded': [{}],
  },
  outcomes: {
    findLiveUploads: { done: [NONE_LIVE, OTHER_TAB_LIVE, ALL_LIVE], error: [new Error('Locks could not be queried')] },
    reportFailedVideos: { done: [undefined], error: [new Error('The server could not be reached')] },
  },
  // The fold, not the log: the log may grow without the state changing.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      uploads: foldTracker(snapshot.context.log),
      interrupted: snapshot.context.interrupted,
      reporting: snapshot.context.reporting,
      reloaded: snapshot.context.reloaded,
      progress: snapshot.context.progress,
    }),
  alsoRefused: true,
  expectedEffects: ({ before, event }) => {
    if (before === null) return [];
    const { log, interrupted, reporting, reloaded } = before.context as UploadTrackerContext;
    const uploads = foldTracker(log) as Uploads;
    const e = event as unknown as { classId: number; fileName: string; output: number[] };
    switch (event.type) {
      // Uploads go on whatever the tracker is doing: their news is always stored, not their progress.
      case 'tracker.started':
        return [
          storedWith({ kind: 'started', classId: e.classId, fileName: e.fileName }, { ...uploads, [e.classId]: { classId: e.classId, fileName: e.fileName, status: IN_PROGRESS } }),
        ];
      case 'tracker.completed':
        return [storedWith({ kind: 'completed', classId: e.classId }, withStatus(uploads, [e.classId], DONE))];
      case 'tracker.failed':
        return [storedWith({ kind: 'failed', classId: e.classId }, withStatus(uploads, [e.classId], FAILED))];
      // The class list loaded: interrupted uploads are first checked against the live pages;
      // else the completed ones, which the list now shows stored, are let go (and after a reload, the marker).
      case 'tracker.listLoaded':
        if (!before.matches('tracking')) return [];
        if (interrupted.length > 0) return [{ kind: 'call', name: 'findLiveUploads', input: undefined }];
        return [...(reloaded ? [resetMarker] : []), stored(only(uploads, (upload) => upload.status !== DONE))];
      // Those no live page sends are failed, stored so, and reported; one another tab sends is not.
      case 'xstate.done.actor.findLiveUploads': {
        const cutOff = interrupted.filter((classId) => !e.output.includes(classId));
        return cutOff.length === 0 ? [] : [stored(withStatus(uploads, cutOff, FAILED)), { kind: 'call', name: 'reportFailedVideos', input: { classIds: cutOff } }];
      }
      // Reported: they go from the log; uploads another tab still sends stay to be asked about,
      // and so does the marker; with none left, only this page's running uploads stay.
      case 'xstate.done.actor.reportFailedVideos': {
        const stillLive = interrupted.filter((classId) => !reporting.includes(classId));
        return stillLive.length > 0
          ? [stored(only(uploads, (upload) => (upload.status === IN_PROGRESS || stillLive.includes(upload.classId)) && !reporting.includes(upload.classId)))]
          : [stored(only(uploads, (upload) => upload.status === IN_PROGRESS && !interrupted.includes(upload.classId))), resetMarker];
      }
      default:
        return [];
    }
  },
  everyStep: ({ before, event, snapshot }) => {
    const news = event as unknown as { classId: number; progress: number };
    if (before === null) progress = {};
    if (event.type === 'tracker.started') progress = { ...progress, [news.classId]: 0 };
    if (event.type === 'tracker.progress') progress = { ...progress, [news.classId]: news.progress };
    expect(snapshot.context.progress).toEqual(progress);
  },
  states: {
    recovering: ({ snapshot }) => {
      for (const classId of snapshot.context.reporting) expect(videoStatusOf(snapshot.context, classId, 1)).toBe(3);
    },
  },
  afterEvent: {
    'xstate.done.actor.findLiveUploads': ({ snapshot, event }) => {
      const live = (event as unknown as { output: number[] }).output;
      // Reported: the cut-off ones only; one another tab still sends is not called failed.
      expect(snapshot.context.reporting.some((classId: number) => live.includes(classId))).toBe(false);
      expect(snapshot.matches('recovering')).toBe(snapshot.context.reporting.length > 0);
    },
    // Unknown which still run: none is called failed, the next class-list load asks again.
    'xstate.error.actor.findLiveUploads': ({ snapshot }) => expect(snapshot.context.interrupted.length).toBeGreaterThan(0),
    'xstate.done.actor.reportFailedVideos': ({ snapshot }) => {
      expect(snapshot.context.reporting).toEqual([]);
      expect(snapshot.context.log.some((entry: TrackerEntry) => entry.classId === 7)).toBe(false);
    },
    // Still to report: the next class-list load tries again.
    'xstate.error.actor.reportFailedVideos': ({ snapshot }) => expect(snapshot.context.interrupted.length).toBeGreaterThan(0),
  },
});
