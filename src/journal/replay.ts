/**
 * Replays an exported flow journal through the machines (DESIGN.md section 3). Each recorded
 * run of a known machine is replayed on its own actor whose effects are all inert (actors
 * never settle, actions do nothing): the recorded events, including the `xstate.done.actor.*`
 * answers and `xstate.after.*` delays, drive it. The result is the state each run reached,
 * beside the state the journal recorded.
 *
 * A run whose start fell out of the bounded journal (no `xstate.init`) cannot be replayed
 * from its beginning: it is reported as incomplete, not as a difference.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { JOURNAL_FORMAT, type JournalEntry } from './flow-journal';

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
};

export function parseJournal(json: string): JournalEntry[] {
  let parsed: { format?: string; entries?: JournalEntry[] };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    throw new Error(`Not a flow journal export (not JSON; expected format ${JOURNAL_FORMAT})`);
  }
  if (parsed?.format !== JOURNAL_FORMAT || !Array.isArray(parsed.entries)) {
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

function replayRun(machine: AnyStateMachine, run: readonly JournalEntry[]): ReplayResult {
  const first = run[0]!;
  const recorded = run[run.length - 1]!.state;
  const base = { sessionId: first.sessionId, machine: first.machine, events: run.length, recorded };
  const init = run.find((entry) => entry.event.type === 'xstate.init');
  if (!init) return { ...base, replayed: null, outcome: 'incomplete' };
  const actor = createActor(inert(machine), { input: init.event.input });
  try {
    actor.start();
    for (const entry of run) {
      if (entry.event.type === 'xstate.init') continue;
      actor.send(entry.event as { type: string });
    }
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const replayed = snapshot.value as unknown;
    return { ...base, replayed, outcome: sameState(replayed, recorded) ? 'same' : 'different' };
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
