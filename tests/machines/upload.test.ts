import { expect } from 'vitest';
import { UPLOAD_STATUS } from '../../src/constants';
import { retryPauseMs, uploadMachine, type Part, type PartInput } from '../../src/machines/upload.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf, type Effect } from '../support/effects';

// Two parts of 5 bytes and 3 bytes, sent two at a time.
const video = new File([new Uint8Array(8)], 'knife-skills.mp4', { type: 'video/mp4' });
const target = { fileId: 'upl_1', fileKey: 'videos/knife-skills.mp4' };
const signed = [
  { partNumber: 1, url: 'https://store.example/p1?sig=a' },
  { partNumber: 2, url: 'https://store.example/p2?sig=b' },
];
const partCalls = (effects: Effect[]) => callsOf(effects, 'uploadPart').map((call) => call.input as PartInput);
const statusCalls = (effects: Effect[]) => callsOf(effects, 'setVideoStatus').map((call) => call.input);

describeModel({
  name: 'upload',
  machine: uploadMachine,
  // Small limits (2 tries a part, 2 aborts) take every transition the real limits (4, 5) take.
  starts: [
    { name: '8-byte video in 5-byte parts', input: { file: video, classId: 42, parallel: 2, partSize: 5, maxPartTries: 2, maxAbortTries: 2 } },
  ],
  events: {
    'part.progress': [{ partNumber: 1, loaded: 3 }],
    'part.done': [
      { partNumber: 1, etag: '"e1"' },
      { partNumber: 2, etag: '"e2"' },
    ],
    'part.failed': [
      { partNumber: 1, status: 500 },
      { partNumber: 1, status: 403 },
      { partNumber: 2, status: 403 },
    ],
    'upload.cancel': [{}],
    'upload.replace': [{}],
  },
  outcomes: {
    initialize: { done: [target], error: [new Error('Storage is full')] },
    presign: { done: [signed], error: [new Error('The server could not be reached')] },
    finalize: { done: [undefined], error: [new Error('ETag mismatch for part 2')] },
    markDone: { done: [undefined], error: [new Error('Class not found')] },
    markFailed: { done: [undefined], error: [new Error('Class not found')] },
    abort: { done: [{ partsLeft: 0 }, { partsLeft: 2 }], error: [new Error('The server could not be reached')] },
    markAborted: { done: [undefined], error: [new Error('Class not found')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      parts: snapshot.context.parts.map((part: Part) => [part.status, part.failures, part.url !== null]),
      abortTries: snapshot.context.abortTries,
      replaced: snapshot.context.replaced,
    }),
  states: {
    // Never more parts on their way than allowed.
    active: ({ snapshot }) =>
      expect(snapshot.context.parts.filter((part: Part) => part.status === 'sending').length).toBeLessThanOrEqual(snapshot.context.parallel),
    done: ({ effects }) => expect(statusCalls(effects).at(-1)).toEqual({ classId: 42, status: UPLOAD_STATUS.done }),
    failed: ({ effects }) => {
      expect(statusCalls(effects).at(-1)).toEqual({ classId: 42, status: UPLOAD_STATUS.failed });
      expect(actionsOf(effects, 'logError').length).toBeGreaterThan(0);
    },
    // Cancelled: the class's video is marked failed once; replaced: the newer upload speaks for it.
    aborted: ({ snapshot, effects }) =>
      expect(statusCalls(effects)).toEqual(snapshot.context.replaced ? [] : [{ classId: 42, status: UPLOAD_STATUS.failed }]),
  },
  afterEvent: {
    'xstate.done.actor.presign': ({ snapshot, stepEffects }) => {
      // Each part goes to its own signed URL, with the bytes of its range.
      for (const input of partCalls(stepEffects)) {
        const part = snapshot.context.parts.find((candidate: Part) => candidate.partNumber === input.partNumber)!;
        expect(input).toMatchObject({ url: signed[input.partNumber - 1]!.url, start: part.start, end: part.end });
        expect(input.pauseMs).toBe(part.failures === 0 ? 0 : retryPauseMs(part.failures));
      }
    },
    'part.failed': ({ snapshot, event, stepEffects }) => {
      const { status } = event as unknown as { status: number };
      const part = snapshot.context.parts.find((candidate: Part) => candidate.partNumber === (event as unknown as { partNumber: number }).partNumber)!;
      if (snapshot.matches('failing') || snapshot.matches('failed')) {
        expect(part.failures).toBe(snapshot.context.maxPartTries - 1);
      } else if (status === 403) {
        // An expired URL: fresh URLs for the parts still to send, this one among them.
        expect(snapshot.matches({ active: 'presigning' })).toBe(true);
        expect((callsOf(stepEffects, 'presign').at(-1)?.input as { partNumbers: number[] }).partNumbers).toContain(part.partNumber);
      } else {
        // Tried again after a pause that grows with each failure.
        expect(partCalls(stepEffects)).toEqual([expect.objectContaining({ partNumber: part.partNumber, pauseMs: retryPauseMs(part.failures) })]);
      }
    },
    'part.done': ({ snapshot, stepEffects }) => {
      if (snapshot.matches('finalizing')) {
        expect(callsOf(stepEffects, 'finalize')[0]?.input).toEqual({
          ...target,
          parts: [
            { PartNumber: 1, ETag: 'e1' },
            { PartNumber: 2, ETag: 'e2' },
          ],
        });
      }
    },
    'upload.cancel': ({ snapshot, effects, stepEffects }) => {
      // Every part request on its way is cancelled.
      const started = callsOf(effects, 'uploadPart').length;
      const settled = effects.filter((effect) => effect.kind === 'cancel' && effect.name === 'uploadPart').length;
      expect(settled).toBeLessThanOrEqual(started);
      expect(snapshot.context.parts.every((part: Part) => part.status !== 'sending') || stepEffects.some((e) => e.kind === 'cancel')).toBe(true);
      if (snapshot.context.target) expect(callsOf(stepEffects, 'abort')).toEqual([{ kind: 'call', name: 'abort', input: target }]);
    },
    'upload.replace': ({ snapshot, stepEffects }) => {
      expect(snapshot.context.replaced).toBe(true);
      expect(snapshot.context.parts.every((part: Part) => part.status !== 'sending') || stepEffects.some((e) => e.kind === 'cancel')).toBe(true);
      expect(callsOf(stepEffects, 'abort')).toEqual(snapshot.context.target ? [{ kind: 'call', name: 'abort', input: target }] : []);
      expect(statusCalls(stepEffects)).toEqual([]);
    },
    'xstate.done.actor.abort': ({ snapshot, event, stepEffects }) => {
      const { partsLeft } = event.output as { partsLeft: number };
      if (partsLeft > 0 && snapshot.matches('aborting')) expect(callsOf(stepEffects, 'abort')).toHaveLength(1);
      if (partsLeft === 0) expect(snapshot.value).toBe(snapshot.context.replaced ? 'aborted' : 'markingAborted');
    },
  },
});
