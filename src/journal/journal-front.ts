/**
 * The app's one inspector, as the first load carries it (issue #37): until the flow journal's
 * module (redaction, entries, export) has loaded, each snapshot is kept as it came, with its
 * time; once loaded they pass through the journal in order and later ones go straight to it.
 * The module loads while the page is idle, or at once for the `?debug` panel, so the journal
 * still holds every flow from the first event (DESIGN.md section 3).
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

export function createJournalFront(load: () => Promise<JournalModule> = () => import('./flow-journal')): JournalFront {
  let waiting: Array<{ inspection: InspectionEvent; at: Date }> = [];
  let journal: FlowJournal | undefined;
  let opening: Promise<FlowJournal> | undefined;

  const inspect = (inspection: InspectionEvent) => {
    if (journal) return journal.inspect(inspection);
    // Only snapshots become entries: the rest need not wait in memory.
    if (inspection.type !== '@xstate.snapshot') return;
    waiting.push({ inspection, at: new Date() });
    if (waiting.length > JOURNAL_CAPACITY) waiting.shift();
  };

  const open = () =>
    (opening ??= load().then(({ createFlowJournal }) => {
      const loaded = createFlowJournal();
      for (const { inspection, at } of waiting) loaded.record(inspection, at);
      waiting = [];
      journal = loaded;
      return loaded;
    }));

  return { inspect, open };
}
