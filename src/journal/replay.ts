/**
 * Replays an exported flow journal through the machines (DESIGN.md section 3). Each recorded
 * run of a known machine is replayed on its own actor whose effects are all inert (actors
 * never settle, actions do nothing): the recorded events, including the `xstate.done.actor.*`
 * answers and `xstate.after.*` delays, drive it. The result is the state each run reached,
 * to compare with the state the journal recorded.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { JOURNAL_FORMAT, type JournalEntry } from './flow-journal';

export type ReplayResult = { sessionId: string; machine: string; recorded: unknown; replayed: unknown };

export function parseJournal(json: string): JournalEntry[] {
  const parsed = JSON.parse(json) as { format?: string; entries?: JournalEntry[] };
  if (parsed.format !== JOURNAL_FORMAT || !Array.isArray(parsed.entries)) {
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

export function replayJournal(entries: readonly JournalEntry[], machines: readonly AnyStateMachine[]): ReplayResult[] {
  const byId = new Map(machines.map((machine) => [machine.id, machine]));
  const runs = new Map<string, JournalEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'machine' || !byId.has(entry.machine)) continue;
    runs.set(entry.sessionId, [...(runs.get(entry.sessionId) ?? []), entry]);
  }
  const results: ReplayResult[] = [];
  for (const [sessionId, run] of runs) {
    const first = run[0]!;
    const machine = inert(byId.get(first.machine)!);
    const init = run.find((entry) => entry.event.type === 'xstate.init');
    const actor = createActor(machine, { input: init?.event.input });
    actor.start();
    for (const entry of run) {
      if (entry.event.type === 'xstate.init') continue;
      actor.send(entry.event as { type: string });
    }
    results.push({
      sessionId,
      machine: first.machine,
      recorded: run[run.length - 1]!.state,
      replayed: actor.getSnapshot().value,
    });
    actor.stop();
  }
  return results;
}
