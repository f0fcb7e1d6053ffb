/**
 * Keeps the flow journal in the tab's session storage (issue #35 item 4), so a reload does not
 * erase what led to a bug: written while the page is quiet (a second after the last event, and
 * when the page is hidden or left), never more than about 1.5 MB (the oldest half goes first),
 * read back on the next load of the tab. Entries are redacted before they get here.
 */
import type { JournalEntry, JournalKeeper } from './flow-journal';

export const JOURNAL_STORAGE_KEY = 'mise.flowJournal';
/** Session storage holds about 5 MB per origin, shared with the session and the form drafts. */
const BUDGET_CHARS = 1_500_000;
const SAVE_AFTER_MS = 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isEntry = (value: unknown): value is JournalEntry => {
  const entry = value as Partial<JournalEntry> | null;
  return typeof entry?.seq === 'number' && typeof entry.sessionId === 'string' && typeof entry.machine === 'string' && typeof entry.event === 'object';
};

export function sessionJournalKeeper(storage: Store, target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window): JournalKeeper & { flush: () => void } {
  let waiting: readonly JournalEntry[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting === null) return;
    let kept = waiting;
    waiting = null;
    let text = JSON.stringify(kept);
    while (text.length > BUDGET_CHARS && kept.length > 1) {
      kept = kept.slice(Math.ceil(kept.length / 2));
      text = JSON.stringify(kept);
    }
    try {
      storage.setItem(JOURNAL_STORAGE_KEY, text);
    } catch {
      // Storage full (the drafts come first): the journal stays in memory only.
      storage.removeItem(JOURNAL_STORAGE_KEY);
    }
  };
  target?.addEventListener('pagehide', flush);

  return {
    restore: () => {
      try {
        const stored: unknown = JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? '[]');
        return Array.isArray(stored) ? stored.filter(isEntry) : [];
      } catch {
        return [];
      }
    },
    keep: (entries) => {
      waiting = entries;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_AFTER_MS);
    },
    flush,
  };
}
