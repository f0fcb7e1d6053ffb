/**
 * The flow journal (DESIGN.md section 3): one inspector for every actor of the app appends
 * each processed event, redacted, with the state and context it led to and the effects (named
 * actions) it ran. Bounded, so a long session cannot grow memory without end; kept in the tab's
 * session storage (journal-storage.ts), so a reload does not erase what led to a bug. `?debug`
 * shows it; its JSON export can be replayed through the machines step by step (replay.ts).
 */
import type { InspectionEvent } from 'xstate';
import { JOURNAL_CAPACITY } from './journal-capacity';
import { redact } from './redact';

/** An action a step ran, by its name in the machine, with its redacted params. */
export type JournalEffect = { type: string; params: unknown };

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
  /** The context after the event, redacted, for machines (journals of format 1 have none). */
  context?: unknown;
  /** The machine's own named actions the event ran, in order (not XState's built-ins). */
  effects?: JournalEffect[];
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
/** Format 2 adds each step's context and effects; format 1 exports still replay (state only). */
export const JOURNAL_FORMAT = 'mise-flow-journal/2';
export const JOURNAL_FORMATS = ['mise-flow-journal/1', JOURNAL_FORMAT] as const;

type InspectedRef = {
  id: string;
  sessionId: string;
  _parent?: { sessionId: string };
  logic?: { config?: { id?: string } };
};

/**
 * Where entries are kept between reloads (journal-storage.ts); none in tests and replays. A load
 * asks only where the numbering stopped; the entries before it are read when they are shown.
 */
export type JournalKeeper = {
  lastSeq: () => number;
  earlier: () => JournalEntry[];
  /** This load's entries, oldest first, after each change. */
  keep: (entries: readonly JournalEntry[]) => void;
  forget: () => void;
};

/** XState's own actions (assign, raise, sendTo…) are the machine's logic, not effects on the world. */
const isBuiltIn = (type: string) => type.startsWith('xstate.');

export function createFlowJournal(options: { capacity?: number; now?: () => Date; keeper?: JournalKeeper } = {}): FlowJournal {
  const capacity = options.capacity ?? JOURNAL_CAPACITY;
  const now = options.now ?? (() => new Date());
  /** This load's entries; those of the tab's loads before are read on the first ask. */
  let entries: JournalEntry[] = [];
  let earlier: JournalEntry[] | undefined;
  let all: readonly JournalEntry[] | undefined;
  let seq = options.keeper?.lastSeq() ?? 0;
  const listeners = new Set<() => void>();
  /** The actions each actor ran since its last snapshot: they belong to the step that snapshot ends. */
  const ran = new Map<string, JournalEffect[]>();

  /** The tab's journal: the loads before this one, then this one, the newest `capacity` entries. */
  const everything = () => (all ??= [...(earlier ??= options.keeper?.earlier() ?? []), ...entries].slice(-capacity));

  const changed = () => {
    all = undefined;
    options.keeper?.keep(entries);
    listeners.forEach((listener) => listener());
  };

  const record = (inspection: InspectionEvent, at: Date) => {
    const ref = inspection.actorRef as unknown as InspectedRef;
    if (inspection.type === '@xstate.action') {
      if (isBuiltIn(inspection.action.type)) return;
      ran.set(ref.sessionId, [...(ran.get(ref.sessionId) ?? []), { type: inspection.action.type, params: redact(inspection.action.params) ?? null }]);
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as { value?: unknown; status?: string; context?: unknown };
    const machineId = ref.logic?.config?.id;
    const isMachine = 'value' in snapshot;
    const entry: JournalEntry = {
      seq: ++seq,
      at: at.toISOString(),
      kind: machineId ? 'machine' : 'actor',
      machine: machineId ?? ref.id,
      actor: ref.id,
      sessionId: ref.sessionId,
      parentSessionId: ref._parent?.sessionId ?? null,
      event: redact(inspection.event as Record<string, unknown>),
      state: isMachine ? redact(snapshot.value) : null,
      context: isMachine ? (redact(snapshot.context) ?? null) : null,
      effects: ran.get(ref.sessionId) ?? [],
      status: snapshot.status ?? 'active',
    };
    ran.delete(ref.sessionId);
    entries = entries.length >= capacity ? [...entries.slice(entries.length - capacity + 1), entry] : [...entries, entry];
    changed();
  };

  return {
    inspect: (inspection) => record(inspection, now()),
    record,
    entries: everything,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportJson: () => JSON.stringify({ format: JOURNAL_FORMAT, entries: everything() }, null, 2),
    clear: () => {
      entries = [];
      earlier = [];
      options.keeper?.forget();
      changed();
    },
  };
}
