/**
 * The chunked video upload (spec sections 4, 7, 9; issue #6): initialize, presigned URLs for the
 * parts, PUT the parts in parallel (5 at a time by default, at most 15), finalize with the parts
 * in ascending order, then mark the class's video status 2.
 *
 * Each part is a spawned child (`part-<n>-<try>`) that reports progress, its ETag or its failure.
 * A failed part is tried again after a growing pause, a bounded number of times; a part URL that
 * has expired (403) sends the machine for fresh URLs for every part still to send, so a slow link
 * never fails a long upload. Cancel stops every part request in flight and asks the server to
 * abort, again until it confirms that no part is left. Any failure marks the video status 3, so
 * a class never claims a video it does not have.
 */
import { and, assertEvent, assign, enqueueActions, not, setup } from 'xstate';
import { suppliedAction, suppliedCallback, suppliedPromise, withNeeds } from './supplied';
import { UPLOAD_CHUNK_BYTES, UPLOAD_PARALLEL_DEFAULT, UPLOAD_PARALLEL_MAX, UPLOAD_STATUS } from '../constants';
import { errorMessage } from './error-message';

export const MAX_PART_TRIES = 4;
export const MAX_ABORT_TRIES = 5;
/** 0.5 s, 1 s, 2 s… between tries of a part, at most 8 s. */
export const retryPauseMs = (failedTries: number) => Math.min(500 * 2 ** (failedTries - 1), 8000);

export type UploadedFile = Pick<File, 'name' | 'size' | 'slice'>;

export type Part = {
  partNumber: number;
  start: number;
  end: number;
  url: string | null;
  status: 'waiting' | 'sending' | 'sent';
  etag: string | null;
  /** Failed tries so far. */
  failures: number;
  loaded: number;
};

export type PartInput = { partNumber: number; url: string; file: UploadedFile; start: number; end: number; pauseMs: number };

export type PartReport =
  | { type: 'part.progress'; partNumber: number; loaded: number }
  | { type: 'part.done'; partNumber: number; etag: string }
  /** `status` is the HTTP status of the PUT, 0 when there was no answer. */
  | { type: 'part.failed'; partNumber: number; status: number };

/**
 * `upload.cancel`: the person stopped it; `upload.replace`: a newer video for the same class took
 * its place. Both abort on the server; a replaced upload leaves the class's video status to the
 * upload that replaced it.
 */
export type UploadEvent = PartReport | { type: 'upload.cancel' } | { type: 'upload.replace' };

/** How an upload ended: its video is on the server, it failed, or it was cancelled or replaced. */
export type UploadOutcome = 'done' | 'failed' | 'aborted';

export type UploadTarget = { fileId: string; fileKey: string };
export type FinalPart = { PartNumber: number; ETag: string };

export type UploadInput = {
  file: UploadedFile;
  classId: number;
  parallel?: number;
  partSize?: number;
  maxPartTries?: number;
  maxAbortTries?: number;
};

export type UploadContext = {
  file: UploadedFile;
  classId: number;
  parallel: number;
  maxPartTries: number;
  maxAbortTries: number;
  target: UploadTarget | null;
  parts: Part[];
  abortTries: number;
  error: string | null;
  /** A newer upload of the same class took over: this one no longer writes the video status. */
  replaced: boolean;
};

export function splitIntoParts(size: number, partSize: number): Part[] {
  const count = Math.max(1, Math.ceil(size / partSize));
  return Array.from({ length: count }, (_, i) => ({
    partNumber: i + 1,
    start: i * partSize,
    end: Math.min(size, (i + 1) * partSize),
    url: null,
    status: 'waiting' as const,
    etag: null,
    failures: 0,
    loaded: 0,
  }));
}

/** S3 answers ETags in quotes; finalize wants them bare, in ascending part order. */
export const bareEtag = (etag: string) => etag.replace(/^W\//, '').replace(/^"|"$/g, '');

export const finalParts = (parts: Part[]): FinalPart[] =>
  [...parts].sort((a, b) => a.partNumber - b.partNumber).map((part) => ({ PartNumber: part.partNumber, ETag: part.etag! }));

/** Bytes sent over bytes to send, 0 to 1. */
export function uploadProgress(context: Pick<UploadContext, 'file' | 'parts'>): number {
  if (context.file.size === 0) return context.parts.every((part) => part.status === 'sent') ? 1 : 0;
  const sent = context.parts.reduce((sum, part) => sum + (part.status === 'sent' ? part.end - part.start : part.loaded), 0);
  return Math.min(1, sent / context.file.size);
}

const childId = (part: Part) => `part-${part.partNumber}-${part.failures}`;
const withPart = (parts: Part[], partNumber: number, change: (part: Part) => Part) =>
  parts.map((part) => (part.partNumber === partNumber ? change(part) : part));

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as UploadOutcome,
  },
  actors: {
    initialize: suppliedPromise<UploadTarget, { name: string }>('initialize'),
    presign: suppliedPromise<{ partNumber: number; url: string }[], UploadTarget & { partNumbers: number[] }>('presign'),
    uploadPart: suppliedCallback<{ type: 'noop' }, PartInput>('uploadPart'),
    finalize: suppliedPromise<void, UploadTarget & { parts: FinalPart[] }>('finalize'),
    /** Answers how many parts the server still holds for the upload. */
    abort: suppliedPromise<{ partsLeft: number }, UploadTarget>('abort'),
    setVideoStatus: suppliedPromise<void, { classId: number; status: number }>('setVideoStatus'),
  },
  actions: {
    /** Spec section 4: upload errors are only logged. */
    logError: suppliedAction<{ message: string }>(),
    startParts: enqueueActions(({ context, enqueue }) => {
      let sending = context.parts.filter((part) => part.status === 'sending').length;
      const starting = new Set<number>();
      for (const part of context.parts) {
        if (sending >= context.parallel) break;
        if (part.status !== 'waiting' || part.url === null) continue;
        starting.add(part.partNumber);
        sending += 1;
        enqueue.spawnChild('uploadPart', {
          id: childId(part),
          input: {
            partNumber: part.partNumber,
            url: part.url,
            file: context.file,
            start: part.start,
            end: part.end,
            pauseMs: part.failures === 0 ? 0 : retryPauseMs(part.failures),
          },
        });
      }
      if (starting.size > 0) {
        enqueue.assign({
          parts: context.parts.map((part) => (starting.has(part.partNumber) ? { ...part, status: 'sending' as const, loaded: 0 } : part)),
        });
      }
    }),
    stopParts: enqueueActions(({ context, enqueue }) => {
      for (const part of context.parts) if (part.status === 'sending') enqueue.stopChild(childId(part));
    }),
    /** The part that just reported its end is stopped, so its id is free for a later try. */
    stopReportingPart: enqueueActions(({ context, event, enqueue }) => {
      const part = context.parts.find((candidate) => 'partNumber' in event && candidate.partNumber === event.partNumber);
      if (part) enqueue.stopChild(childId(part));
    }),
  },
  guards: {
    // Each of these three sits on its one event; assertEvent narrows the type (and says so if it is ever moved).
    isLastPartDone: ({ context, event }) => {
      assertEvent(event, 'part.done');
      return context.parts.every((part) => part.status === 'sent' || part.partNumber === event.partNumber);
    },
    hasTriesLeft: ({ context, event }) => {
      assertEvent(event, 'part.failed');
      return (context.parts.find((part) => part.partNumber === event.partNumber)?.failures ?? 0) + 1 < context.maxPartTries;
    },
    isUrlExpired: ({ event }) => {
      assertEvent(event, 'part.failed');
      return event.status === 403;
    },
    isSending: ({ context, event }) =>
      'partNumber' in event && context.parts.some((part) => part.partNumber === event.partNumber && part.status === 'sending'),
    hasTarget: ({ context }) => context.target !== null,
    isNothingLeft: ({ event }) => (event as unknown as { output: { partsLeft: number } }).output.partsLeft === 0,
    hasAbortTriesLeft: ({ context }) => context.abortTries + 1 < context.maxAbortTries,
    isReplaced: ({ context }) => context.replaced,
  },
}).createMachine({
  id: 'upload',
  // How it ended, for whoever spawned it (the uploads machine).
  output: ({ event }) => (event as unknown as { output: UploadOutcome }).output,
  context: ({ input }) => ({
    file: input.file,
    classId: input.classId,
    parallel: Math.min(UPLOAD_PARALLEL_MAX, Math.max(1, input.parallel ?? UPLOAD_PARALLEL_DEFAULT)),
    maxPartTries: input.maxPartTries ?? MAX_PART_TRIES,
    maxAbortTries: input.maxAbortTries ?? MAX_ABORT_TRIES,
    target: null,
    parts: splitIntoParts(input.file.size, input.partSize ?? UPLOAD_CHUNK_BYTES),
    abortTries: 0,
    error: null,
    replaced: false,
  }),
  initial: 'active',
  states: {
    active: {
      initial: 'initializing',
      on: {
        'upload.cancel': '#upload.aborting',
        'upload.replace': { target: '#upload.aborting', actions: assign({ replaced: true }) },
        'part.progress': {
          guard: 'isSending',
          actions: assign({ parts: ({ context, event }) => withPart(context.parts, event.partNumber, (part) => ({ ...part, loaded: event.loaded })) }),
        },
        'part.done': [
          {
            // Only a part on its way reports its end: a stopped one's late word is not the last part.
            guard: and(['isSending', 'isLastPartDone']),
            target: '#upload.finalizing',
            actions: [
              'stopReportingPart',
              assign({
                parts: ({ context, event }) =>
                  withPart(context.parts, event.partNumber, (part) => ({ ...part, status: 'sent', etag: bareEtag(event.etag) })),
              }),
            ],
          },
          {
            guard: 'isSending',
            actions: [
              'stopReportingPart',
              assign({
                parts: ({ context, event }) =>
                  withPart(context.parts, event.partNumber, (part) => ({ ...part, status: 'sent', etag: bareEtag(event.etag) })),
              }),
              'startParts',
            ],
          },
        ],
        'part.failed': [
          {
            guard: and(['isSending', not('hasTriesLeft')]),
            target: '#upload.failing',
            actions: assign({
              error: ({ context, event }) => `part ${event.partNumber} failed ${context.maxPartTries} times (last status ${event.status})`,
            }),
          },
          {
            // An expired URL: this part and every part still waiting get fresh ones.
            guard: and(['isSending', 'isUrlExpired']),
            target: '.presigning',
            actions: [
              'stopReportingPart',
              assign({
                parts: ({ context, event }) =>
                  context.parts.map((part) =>
                    part.partNumber === event.partNumber
                      ? { ...part, status: 'waiting' as const, url: null, failures: part.failures + 1, loaded: 0 }
                      : part.status === 'waiting'
                        ? { ...part, url: null }
                        : part,
                  ),
              }),
            ],
          },
          {
            // Any other failure: the same part again, after a pause that grows with each try.
            guard: 'isSending',
            actions: [
              'stopReportingPart',
              assign({
                parts: ({ context, event }) =>
                  withPart(context.parts, event.partNumber, (part) => ({ ...part, status: 'waiting', failures: part.failures + 1, loaded: 0 })),
              }),
              'startParts',
            ],
          },
        ],
      },
      states: {
        initializing: {
          invoke: {
            id: 'initialize',
            src: 'initialize',
            input: ({ context }) => ({ name: context.file.name }),
            onDone: { target: 'presigning', actions: assign({ target: ({ event }) => event.output }) },
            onError: { target: '#upload.failing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        presigning: {
          invoke: {
            id: 'presign',
            src: 'presign',
            input: ({ context }) => ({
              ...context.target!,
              partNumbers: context.parts.filter((part) => part.status === 'waiting' && part.url === null).map((part) => part.partNumber),
            }),
            onDone: {
              target: 'uploading',
              actions: assign({
                parts: ({ context, event }) =>
                  context.parts.map((part) => {
                    const fresh = event.output.find((signed) => signed.partNumber === part.partNumber);
                    return fresh ? { ...part, url: fresh.url } : part;
                  }),
              }),
            },
            onError: { target: '#upload.failing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        // Another URL that expires while fresh ones are being fetched restarts the fetch, for all of them.
        uploading: {
          entry: 'startParts',
        },
      },
    },
    finalizing: {
      on: { 'upload.cancel': 'aborting', 'upload.replace': { target: 'aborting', actions: assign({ replaced: true }) } },
      invoke: {
        id: 'finalize',
        src: 'finalize',
        input: ({ context }) => ({ ...context.target!, parts: finalParts(context.parts) }),
        onDone: 'marking',
        onError: { target: 'failing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    marking: {
      invoke: {
        id: 'markDone',
        src: 'setVideoStatus',
        input: ({ context }) => ({ classId: context.classId, status: UPLOAD_STATUS.done }),
        onDone: 'done',
        onError: { target: 'failing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final', output: 'done' satisfies UploadOutcome },
    failing: {
      entry: ['stopParts', { type: 'logError', params: ({ context }) => ({ message: context.error ?? 'upload failed' }) }],
      invoke: {
        id: 'markFailed',
        src: 'setVideoStatus',
        input: ({ context }) => ({ classId: context.classId, status: UPLOAD_STATUS.failed }),
        onDone: 'failed',
        onError: 'failed',
      },
    },
    failed: { type: 'final', output: 'failed' satisfies UploadOutcome },
    aborting: {
      entry: 'stopParts',
      // Cancelled before the server knew of the upload: nothing to abort there.
      always: { guard: not('hasTarget'), target: 'markingAborted' },
      invoke: {
        id: 'abort',
        src: 'abort',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: 'isNothingLeft', target: 'markingAborted' },
          { guard: 'hasAbortTriesLeft', target: 'aborting', reenter: true, actions: assign({ abortTries: ({ context }) => context.abortTries + 1 }) },
          { target: 'markingAborted', actions: { type: 'logError', params: { message: 'the server kept parts after the abort' } } },
        ],
        onError: [
          { guard: 'hasAbortTriesLeft', target: 'aborting', reenter: true, actions: assign({ abortTries: ({ context }) => context.abortTries + 1 }) },
          { target: 'markingAborted', actions: { type: 'logError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
        ],
      },
    },
    markingAborted: {
      // The upload that replaced this one speaks for the class's video now.
      always: { guard: 'isReplaced', target: 'aborted' },
      invoke: {
        id: 'markAborted',
        src: 'setVideoStatus',
        input: ({ context }) => ({ classId: context.classId, status: UPLOAD_STATUS.failed }),
        onDone: 'aborted',
        onError: 'aborted',
      },
    },
    aborted: { type: 'final', output: 'aborted' satisfies UploadOutcome },
  },
});

/** What the app supplies: see supplied.ts. */
export const uploadMachine = withNeeds(definition, { actors: ['initialize', 'presign', 'finalize', 'abort', 'setVideoStatus', 'uploadPart'], actions: ['logError'] });
