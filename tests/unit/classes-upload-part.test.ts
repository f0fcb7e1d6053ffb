/** The browser's part PUT (src/uploads/upload-part.ts) against an XMLHttpRequest double. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { PartInput, PartReport } from '../../src/machines/upload.machine';
import { createUploadPart, type PartRequest } from '../../src/uploads/upload-part';

class FakeRequest implements PartRequest {
  static made: FakeRequest[] = [];
  method = '';
  url = '';
  body: Blob | null = null;
  aborted = false;
  status = 0;
  headers: Record<string, string> = {};
  upload: PartRequest['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeRequest.made.push(this);
  }
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body as Blob;
  }
  abort() {
    this.aborted = true;
  }
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  answer(status: number, headers: Record<string, string> = {}) {
    this.status = status;
    this.headers = headers;
    this.onload?.();
  }
}

const bytes = new Uint8Array(Array.from({ length: 32 }, (_, i) => i));
const file = new File([bytes], 'lesson.mp4');
const input = (change: Partial<PartInput> = {}): PartInput => ({ partNumber: 2, url: '/api/v1/upload-parts/abc?sig=1', file, start: 8, end: 20, pauseMs: 0, ...change });

/** Runs the part actor as a child and records what it reports to its parent. */
function runPart(partInput: PartInput) {
  const reports: PartReport[] = [];
  const parent = createActor(
    createMachine({
      on: {
        'part.progress': { actions: ({ event }) => reports.push(event as PartReport) },
        'part.done': { actions: ({ event }) => reports.push(event as PartReport) },
        'part.failed': { actions: ({ event }) => reports.push(event as PartReport) },
        stop: { target: '.stopped' },
      },
      initial: 'running',
      states: { running: { invoke: { id: 'part', src: createUploadPart(() => new FakeRequest()), input: partInput } }, stopped: {} },
    }),
  ).start();
  return { reports, parent };
}

describe('uploadPart (browser PUT of one part)', () => {
  beforeEach(() => {
    FakeRequest.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('PUTs exactly the part’s bytes to its presigned address', async () => {
    runPart(input());
    const [put] = FakeRequest.made;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/api/v1/upload-parts/abc?sig=1');
    expect([...new Uint8Array(await put!.body!.arrayBuffer())]).toEqual([...bytes.slice(8, 20)]);
  });

  it('reports upload progress, then the ETag of a 2xx answer as it came', () => {
    const { reports } = runPart(input());
    const put = FakeRequest.made[0]!;
    put.upload.onprogress?.({ loaded: 5 });
    put.upload.onprogress?.({ loaded: 12 });
    put.answer(200, { etag: '"9b2cf535f27731c974343645a3985328"' });
    expect(reports).toEqual([
      { type: 'part.progress', partNumber: 2, loaded: 5 },
      { type: 'part.progress', partNumber: 2, loaded: 12 },
      { type: 'part.done', partNumber: 2, etag: '"9b2cf535f27731c974343645a3985328"' },
    ]);
  });

  it('listens to the bytes sent for the first five parts and for a part of at least 1 % of the file; a later smaller one reports when done', () => {
    const large = { name: 'long-lesson.mp4', size: 10_000, slice: (start?: number, end?: number) => new Blob([new Uint8Array((end ?? 0) - (start ?? 0))]) };
    const small = runPart(input({ file: large, partNumber: 6, start: 500, end: 599 }));
    const smallPut = FakeRequest.made[0]!;
    expect(smallPut.upload.onprogress).toBeNull();
    smallPut.answer(200, { etag: '"e1"' });
    expect(small.reports).toEqual([{ type: 'part.done', partNumber: 6, etag: '"e1"' }]);

    const share = runPart(input({ file: large, partNumber: 6, start: 500, end: 600 }));
    FakeRequest.made[1]!.upload.onprogress?.({ loaded: 40 });
    expect(share.reports).toEqual([{ type: 'part.progress', partNumber: 6, loaded: 40 }]);

    const first = runPart(input({ file: large, partNumber: 5, start: 400, end: 499 }));
    FakeRequest.made[2]!.upload.onprogress?.({ loaded: 30 });
    expect(first.reports).toEqual([{ type: 'part.progress', partNumber: 5, loaded: 30 }]);
  });

  it('reports the HTTP status of a refusal (403: the address expired)', () => {
    const { reports } = runPart(input());
    FakeRequest.made[0]!.answer(403);
    expect(reports).toEqual([{ type: 'part.failed', partNumber: 2, status: 403 }]);
  });

  it('reports status 0 when nothing answered, and a 2xx without an ETag as a failure', () => {
    const first = runPart(input());
    FakeRequest.made[0]!.onerror?.();
    expect(first.reports).toEqual([{ type: 'part.failed', partNumber: 2, status: 0 }]);
    const second = runPart(input({ partNumber: 3 }));
    FakeRequest.made[1]!.answer(200);
    expect(second.reports).toEqual([{ type: 'part.failed', partNumber: 3, status: 200 }]);
  });

  it('waits the retry pause before sending', () => {
    runPart(input({ pauseMs: 1000 }));
    vi.advanceTimersByTime(999);
    expect(FakeRequest.made).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(FakeRequest.made).toHaveLength(1);
  });

  it('aborts the request when stopped, and reports nothing after', () => {
    const { reports, parent } = runPart(input());
    parent.send({ type: 'stop' });
    const put = FakeRequest.made[0]!;
    expect(put.aborted).toBe(true);
    put.onerror?.();
    expect(reports).toEqual([]);
  });

  it('sends nothing at all when stopped during the pause', () => {
    const { parent } = runPart(input({ pauseMs: 500 }));
    parent.send({ type: 'stop' });
    vi.advanceTimersByTime(1000);
    expect(FakeRequest.made).toHaveLength(0);
  });
});

