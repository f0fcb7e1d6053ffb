/**
 * Which screens' chunks this browser has loaded under the build it runs (chunk-gate.ts): their
 * files are then in the HTTP cache for a year (the server sends hashed files as immutable), so
 * such a chunk loads even while the server is away, and without asking it first. Kept in local
 * storage, as the HTTP cache is shared by the tabs; a newer build starts the list again.
 */
export type LoadedChunks = {
  has: (chunk: string) => boolean;
  add: (chunk: string) => void;
};

const STORAGE_KEY = 'mise.loadedChunks';
/** Far more screens than the product has: a list that grows past it is not ours, and starts again. */
const MOST = 500;

type Stored = { build: string; chunks: string[] };

function read(storage: Pick<Storage, 'getItem'>, build: string): Set<string> {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    if (stored?.build !== build || !Array.isArray(stored.chunks)) return new Set();
    return new Set(stored.chunks.filter((chunk): chunk is string => typeof chunk === 'string').slice(0, MOST));
  } catch {
    return new Set();
  }
}

/** `build` is the id of the build this page runs; without one (a development page) nothing is kept. */
export function loadedChunks(storage: Pick<Storage, 'getItem' | 'setItem'>, build: string | undefined): LoadedChunks {
  if (!build) return { has: () => false, add: () => {} };
  return {
    has: (chunk) => read(storage, build).has(chunk),
    add(chunk) {
      const chunks = read(storage, build);
      if (chunks.has(chunk)) return;
      chunks.add(chunk);
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify({ build, chunks: [...chunks].slice(-MOST) } satisfies Stored));
      } catch {
        // A full or refused storage only means asking the server first next time.
      }
    },
  };
}
