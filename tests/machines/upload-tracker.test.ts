import { expect } from 'vitest';
import { foldTracker, uploadTrackerMachine, videoStatusOf, type TrackerEntry } from '../../src/machines/upload-tracker.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

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
  states: {
    // Event sourcing: what was last written folds to what the tracker knows.
    tracking: ({ snapshot, effects }) => {
      const written = actionsOf(effects, 'persistLog').at(-1)?.params as { log: TrackerEntry[] } | undefined;
      if (written) expect(foldTracker(written.log)).toEqual(foldTracker(snapshot.context.log));
    },
    recovering: ({ snapshot }) => {
      for (const classId of snapshot.context.reporting) expect(videoStatusOf(snapshot.context, classId, 1)).toBe(3);
    },
  },
  afterEvent: {
    'tracker.listLoaded': ({ snapshot, stepEffects }) => {
      expect(callsOf(stepEffects, 'reportFailedVideos')).toEqual([]);
      if (snapshot.matches('findingLiveUploads')) {
        // Nothing is called failed before the live pages are known.
        expect(callsOf(stepEffects, 'findLiveUploads')).toHaveLength(1);
        expect(actionsOf(stepEffects, 'persistLog')).toEqual([]);
      } else {
        expect(callsOf(stepEffects, 'reportFailedVideos')).toEqual([]);
        // The list now shows the stored status 2 of completed uploads: the log lets them go.
        expect(Object.values(foldTracker(snapshot.context.log)).filter((upload) => upload.status === 2)).toEqual([]);
      }
    },
    'xstate.done.actor.findLiveUploads': ({ snapshot, event, stepEffects }) => {
      const live = (event as unknown as { output: number[] }).output;
      const cutOff = snapshot.context.interrupted.filter((classId: number) => !live.includes(classId));
      if (cutOff.length > 0) {
        // Reported: the cut-off ones only.
        expect(snapshot.matches('recovering')).toBe(true);
        expect(callsOf(stepEffects, 'reportFailedVideos').map((call) => call.input)).toEqual([{ classIds: cutOff }]);
        // One another tab still sends is not called failed.
        for (const classId of live) expect(snapshot.context.reporting).not.toContain(classId);
      } else {
        // Every one still runs in a live tab: nothing failed, nothing called, the marker stays.
        expect(snapshot.matches('tracking')).toBe(true);
        expect(callsOf(stepEffects, 'reportFailedVideos')).toEqual([]);
        expect(actionsOf(stepEffects, 'resetRefreshMarker')).toEqual([]);
        expect(actionsOf(stepEffects, 'persistLog')).toEqual([]);
      }
    },
    'xstate.error.actor.findLiveUploads': ({ snapshot, stepEffects }) => {
      expect(callsOf(stepEffects, 'reportFailedVideos')).toEqual([]);
      expect(actionsOf(stepEffects, 'persistLog')).toEqual([]);
      expect(snapshot.context.interrupted.length).toBeGreaterThan(0);
    },
    'xstate.done.actor.reportFailedVideos': ({ snapshot, stepEffects }) => {
      expect(snapshot.context.reporting).toEqual([]);
      expect(snapshot.context.log.some((entry: TrackerEntry) => entry.classId === 7)).toBe(false);
      if (snapshot.context.interrupted.length > 0) {
        // Another tab still sends class 11: it stays to be asked about, and the marker stays.
        expect(snapshot.context.interrupted).toEqual([11]);
        expect(actionsOf(stepEffects, 'resetRefreshMarker')).toEqual([]);
      } else {
        // Cleared: only uploads still running in this page are left.
        expect(Object.values(foldTracker(snapshot.context.log)).every((upload) => upload.status === 1)).toBe(true);
        expect(actionsOf(stepEffects, 'resetRefreshMarker')).toHaveLength(1);
      }
    },
    'xstate.error.actor.reportFailedVideos': ({ snapshot, stepEffects }) => {
      // Still to report: the next class-list load tries again.
      expect(snapshot.context.interrupted.length).toBeGreaterThan(0);
      expect(actionsOf(stepEffects, 'resetRefreshMarker')).toEqual([]);
    },
    'tracker.progress': ({ stepEffects }) => expect(actionsOf(stepEffects, 'persistLog')).toEqual([]),
  },
});
