/**
 * Keeps the flow journal in the tab's session storage (issue #35 item 4), so a reload does not
 * erase what led to a bug. Entries are redacted before they get here.
 *
 * Kept in chunks of at most `CHUNK_ENTRIES` entries (or about 30,000 characters) under an index (issue #37): a reload reads
 * only the index, never the entries before it (they are read when the panel or the export asks),
 * and a save writes only the chunk still filling. One JSON of the whole journal, read at every
 * load and rewritten a second after every event, grew with each reload of the tab into a 50 ms
 * task at load and another at each save (Lighthouse's 4× CPU: 150 ms of blocking per screen).
 * Written while the page is quiet (a second after the last event, and when the page is left);
 * never more than 300,000 characters and `JOURNAL_CAPACITY` entries in all (the oldest chunks go first).
 */
import { JOURNAL_CAPACITY } from './journal-capacity';
import type { JournalEntry, JournalKeeper } from './flow-journal';

/** The index: which chunks the tab's journal is in, oldest first. */
export const JOURNAL_STORAGE_KEY = 'mise.flowJournal';
const chunkKey = (id: number) => `${JOURNAL_STORAGE_KEY}.${id}`;
export const CHUNK_ENTRIES = 100;
/** A chunk also closes at this size, so dropping the oldest one keeps most of the budget. */
const CHUNK_CHARS = 30_000;
/**
 * Chromium reads the tab's whole session storage into every new page before its first script, so
 * the journal stays small there: some twenty page loads of an admin's work (redact.ts keeps bulk
 * data out of it), and the form drafts and the session have room beside it.
 */
const BUDGET_CHARS = 300_000;
const SAVE_AFTER_MS = 1000;

type Chunk = { id: number; count: number; chars: number; lastSeq: number };
type Index = { chunks: Chunk[] };
/** `key` and `length` sweep the chunks of a damaged index. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

const isEntry = (value: unknown): value is JournalEntry => {
  const entry = value as Partial<JournalEntry> | null;
  return typeof entry?.seq === 'number' && typeof entry.sessionId === 'string' && typeof entry.machine === 'string' && typeof entry.event === 'object';
};

const isChunk = (value: unknown): value is Chunk => {
  const chunk = value as Partial<Chunk> | null;
  return [chunk?.id, chunk?.count, chunk?.chars, chunk?.lastSeq].every((number) => typeof number === 'number');
};

/** The index as stored; null when it is missing, damaged or of the one-JSON format before chunks. */
function readIndex(storage: Store): Index | null {
  try {
    const stored = JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? 'null') as Partial<Index> | null;
    return Array.isArray(stored?.chunks) && stored.chunks.every(isChunk) ? { chunks: stored.chunks } : null;
  } catch {
    return null;
  }
}

/** Removes every chunk key, index or not: what a damaged index or an older format left behind. */
function sweep(storage: Store) {
  const keys: string[] = [];
  for (let index = 0; index < (storage.length ?? 0); index++) {
    const key = storage.key?.(index);
    if (key?.startsWith(`${JOURNAL_STORAGE_KEY}.`)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  storage.removeItem(JOURNAL_STORAGE_KEY);
}

function readChunk(storage: Store, chunk: Chunk): JournalEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(chunkKey(chunk.id)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function sessionJournalKeeper(storage: Store, target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window): JournalKeeper & { flush: () => void } {
  const found = readIndex(storage);
  if (!found && storage.getItem(JOURNAL_STORAGE_KEY) !== null) sweep(storage);
  /** Every chunk written, oldest first; the last may be this load's chunk still filling. */
  let chunks: Chunk[] = found?.chunks ?? [];
  /** Chunks before this load: `earlier` reads them. */
  let earlierIds = new Set(chunks.map((chunk) => chunk.id));
  let nextId = Math.max(0, ...chunks.map((chunk) => chunk.id)) + 1;
  /** This load's chunk still filling, and the last entry of the chunks closed before it. */
  let filling: Chunk | null = null;
  let closedUpTo = chunks.at(-1)?.lastSeq ?? 0;
  let waiting: readonly JournalEntry[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** `texts`: the entries as JSON, one each. */
  const write = (entries: readonly JournalEntry[], texts: readonly string[], id: number): Chunk => {
    const text = `[${texts.join(',')}]`;
    storage.setItem(chunkKey(id), text);
    return { id, count: entries.length, chars: text.length, lastSeq: entries.at(-1)!.seq };
  };

  /** How many of the first entries make a full chunk (by count or by size); 0 while none is full. */
  const fullChunk = (texts: readonly string[]): number => {
    let chars = 0;
    for (let count = 1; count <= texts.length; count++) {
      chars += texts[count - 1]!.length + 1;
      if (count === CHUNK_ENTRIES || chars >= CHUNK_CHARS) return count;
    }
    return 0;
  };

  /** Drops the oldest chunks while the whole is over budget; the newest one always stays. */
  const trim = () => {
    let chars = chunks.reduce((sum, chunk) => sum + chunk.chars, 0);
    let count = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
    while (chunks.length > 1 && (chars > BUDGET_CHARS || count - chunks[0]!.count >= JOURNAL_CAPACITY)) {
      const oldest = chunks.shift()!;
      storage.removeItem(chunkKey(oldest.id));
      chars -= oldest.chars;
      count -= oldest.count;
    }
  };

  const save = (entries: readonly JournalEntry[]) => {
    // This load's entries not yet in a closed chunk: the journal appends, so they are its tail.
    let start = entries.length;
    while (start > 0 && entries[start - 1]!.seq > closedUpTo) start--;
    let pending = entries.slice(start);
    let texts = pending.map((entry) => JSON.stringify(entry));
    chunks = chunks.filter((chunk) => chunk !== filling);
    for (let full = fullChunk(texts); full > 0; full = fullChunk(texts)) {
      const closed = write(pending.slice(0, full), texts.slice(0, full), filling?.id ?? nextId++);
      chunks.push(closed);
      closedUpTo = closed.lastSeq;
      filling = null;
      pending = pending.slice(full);
      texts = texts.slice(full);
    }
    if (pending.length > 0) {
      filling = write(pending, texts, filling?.id ?? nextId++);
      chunks.push(filling);
    } else if (filling) {
      storage.removeItem(chunkKey(filling.id));
      filling = null;
    }
    trim();
    storage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify({ chunks } satisfies Index));
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting === null) return;
    const entries = waiting;
    waiting = null;
    try {
      save(entries);
    } catch {
      // Storage full (the drafts come first): the journal stays in memory only.
      sweep(storage);
      chunks = [];
      earlierIds = new Set();
      filling = null;
      closedUpTo = entries.at(-1)?.seq ?? closedUpTo;
    }
  };
  target?.addEventListener('pagehide', flush);

  return {
    lastSeq: () => found?.chunks.at(-1)?.lastSeq ?? 0,
    earlier: () => chunks.filter((chunk) => earlierIds.has(chunk.id)).flatMap((chunk) => readChunk(storage, chunk)),
    keep: (entries) => {
      waiting = entries;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_AFTER_MS);
    },
    forget: () => {
      clearTimeout(timer);
      waiting = null;
      chunks.forEach((chunk) => storage.removeItem(chunkKey(chunk.id)));
      storage.removeItem(JOURNAL_STORAGE_KEY);
      chunks = [];
      earlierIds = new Set();
      filling = null;
    },
    flush,
  };
}
