/**
 * The upload machine's `uploadPart` actor for the browser: after the retry pause it asks, one
 * XMLHttpRequest PUTs the part's bytes (`file.slice(start, end)`) to its presigned address. Upload
 * progress is reported as the part's bytes sent; a 2xx answer reports the part's ETag (the machine
 * strips its quotes); anything else reports the HTTP status, 0 when nothing answered. Stopping the
 * actor (cancel, or the machine leaving the state) aborts the request. XMLHttpRequest, not fetch:
 * only it reports upload progress in every browser.
 *
 * Bytes sent are reported by the first parts, so the bar moves from the first seconds even on a
 * slow line, and by any part of at least 1 % of the file (files up to about 500 MB at 5 MiB
 * parts). Every later part of a larger file is under one visible step of the list's percent, and
 * one of them ends every few seconds even on a slow line: its progress comes when it is done.
 * Listening costs: the browser then sends the page a progress message every few milliseconds per
 * request, which took a 1 GiB upload on two cores from 86-87 % of one raw PUT's speed down to
 * 77-78 % (issue #11 item 6).
 */
import { fromCallback } from 'xstate';
import type { PartInput, PartReport } from '../machines/upload.machine';

/** The part of XMLHttpRequest this actor uses, so tests can hand it a double. */
export type PartRequest = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'getResponseHeader' | 'status'> & {
  upload: { onprogress: ((event: { loaded: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
};

export type PartTimers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

/** The smallest share of the file whose part reports the bytes sent while it travels. */
export const PROGRESS_SHARE_MIN = 0.01;
/** Parts 1 to this one report the bytes sent whatever their share: the first round in flight. */
export const FIRST_PARTS_REPORTING = 5;
const reportsProgress = (input: PartInput) =>
  input.partNumber <= FIRST_PARTS_REPORTING || input.end - input.start >= input.file.size * PROGRESS_SHARE_MIN;

const browserTimers: PartTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createUploadPart(makeRequest: () => PartRequest = () => new XMLHttpRequest() as unknown as PartRequest, timers: PartTimers = browserTimers) {
  return fromCallback<{ type: 'noop' }, PartInput>(({ input, sendBack }) => {
    const { partNumber } = input;
    let request: PartRequest | null = null;
    let stopped = false;
    const report = (event: PartReport) => {
      if (!stopped) sendBack(event);
    };
    const failed = (status: number) => report({ type: 'part.failed', partNumber, status });

    const send = () => {
      const put = makeRequest();
      request = put;
      put.open('PUT', input.url);
      if (reportsProgress(input)) put.upload.onprogress = (event) => report({ type: 'part.progress', partNumber, loaded: event.loaded });
      put.onload = () => {
        if (put.status < 200 || put.status >= 300) return failed(put.status);
        const etag = put.getResponseHeader('ETag');
        // An answer without an ETag (a store that does not expose it) cannot be finalized: try again.
        if (!etag) return failed(put.status);
        report({ type: 'part.done', partNumber, etag });
      };
      put.onerror = () => failed(0);
      put.ontimeout = () => failed(0);
      put.send(input.file.slice(input.start, input.end));
    };

    const pause = input.pauseMs > 0 ? timers.setTimeout(send, input.pauseMs) : null;
    if (pause === null) send();
    return () => {
      stopped = true;
      if (pause !== null) timers.clearTimeout(pause);
      request?.abort();
    };
  });
}

export const uploadPart = createUploadPart();
