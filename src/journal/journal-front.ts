/**
 * The app's one inspector, as the first load carries it (issue #37): until the flow journal's
 * module (redaction, entries, export) has loaded, each snapshot is kept as it came, with its
 * time; once loaded they pass through the journal in order and later ones go straight to it.
 * The module loads while the page is idle, or at once for the `?debug` panel, so the journal
 * still holds every flow from the first event (DESIGN.md section 3), after what the tab's
 * journal held before a reload.
 *
 * The kept snapshots pass into the journal a few milliseconds' worth at a time, the page getting
 * its thread back between: a signed-in load keeps some hundreds (each redacted as it passes),
 * and passing them all at once was one task of 15–30 ms after the first screen (issue #37).
 */
import type { InspectionEvent } from 'xstate';
import type { FlowJournal } from './flow-journal';
import { JOURNAL_CAPACITY } from './journal-capacity';

export type JournalFront = {
  inspect: (inspection: InspectionEvent) => void;
  /** The journal, loading its module on first ask. */
  open: () => Promise<FlowJournal>;
};

type JournalModule = Pick<typeof import('./flow-journal'), 'createFlowJournal'>;
type KeeperModule = Pick<typeof import('./journal-storage'), 'sessionJournalKeeper'>;

const loadJournal = async (): Promise<JournalModule & Partial<KeeperModule>> => {
  const [journal, storage] = await Promise.all([import('./flow-journal'), import('./journal-storage')]);
  return { ...journal, ...storage };
};

/** How the kept snapshots pass into the journal: `sliceMs` of `clock` at a time, then `pause`. */
export type Passing = { sliceMs: number; clock: () => number; pause: () => Promise<void> };

const PASSING: Passing = {
  sliceMs: 6,
  clock: () => performance.now(),
  // A macrotask: the page's input, rendering and timers come first.
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
};

/** `load`: the journal's module, and with it the keeper of the tab's journal across reloads (none in tests). */
export function createJournalFront(
  load: () => Promise<JournalModule & Partial<KeeperModule>> = loadJournal,
  passing: Passing = PASSING,
): JournalFront {
  // The kept snapshots are waiting[first..]: taking the oldest moves `first` instead of shifting
  // every other one down, and the array is cut back once as many have gone as the journal keeps.
  let waiting: Array<{ inspection: InspectionEvent; at: Date }> = [];
  let first = 0;
  const takeOldest = () => {
    const oldest = waiting[first]!;
    first += 1;
    if (first >= JOURNAL_CAPACITY) {
      waiting = waiting.slice(first);
      first = 0;
    }
    return oldest;
  };
  const kept = () => waiting.length - first;
  let journal: FlowJournal | undefined;
  let opening: Promise<FlowJournal> | undefined;

  const inspect = (inspection: InspectionEvent) => {
    if (journal) return journal.inspect(inspection);
    // Only snapshots and the actions they follow make entries: the rest need not wait in memory.
    if (inspection.type !== '@xstate.snapshot' && inspection.type !== '@xstate.action') return;
    waiting.push({ inspection, at: new Date() });
    if (kept() > JOURNAL_CAPACITY) takeOldest();
  };

  const open = () =>
    (opening ??= load().then(async ({ createFlowJournal, sessionJournalKeeper }) => {
      const loaded = createFlowJournal({ keeper: sessionJournalKeeper?.(sessionStorage) });
      // Snapshots that come during a pause wait behind the others, so the order stays.
      while (kept() > 0) {
        const sliceEnd = passing.clock() + passing.sliceMs;
        do {
          const { inspection, at } = takeOldest();
          loaded.record(inspection, at);
        } while (kept() > 0 && passing.clock() < sliceEnd);
        if (kept() > 0) await passing.pause();
      }
      waiting = [];
      first = 0;
      journal = loaded;
      return loaded;
    }).catch((error: unknown) => {
      // Its code could not be fetched (the server away): the next open asks again.
      opening = undefined;
      throw error;
    }));

  return { inspect, open };
}
