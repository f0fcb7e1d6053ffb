/**
 * The uploads machine (issue #14 item 2): every path over one class's upload on a fresh page and
 * on a page reloaded after an earlier one lost an upload. Its children are the harness's fakes,
 * so what it tells them (the tracker's news, cancel) is checked with the real children in
 * tests/unit/classes-upload-runtime.test.ts; here: what it spawns, what it shows, the marker.
 */
import { expect } from 'vitest';
import type { UploadedFile } from '../../src/machines/upload.machine';
import { uploadsMachine } from '../../src/machines/uploads.machine';
import { describeModel } from '../support/describe-model';

const video: UploadedFile = { name: 'a1B2c3D4_1.mp4', size: 10, slice: () => new Blob() };
/** What an upload child's snapshot carries that the parent reads: its bytes and its state. */
const snapshotOf = (loaded: number, state: 'active' | 'aborting') => ({
  status: 'active',
  context: { file: video, parts: [{ status: 'sending', start: 0, end: 10, loaded }] },
  matches: (value: string) => value === state,
});
const UPLOAD_ID = 'upload-9-1';

describeModel({
  name: 'uploads',
  machine: uploadsMachine,
  starts: [
    { name: 'fresh page', input: { parallel: 5, tracker: { log: [], reloaded: false } } },
    {
      name: 'reloaded after an upload was cut off',
      input: { parallel: 5, tracker: { log: [{ kind: 'started', classId: 7, fileName: 'x.mp4' }], reloaded: true } },
    },
  ],
  events: {
    'uploads.start': [{ classId: 9, file: video }],
    'uploads.cancel': [{ classId: 9 }],
    'uploads.markerMayClear': [{}],
    'uploads.lockReleased': [{ uploadId: UPLOAD_ID }],
    [`xstate.snapshot.${UPLOAD_ID}`]: [{ snapshot: snapshotOf(5, 'active') }, { snapshot: snapshotOf(5, 'aborting') }],
    [`xstate.done.actor.${UPLOAD_ID}`]: [{ output: 'done' }, { output: 'failed' }],
    [`xstate.error.actor.${UPLOAD_ID}`]: [{ error: new Error('machine fault') }],
  } as never,
  outcomes: { tracker: {} },
  // One upload of class 9: started once; its news only while it runs, its lock's release once it ended.
  filterEvents: (snapshot, event) => {
    const running = snapshot.context.running[9] !== undefined;
    if (event.type === 'uploads.start') return snapshot.context.spawned === 0;
    if (event.type === 'uploads.lockReleased') return snapshot.context.spawned === 1 && !running;
    if (event.type.startsWith('xstate.')) return running;
    return true;
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.context),
  // Spec section 4, issue #12 item 2: a started upload holds its class's lock and sets the
  // browser's refresh marker; a fault is logged; a released lock stops, and the marker goes once
  // nothing runs here and no lost upload is still to be reported.
  expectedEffects: ({ input, before, event }) => {
    if (before === null) return [{ kind: 'call', name: 'tracker', input: input.tracker }];
    const nothingRuns = Object.keys(before.context.running).length === 0;
    const clear = { kind: 'action', name: 'clearMarker', params: undefined } as const;
    switch (event.type) {
      case 'uploads.start':
        return [
          { kind: 'action', name: 'setMarker', params: undefined },
          { kind: 'call', name: 'lock', input: { classId: 9, uploadId: UPLOAD_ID } },
          { kind: 'call', name: 'upload', input: { file: video, classId: 9, parallel: 5 } },
        ];
      case `xstate.error.actor.${UPLOAD_ID}`:
        return [{ kind: 'action', name: 'logFault', params: { classId: 9, error: (event as unknown as { error: unknown }).error } }];
      case 'uploads.lockReleased':
        // (The lock's stop lands last in the step.)
        return [...(nothingRuns && !before.context.lostUploadsToReport ? [clear] : []), { kind: 'cancel', name: 'lock' }];
      case 'uploads.markerMayClear':
        return nothingRuns ? [clear] : [];
      default:
        return [];
    }
  },
  afterEvent: {
    'uploads.start': ({ snapshot }) =>
      expect(snapshot.context.running).toEqual({ 9: { classId: 9, fileName: 'a1B2c3D4_1.mp4', phase: 'uploading', uploadId: UPLOAD_ID, percent: 0 } }),
    [`xstate.snapshot.${UPLOAD_ID}`]: ({ snapshot, event }) => {
      const aborting = (event.snapshot as { matches: (value: string) => boolean }).matches('aborting');
      expect(snapshot.context.running[9]).toMatchObject({ percent: 50, phase: aborting ? 'cancelling' : 'uploading' });
    },
    [`xstate.done.actor.${UPLOAD_ID}`]: ({ snapshot }) => expect(snapshot.context.running).toEqual({}),
    [`xstate.error.actor.${UPLOAD_ID}`]: ({ snapshot }) => expect(snapshot.context.running).toEqual({}),
    'uploads.markerMayClear': ({ snapshot }) => expect(snapshot.context.lostUploadsToReport).toBe(false),
  },
});
