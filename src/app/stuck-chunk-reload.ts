/**
 * A screen's chunk that still fails while the server answers is stuck in this document: the
 * browser kept the failed fetch (chunk-gate.ts says when that happens). Only a new document loads
 * it, so the tab reloads at the address it is on, keeping form drafts as the reload into a new
 * version does (the failed screen itself has nothing unsaved: it was never drawn).
 *
 * Once: a second stuck chunk within a minute of that reload means the server cannot serve it at
 * all, and reloading again would loop; the screen then keeps its Try again.
 */
import { reloadForNewVersion } from './new-version';

const RELOADED_AT_KEY = 'mise.stuckChunkReloadAt';
export const STUCK_CHUNK_RELOAD_PAUSE_MS = 60_000;

type Options = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
};

/** Reloads the tab unless it did so for a stuck chunk within the last minute; true when it reloads. */
export function reloadForStuckChunk({ storage = sessionStorage, now = Date.now(), reload = reloadForNewVersion }: Options = {}): boolean {
  // Nothing stored, a damaged value or a time ahead of the clock reads as "not lately".
  const sinceLast = now - Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
  if (sinceLast >= 0 && sinceLast < STUCK_CHUNK_RELOAD_PAUSE_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}
