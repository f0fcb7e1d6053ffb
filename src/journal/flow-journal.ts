/**
 * The flow journal (DESIGN.md section 3): one inspector for every actor of the app appends
 * each processed event, redacted, with the state it led to. Bounded, so a long session
 * cannot grow memory without end. `?debug` shows it; its JSON export can be replayed
 * through the machines (replay.ts).
 */
import type { InspectionEvent } from 'xstate';
import { JOURNAL_CAPACITY } from './journal-capacity';
import { redact } from './redact';

export type JournalEntry = {
  seq: number;
  at: string;
  /** A state machine, or another actor (a promise, a callback). */
  kind: 'machine' | 'actor';
  /** The machine's id (config id); for other actors, their id in the system (e.g. `signIn`). */
  machine: string;
  /** The actor's id in its system, e.g. `login` for the invoked login flow. */
  actor: string;
  /** Unique per running actor, to tell two runs of the same machine apart. */
  sessionId: string;
  parentSessionId: string | null;
  event: Record<string, unknown>;
  /** The state value after the event, for machines; null for promise actors. */
  state: unknown;
  status: string;
};

export type FlowJournal = {
  inspect: (inspection: InspectionEvent) => void;
  /** An inspection seen earlier, at `at` (journal-front.ts keeps them until this module loads). */
  record: (inspection: InspectionEvent, at: Date) => void;
  entries: () => readonly JournalEntry[];
  subscribe: (listener: () => void) => () => void;
  exportJson: () => string;
  clear: () => void;
};

export { JOURNAL_CAPACITY } from './journal-capacity';
export const JOURNAL_FORMAT = 'mise-flow-journal/1';

type InspectedRef = {
  id: string;
  sessionId: string;
  _parent?: { sessionId: string };
  logic?: { config?: { id?: string } };
};

export function createFlowJournal(options: { capacity?: number; now?: () => Date } = {}): FlowJournal {
  const capacity = options.capacity ?? JOURNAL_CAPACITY;
  const now = options.now ?? (() => new Date());
  let entries: JournalEntry[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();

  const record = (inspection: InspectionEvent, at: Date) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const ref = inspection.actorRef as unknown as InspectedRef;
    const snapshot = inspection.snapshot as { value?: unknown; status?: string };
    const machineId = ref.logic?.config?.id;
    const entry: JournalEntry = {
      seq: ++seq,
      at: at.toISOString(),
      kind: machineId ? 'machine' : 'actor',
      machine: machineId ?? ref.id,
      actor: ref.id,
      sessionId: ref.sessionId,
      parentSessionId: ref._parent?.sessionId ?? null,
      event: redact(inspection.event as Record<string, unknown>),
      state: 'value' in snapshot ? redact(snapshot.value) : null,
      status: snapshot.status ?? 'active',
    };
    entries = entries.length >= capacity ? [...entries.slice(entries.length - capacity + 1), entry] : [...entries, entry];
    listeners.forEach((listener) => listener());
  };

  return {
    inspect: (inspection) => record(inspection, now()),
    record,
    entries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () => JSON.stringify({ format: JOURNAL_FORMAT, entries }, null, 2),
    clear: () => {
      entries = [];
      listeners.forEach((listener) => listener());
    },
  };
}
