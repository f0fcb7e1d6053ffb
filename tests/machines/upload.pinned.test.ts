/** The upload's key behaviours, pinned by hand with callback part actors like the real ones. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { uploadMachine, uploadProgress, type PartInput, type PartReport } from '../../src/machines/upload.machine';

type PartBehaviour = (input: PartInput, report: (event: PartReport) => void) => void;

function start(options: { parts: PartBehaviour; abortAnswers?: number[]; size?: number }) {
  const log: string[] = [];
  const abortAnswers = [...(options.abortAnswers ?? [0])];
  const file = new File([new Uint8Array(options.size ?? 12)], 'lesson.mp4');
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        initialize: fromPromise(async () => ({ fileId: 'f', fileKey: 'k' })),
        presign: fromPromise(async ({ input }) => {
          log.push(`presign ${input.partNumbers.join(',')}`);
          return input.partNumbers.map((partNumber) => ({ partNumber, url: `u${partNumber}-${log.length}` }));
        }),
        uploadPart: fromCallback<{ type: 'noop' }, PartInput>(({ input, sendBack }) => {
          log.push(`put ${input.partNumber} ${input.url}`);
          options.parts(input, (event) => sendBack(event));
          return () => log.push(`stop ${input.partNumber}`);
        }),
        finalize: fromPromise(async ({ input }) => void log.push(`finalize ${JSON.stringify(input.parts)}`)),
        abort: fromPromise(async () => {
          log.push('abort');
          return { partsLeft: abortAnswers.shift() ?? 0 };
        }),
        setVideoStatus: fromPromise(async ({ input }) => void log.push(`status ${input.status}`)),
      },
    }),
    { input: { file, classId: 9, parallel: 2, partSize: 5 } },
  ).start();
  return { actor, log };
}

describe('upload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends 3 parts two at a time and finalizes them in ascending order with bare ETags', async () => {
    const { actor, log } = start({
      // Parts answer in reverse order; ETags come quoted, as S3 sends them.
      parts: (input, report) => setTimeout(() => report({ type: 'part.done', partNumber: input.partNumber, etag: `"etag-${input.partNumber}"` }), 100 - input.partNumber * 10),
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('done');
    expect(log.filter((line) => line.startsWith('put')).map((line) => line.split(' ')[1])).toEqual(['1', '2', '3']);
    expect(log).toContain('finalize [{"PartNumber":1,"ETag":"etag-1"},{"PartNumber":2,"ETag":"etag-2"},{"PartNumber":3,"ETag":"etag-3"}]');
    expect(log.at(-1)).toBe('status 2');
  });

  it('fetches fresh URLs when one has expired, and goes on', async () => {
    let first = true;
    const { actor, log } = start({
      parts: (input, report) => {
        if (input.partNumber === 2 && first) {
          first = false;
          setTimeout(() => report({ type: 'part.failed', partNumber: 2, status: 403 }), 5);
          return;
        }
        setTimeout(() => report({ type: 'part.done', partNumber: input.partNumber, etag: 'x' }), 50);
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('done');
    expect(log.filter((line) => line.startsWith('presign'))).toEqual(['presign 1,2,3', 'presign 2,3']);
  });

  it('reports progress as bytes sent over bytes to send', async () => {
    const { actor } = start({
      parts: (input, report) => report({ type: 'part.progress', partNumber: input.partNumber, loaded: 2 }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(uploadProgress(actor.getSnapshot().context)).toBeCloseTo(4 / 12);
  });

  it('cancel stops every part in flight, repeats the abort until nothing is left, and marks the video failed', async () => {
    const { actor, log } = start({ parts: () => {}, abortAnswers: [2, 1, 0] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'upload.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('aborted');
    expect(log.filter((line) => line.startsWith('stop')).sort()).toEqual(['stop 1', 'stop 2']);
    expect(log.filter((line) => line === 'abort')).toHaveLength(3);
    expect(log.at(-1)).toBe('status 3');
  });

  it('a part failing on every try fails the upload and marks the video failed', async () => {
    const { actor, log } = start({
      parts: (input, report) => setTimeout(() => report({ type: 'part.failed', partNumber: input.partNumber, status: input.partNumber === 1 ? 500 : 0 }), input.pauseMs + 1),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(log.at(-1)).toBe('status 3');
  });
});
