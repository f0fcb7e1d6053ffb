/**
 * Replays an exported flow journal through the machines (DESIGN.md section 3). Each recorded
 * run of a known machine is replayed on its own actor whose effects are all inert (actors
 * never settle, actions do nothing): the recorded events, including the `xstate.done.actor.*`
 * answers and `xstate.after.*` delays, drive it. The replay is journalled as the app journals,
 * and each step is compared with the recorded one (issue #35 item 4): the state value, the
 * context (redacted fields are redacted on both sides) and the effects, the named actions it
 * ran. The first step that differs is named.
 *
 * A run whose start fell out of the bounded journal (no `xstate.init`) cannot be replayed
 * from its beginning: it is reported as incomplete, not as a difference.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { createFlowJournal, JOURNAL_FORMAT, JOURNAL_FORMATS, type JournalEntry } from './flow-journal';
import { isKeptAsSize, REDACTED } from './redact';

/** The first step of a run whose replay did not match the recording. */
export type StepDifference = {
  /** The recorded entry's number in the journal (`#seq` in the panel). */
  seq: number;
  /** The step within the run: 0 is the start. */
  step: number;
  event: string;
  part: 'state' | 'context' | 'effects';
  recorded: unknown;
  replayed: unknown;
};

export type ReplayResult = {
  sessionId: string;
  machine: string;
  events: number;
  recorded: unknown;
  /** The replayed state value; null when the run is incomplete or its replay threw. */
  replayed: unknown;
  outcome: 'same' | 'different' | 'incomplete' | 'failed';
  /** Why a replay failed (the machine threw on a recorded event). */
  error?: string;
  /** For a different run: where it first parted from the recording. */
  difference?: StepDifference;
};

export function parseJournal(json: string): JournalEntry[] {
  let parsed: { format?: string; entries?: JournalEntry[] };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    throw new Error(`Not a flow journal export (not JSON; expected format ${JOURNAL_FORMAT})`);
  }
  if (!(JOURNAL_FORMATS as readonly unknown[]).includes(parsed?.format) || !Array.isArray(parsed.entries)) {
    throw new Error(`Not a flow journal export (expected format ${JOURNAL_FORMAT})`);
  }
  return parsed.entries;
}

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

function inert(machine: AnyStateMachine): AnyStateMachine {
  const actorNames = Object.keys(machine.implementations.actors);
  // Built-in actions (assign, enqueueActions…) are the machine's own logic: only effects go inert.
  const actionNames = Object.entries(machine.implementations.actions as Record<string, { type?: unknown }>)
    .filter(([, action]) => !(typeof action.type === 'string' && action.type.startsWith('xstate.')))
    .map(([name]) => name);
  return machine.provide({
    actors: Object.fromEntries(actorNames.map((name) => [name, neverSettles])),
    actions: Object.fromEntries(actionNames.map((name) => [name, () => {}])),
  });
}

/** Structural equality of two state values (strings or nested objects of them). */
export const sameState = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const comparable = (value: unknown) => JSON.stringify(value ?? null);

/**
 * A replayed value matches the recorded one where the recording could not keep it: a redacted
 * secret, bulk data kept as its size, and an actor (kept as its id; the app spawned it with its real code, a replay spawns
 * none). Everything else must be equal.
 */
export function matches(recorded: unknown, replayed: unknown): boolean {
  if (recorded === REDACTED || isKeptAsSize(recorded) || (typeof recorded === 'string' && recorded.startsWith('[actor '))) return true;
  if (Array.isArray(recorded)) return Array.isArray(replayed) && recorded.length === replayed.length && recorded.every((item, index) => matches(item, replayed[index]));
  if (recorded !== null && typeof recorded === 'object') {
    if (replayed === null || typeof replayed !== 'object' || Array.isArray(replayed)) return false;
    const keys = new Set([...Object.keys(recorded), ...Object.keys(replayed)]);
    return [...keys].every((key) => matches((recorded as Record<string, unknown>)[key] ?? null, (replayed as Record<string, unknown>)[key] ?? null));
  }
  return comparable(recorded) === comparable(replayed);
}

/** What differs, not the whole of each side: the context's keys that differ, the effects from the first that differs. */
function narrowed(part: StepDifference['part'], recorded: unknown, replayed: unknown): { recorded: unknown; replayed: unknown } {
  if (part === 'context' && recorded && replayed && typeof recorded === 'object' && typeof replayed === 'object') {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(replayed)])].filter(
      (key) => !matches((recorded as Record<string, unknown>)[key] ?? null, (replayed as Record<string, unknown>)[key] ?? null),
    );
    const pick = (source: object) => Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key] ?? null]));
    return { recorded: pick(recorded), replayed: pick(replayed) };
  }
  if (part === 'effects' && Array.isArray(recorded) && Array.isArray(replayed)) {
    let first = 0;
    while (first < recorded.length && first < replayed.length && matches(recorded[first], replayed[first])) first += 1;
    return { recorded: recorded.slice(first), replayed: replayed.slice(first) };
  }
  return { recorded, replayed };
}

/** The first part of a step that differs; journals of format 1 hold no context or effects to compare. */
function differingPart(recorded: JournalEntry, replayed: JournalEntry): StepDifference['part'] | null {
  if (!sameState(recorded.state, replayed.state)) return 'state';
  if ('context' in recorded && !matches(recorded.context, replayed.context)) return 'context';
  if ('effects' in recorded && !matches(recorded.effects, replayed.effects)) return 'effects';
  return null;
}

function replayRun(machine: AnyStateMachine, run: readonly JournalEntry[]): ReplayResult {
  const first = run[0]!;
  const recorded = run[run.length - 1]!.state;
  const base = { sessionId: first.sessionId, machine: first.machine, events: run.length, recorded };
  if (first.event.type !== 'xstate.init') return { ...base, replayed: null, outcome: 'incomplete' };
  const journal = createFlowJournal({ capacity: Number.MAX_SAFE_INTEGER });
  const actor = createActor(inert(machine), { input: first.event.input, inspect: journal.inspect });
  // The replayed run's own entries, as the app would have journalled them.
  const steps = () => journal.entries().filter((entry) => entry.sessionId === actor.sessionId);
  let difference: StepDifference | undefined;
  const compare = (index: number) => {
    const replayed = steps().at(-1);
    const entry = run[index]!;
    const part = replayed ? differingPart(entry, replayed) : 'state';
    if (part && !difference) {
      const pick = (source: JournalEntry | undefined) => (source ? source[part] : null);
      difference = { seq: entry.seq, step: index, event: String(entry.event.type), part, ...narrowed(part, pick(entry), pick(replayed)) };
    }
  };
  try {
    actor.start();
    compare(0);
    for (let index = 1; index < run.length; index += 1) {
      actor.send(run[index]!.event as { type: string });
      compare(index);
    }
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const replayed = snapshot.value as unknown;
    if (!difference && !sameState(replayed, recorded)) {
      difference = { seq: run.at(-1)!.seq, step: run.length - 1, event: String(run.at(-1)!.event.type), part: 'state', recorded, replayed };
    }
    return difference ? { ...base, replayed, outcome: 'different', difference } : { ...base, replayed, outcome: 'same' };
  } catch (error) {
    return { ...base, replayed: null, outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  } finally {
    actor.stop();
  }
}

export function replayJournal(entries: readonly JournalEntry[], machines: readonly AnyStateMachine[]): ReplayResult[] {
  const byId = new Map(machines.map((machine) => [machine.id, machine]));
  const runs = new Map<string, JournalEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'machine' || !byId.has(entry.machine)) continue;
    runs.set(entry.sessionId, [...(runs.get(entry.sessionId) ?? []), entry]);
  }
  return [...runs.values()].map((run) => replayRun(byId.get(run[0]!.machine)!, run));
}

/** A replay counts as passed when no run ended elsewhere than recorded or threw. */
export const replayPassed = (results: readonly ReplayResult[]) =>
  results.every((result) => result.outcome === 'same' || result.outcome === 'incomplete');
