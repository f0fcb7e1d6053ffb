/** The upload's key behaviours, pinned by hand with callback part actors like the real ones. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { bareEtag, finalParts, retryPauseMs, uploadMachine, uploadProgress, type Part, type PartInput, type PartReport } from '../../src/machines/upload.machine';

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

  it('never has more parts on their way than allowed: a part done starts one waiting part, not all', async () => {
    // 20 bytes in parts of 5: four parts, two at a time; part 1 ends, the others stay on their way.
    const { log } = start({
      size: 20,
      parts: (input, report) => {
        if (input.partNumber === 1) setTimeout(() => report({ type: 'part.done', partNumber: 1, etag: '"e1"' }), 10);
      },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(log.filter((line) => line.startsWith('put')).map((line) => line.split(' ')[1])).toEqual(['1', '2', '3']);
  });
});

/*
 * The helpers, by issue #6's rules written here: the pause before a part's next try doubles from
 * half a second, at most 8 s; an ETag goes to finalize bare (no quotes, no weak W/ prefix, nothing
 * else touched); progress is bytes sent over bytes to send.
 */
describe('upload helpers', () => {
  it('pauses 0.5 s, 1 s, 2 s, 4 s, 8 s, then 8 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryPauseMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('strips the quotes and a weak prefix of an ETag, and only those', () => {
    expect(bareEtag('"e1"')).toBe('e1');
    expect(bareEtag('W/"e1"')).toBe('e1');
    expect(bareEtag('"aW/b"')).toBe('aW/b');
    expect(bareEtag('e1')).toBe('e1');
  });

  it('counts progress from the parts sent and the bytes loaded of the others', () => {
    const part = (partNumber: number, status: Part['status'], loaded = 0): Part => ({
      partNumber, start: (partNumber - 1) * 5, end: Math.min(8, partNumber * 5), url: null, status, etag: null, failures: 0, loaded,
    });
    const file = new File([new Uint8Array(8)], 'knife-skills.mp4');
    expect(uploadProgress({ file, parts: [part(1, 'sent'), part(2, 'sending', 1)] })).toBeCloseTo(6 / 8);
    expect(uploadProgress({ file, parts: [part(1, 'sent'), part(2, 'sent')] })).toBe(1);
    // A later part sent first counts its own bytes (8 - 5), beside the 2 loaded of the first.
    expect(uploadProgress({ file, parts: [part(1, 'sending', 2), part(2, 'sent')] })).toBeCloseTo(5 / 8);
    // An empty file is done once its one part is sent.
    const empty = new File([], 'empty.mp4');
    expect(uploadProgress({ file: empty, parts: [{ ...part(1, 'waiting'), end: 0 }] })).toBe(0);
    expect(uploadProgress({ file: empty, parts: [{ ...part(1, 'sent'), end: 0 }] })).toBe(1);
  });

  it('hands finalize the parts in ascending order, whatever order they finished in (S3 refuses any other)', () => {
    const done = (partNumber: number): Part => ({ partNumber, start: 0, end: 1, url: null, status: 'sent', etag: `e${partNumber}`, failures: 0, loaded: 1 });
    expect(finalParts([done(3), done(1), done(2)])).toEqual([
      { PartNumber: 1, ETag: 'e1' },
      { PartNumber: 2, ETag: 'e2' },
      { PartNumber: 3, ETag: 'e3' },
    ]);
  });
});
