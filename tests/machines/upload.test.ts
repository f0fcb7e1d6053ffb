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
const PART_SIZE = 5;
const MAX_PART_TRIES = 2;
const MAX_ABORT_TRIES = 2;
const FAILED = { classId: 42, status: UPLOAD_STATUS.failed };

/*
 * The effects table (spec sections 4, 7, 9; issue #6), from the parts as they stood before the
 * step: which calls go out, which part requests start or are dropped, what is logged.
 */
const setStatus = (input: { classId: number; status: number }): Effect => ({ kind: 'call', name: 'setVideoStatus', input });
const logError = (message: string): Effect => ({ kind: 'action', name: 'logError', params: { message } });
const cancel = (name: string): Effect => ({ kind: 'cancel', name });
const sendPart = (part: Part, url: string, failures: number): Effect => ({
  kind: 'call',
  name: 'uploadPart',
  input: { partNumber: part.partNumber, url, file: video, start: (part.partNumber - 1) * PART_SIZE, end: Math.min(8, part.partNumber * PART_SIZE), pauseMs: failures === 0 ? 0 : retryPauseMs(failures) },
});
/** Waiting parts with a URL start, in order, while fewer than two are on their way. */
function partsStarting(parts: Part[]): Effect[] {
  let sending = parts.filter((part) => part.status === 'sending').length;
  const started: Effect[] = [];
  for (const part of parts) {
    if (sending >= 2) break;
    if (part.status !== 'waiting' || part.url === null) continue;
    started.push(sendPart(part, part.url, part.failures));
    sending += 1;
  }
  return started;
}
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
  expectedEffects: ({ before, event }) => {
    if (before === null) return [{ kind: 'call', name: 'initialize', input: { name: 'knife-skills.mp4' } }];
    const { parts, target, abortTries, replaced } = before.context as { parts: Part[]; target: { fileId: string; fileKey: string } | null; abortTries: number; replaced: boolean };
    const at = (state: string) => before.matches(state as never);
    const active = at('active');
    const sending = parts.filter((part) => part.status === 'sending');
    const e = event as unknown as { partNumber: number; status: number; output: unknown; error: Error };
    const part = parts.find((candidate) => candidate.partNumber === e.partNumber);
    const isSending = part?.status === 'sending';
    // Whatever was under way stops; the server is asked to abort when it knows the upload.
    const inFlight = ['active.initializing', 'active.presigning', 'finalizing'].filter(at).map((state) => ({ 'active.initializing': 'initialize', 'active.presigning': 'presign', finalizing: 'finalize' })[state]!);
    const failing = (message: string, stopped: Effect[] = []) => [...stopped, logError(message), setStatus(FAILED)];
    const markAborted = (wasReplaced: boolean) => (wasReplaced ? [] : [setStatus(FAILED)]);
    switch (event.type) {
      case 'xstate.done.actor.initialize':
        return [{ kind: 'call', name: 'presign', input: { ...target!, ...(e.output as object), partNumbers: [1, 2] } }];
      case 'xstate.error.actor.initialize':
        return failing('Storage is full');
      case 'xstate.done.actor.presign': {
        const signedParts = parts.map((candidate) => ({ ...candidate, url: signed[candidate.partNumber - 1]!.url }));
        return partsStarting(signedParts);
      }
      case 'xstate.error.actor.presign':
        return failing('The server could not be reached', sending.map(() => cancel('uploadPart')));
      case 'part.done': {
        if (!active || !isSending) return [];
        const last = parts.every((candidate) => candidate.status === 'sent' || candidate.partNumber === e.partNumber);
        const after = parts.map((candidate) => (candidate.partNumber === e.partNumber ? { ...candidate, status: 'sent' as const } : candidate));
        return last
          ? [cancel('uploadPart'), { kind: 'call', name: 'finalize', input: { ...target!, parts: [{ PartNumber: 1, ETag: 'e1' }, { PartNumber: 2, ETag: 'e2' }] } }]
          : [cancel('uploadPart'), ...partsStarting(after)];
      }
      case 'part.failed': {
        if (!active || !isSending) return [];
        if (part!.failures + 1 >= MAX_PART_TRIES)
          return failing(`part ${e.partNumber} failed ${MAX_PART_TRIES} times (last status ${e.status})`, [...sending.map(() => cancel('uploadPart')), ...inFlight.map(cancel)]);
        if (e.status === 403) {
          const fresh = parts
            .filter((candidate) => candidate.partNumber === e.partNumber || candidate.status === 'waiting')
            .map((candidate) => candidate.partNumber);
          return [cancel('uploadPart'), ...(at('active.presigning') ? [cancel('presign')] : []), { kind: 'call', name: 'presign', input: { ...target!, partNumbers: fresh } }];
        }
        const after = parts.map((candidate) => (candidate.partNumber === e.partNumber ? { ...candidate, status: 'waiting' as const, failures: candidate.failures + 1 } : candidate));
        return [cancel('uploadPart'), ...partsStarting(after)];
      }
      case 'upload.cancel':
      case 'upload.replace': {
        if (!active && !at('finalizing')) return [];
        const stopped = [...sending.map(() => cancel('uploadPart')), ...inFlight.map(cancel)];
        return target === null ? [...stopped, ...markAborted(replaced || event.type === 'upload.replace')] : [...stopped, { kind: 'call', name: 'abort', input: target }];
      }
      case 'xstate.done.actor.abort': {
        const { partsLeft } = e.output as { partsLeft: number };
        if (partsLeft === 0) return markAborted(replaced);
        if (abortTries + 1 < MAX_ABORT_TRIES) return [{ kind: 'call', name: 'abort', input: target }];
        return [logError('the server kept parts after the abort'), ...markAborted(replaced)];
      }
      case 'xstate.error.actor.abort':
        return abortTries + 1 < MAX_ABORT_TRIES ? [{ kind: 'call', name: 'abort', input: target }] : [logError('The server could not be reached'), ...markAborted(replaced)];
      case 'xstate.done.actor.finalize':
        return [setStatus({ classId: 42, status: UPLOAD_STATUS.done })];
      case 'xstate.error.actor.finalize':
        return failing('ETag mismatch for part 2');
      case 'xstate.error.actor.markDone':
        return failing('Class not found');
      default:
        return [];
    }
  },
  states: {
    // Never more parts on their way than allowed.
    active: ({ snapshot }) =>
      expect(snapshot.context.parts.filter((part: Part) => part.status === 'sending').length).toBeLessThanOrEqual(snapshot.context.parallel),
    // How it ended is its output: the uploads machine tells the tracker completed or failed by it.
    done: ({ snapshot, effects }) => {
      expect(snapshot.output).toBe('done');
      expect(statusCalls(effects).at(-1)).toEqual({ classId: 42, status: UPLOAD_STATUS.done });
    },
    failed: ({ snapshot, effects }) => {
      expect(snapshot.output).toBe('failed');
      expect(statusCalls(effects).at(-1)).toEqual({ classId: 42, status: UPLOAD_STATUS.failed });
      expect(actionsOf(effects, 'logError').length).toBeGreaterThan(0);
    },
    // Cancelled: the class's video is marked failed once; replaced: the newer upload speaks for it.
    aborted: ({ snapshot, effects }) => {
      expect(snapshot.output).toBe('aborted');
      expect(statusCalls(effects)).toEqual(snapshot.context.replaced ? [] : [{ classId: 42, status: UPLOAD_STATUS.failed }]);
    },
  },
  afterEvent: {
    'part.failed': ({ snapshot, event }) => {
      const failed = snapshot.context.parts.find((candidate: Part) => candidate.partNumber === (event as unknown as { partNumber: number }).partNumber)!;
      // Tried at most twice: a part is never counted past its last try.
      expect(failed.failures).toBeLessThan(MAX_PART_TRIES);
    },
    'upload.replace': ({ snapshot }) => expect(snapshot.context.replaced).toBe(true),
  },
});
