/**
 * A screen's chunk is imported only when it cannot be lost (issue #31 item 1). Browsers that
 * follow the older module-map rule (Firefox, Safari, Chromium up to 150; whatwg/html#10327 changed
 * it) keep a failed module fetch for the life of the document: a chunk imported while the server
 * is away can never load in that tab again, and neither can a chunk it imports, whatever address
 * a retry asks for. So a chunk this browser has not loaded before (loaded-chunks.ts: those are in
 * its HTTP cache) is imported only once the health probe answered; while the server is away it
 * fails without asking for anything, and loads once the server is back.
 *
 * The first screen's chunk goes straight: it comes with the page, which the server has just sent.
 * A chunk that failed anyway (the server went between the probe and the import) is reloaded with
 * the page (stuck-chunk-reload.ts).
 */
import type { LoadedChunks } from './loaded-chunks';

/** The server did not answer the probe: nothing was imported, so a later try can still load. */
export class ServerAwayError extends Error {
  constructor() {
    super('The server did not answer; the chunk was not asked for.');
    this.name = 'ServerAwayError';
  }
}

/** `chunk` names the chunk `load` imports, the same name each time. */
export type ChunkGate = <T>(chunk: string, load: () => Promise<T>) => Promise<T>;

type GateOptions = {
  /** Asks the server once; resolves true when it answered. */
  probe: () => Promise<boolean>;
  loaded: LoadedChunks;
};

export function createChunkGate({ probe, loaded }: GateOptions): ChunkGate {
  let firstLoadAsked = false;
  return async (chunk, load) => {
    const mayLoad = !firstLoadAsked || loaded.has(chunk) || (await probe().catch(() => false));
    firstLoadAsked = true;
    if (!mayLoad) throw new ServerAwayError();
    const module = await load();
    loaded.add(chunk);
    return module;
  };
}
