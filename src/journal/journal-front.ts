/**
 * The app's one inspector, as the first load carries it (issue #37): until the flow journal's
 * module (redaction, entries, export) has loaded, each snapshot is kept as it came, with its
 * time; once loaded they pass through the journal in order and later ones go straight to it.
 * The module loads while the page is idle, or at once for the `?debug` panel, so the journal
 * still holds every flow from the first event (DESIGN.md section 3), after what the tab's
 * journal held before a reload.
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

/** `load`: the journal's module, and with it the keeper of the tab's journal across reloads (none in tests). */
export function createJournalFront(load: () => Promise<JournalModule & Partial<KeeperModule>> = loadJournal): JournalFront {
  let waiting: Array<{ inspection: InspectionEvent; at: Date }> = [];
  let journal: FlowJournal | undefined;
  let opening: Promise<FlowJournal> | undefined;

  const inspect = (inspection: InspectionEvent) => {
    if (journal) return journal.inspect(inspection);
    // Only snapshots and the actions they follow make entries: the rest need not wait in memory.
    if (inspection.type !== '@xstate.snapshot' && inspection.type !== '@xstate.action') return;
    waiting.push({ inspection, at: new Date() });
    if (waiting.length > JOURNAL_CAPACITY) waiting.shift();
  };

  const open = () =>
    (opening ??= load().then(({ createFlowJournal, sessionJournalKeeper }) => {
      const loaded = createFlowJournal({ keeper: sessionJournalKeeper?.(sessionStorage) });
      for (const { inspection, at } of waiting) loaded.record(inspection, at);
      waiting = [];
      journal = loaded;
      return loaded;
    }));

  return { inspect, open };
}
