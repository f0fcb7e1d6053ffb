/**
 * MD5 off the event loop, for the ETag of each uploaded part: hashing a gigabyte costs about 1.5 s
 * of CPU, which on the request thread would halve how fast parts stream to disk (DESIGN.md section
 * 7 wants the chunked upload at 70 % of one raw PUT). One worker thread per process hashes every
 * part in flight; the bytes go to it in 1 MiB batches (copied: the request thread still writes
 * the chunk to disk), at most 16 MiB ahead per part, so a slow worker slows the upload instead of
 * filling memory.
 */
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', ({ id, bytes, length, end }) => {
  let hash = hashes.get(id);
  if (!hash) hashes.set(id, (hash = createHash('md5')));
  if (bytes) {
    hash.update(new Uint8Array(bytes, 0, length));
    parentPort.postMessage({ id, taken: length });
  }
  if (end) {
    hashes.delete(id);
    parentPort.postMessage({ id, digest: hash.digest('hex') });
  }
});
`;

const BATCH_BYTES = 1024 * 1024;
const AHEAD_BYTES = 16 * 1024 * 1024;

export type Md5 = {
  /** Adds the bytes; waits only when this hash is too far ahead of the worker. */
  update(chunk: Uint8Array): Promise<void>;
  /** The hex digest of everything added. */
  digest(): Promise<string>;
};

type Job = { ahead: number; onTaken?: () => void; onDigest?: (digest: string) => void; onError: (error: Error) => void };

let worker: Worker | undefined;
const jobs = new Map<number, Job>();
let nextId = 0;

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.unref();
  started.on('message', ({ id, taken, digest }: { id: number; taken?: number; digest?: string }) => {
    const job = jobs.get(id);
    if (!job) return;
    if (taken !== undefined) {
      job.ahead -= taken;
      if (job.ahead <= AHEAD_BYTES) job.onTaken?.();
    }
    if (digest !== undefined) {
      jobs.delete(id);
      job.onDigest?.(digest);
    }
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const job of jobs.values()) job.onError(error);
    jobs.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the MD5 worker stopped (exit code ${code})`)));
  worker = started;
  return started;
}

export function md5Hash(): Md5 {
  const id = nextId++;
  const thread = theWorker();
  let failure: Error | undefined;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let digested: { resolve: (digest: string) => void; reject: (error: Error) => void } | undefined;
  const job: Job = {
    ahead: 0,
    onError: (error) => {
      failure = error;
      waiting?.reject(error);
      digested?.reject(error);
    },
  };
  jobs.set(id, job);
  // Made when bytes come, not after each hand-over: a part's last batch would otherwise leave a
  // fresh megabyte behind that nothing fills (one per part). Not zeroed: only `filled` bytes are
  // read, all written first.
  let batch: Uint8Array<ArrayBuffer> | null = null;
  let filled = 0;

  /** Hands the batch over (transferred, not copied); the next bytes start a new one. */
  const send = () => {
    if (!batch || filled === 0) return;
    const bytes = batch.buffer;
    job.ahead += filled;
    thread.postMessage({ id, bytes, length: filled }, [bytes]);
    batch = null;
    filled = 0;
  };

  return {
    async update(chunk) {
      if (failure) throw failure;
      for (let at = 0; at < chunk.byteLength; ) {
        batch ??= new Uint8Array(Buffer.allocUnsafeSlow(BATCH_BYTES).buffer as ArrayBuffer);
        const taken = Math.min(chunk.byteLength - at, BATCH_BYTES - filled);
        batch.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === BATCH_BYTES) send();
      }
      if (job.ahead > AHEAD_BYTES) {
        await new Promise<void>((resolve, reject) => {
          waiting = { resolve, reject };
          job.onTaken = () => {
            job.onTaken = undefined;
            resolve();
          };
        });
      }
    },
    digest() {
      if (failure) return Promise.reject(failure);
      send();
      return new Promise<string>((resolve, reject) => {
        digested = { resolve, reject };
        job.onDigest = resolve;
        thread.postMessage({ id, end: true });
      });
    },
  };
}

/** Forgets a hash that will never be digested (its part failed), so the worker drops it too. */
export function dropMd5(hash: Md5): void {
  hash.digest().catch(() => undefined);
}
