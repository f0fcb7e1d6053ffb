/**
 * A machine's statechart as plain data, read from its definition (issue #35 item 1): every state
 * (nested, parallel, final, history) with what it invokes, and every transition with its event,
 * guard and targets. The drawing (flow-drawing.ts) lays this out; nothing here knows of pixels.
 * Transitions that change no state (actions only) stay inside their state's box as a line.
 */
import type { AnyStateMachine } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type FlowState = {
  /** The state's id as XState names it (`login.editing`). */
  id: string;
  /** Its key in its parent (`editing`); the machine's id for the root. */
  key: string;
  kind: StateKind;
  /** The child entered first, for compound states. */
  initial: string | null;
  /** The actors invoked while in the state (`signIn`). */
  invokes: string[];
  /** Transitions without a target: the event and its guard, shown inside the state. */
  internal: FlowTransition[];
  children: FlowState[];
};

export type FlowTransition = {
  /** Unique within the machine: the key and the target. */
  id: string;
  /** The transition as XState lists it, `source|event|index` (one key may lead to several targets). */
  key: string;
  source: string;
  /** Null for a transition that stays (actions only). */
  target: string | null;
  /** The raw event type (`xstate.done.actor.signIn`), '' for `always`. */
  event: string;
  /** What a reader sees: `done: signIn`, `after redirectAfterLogin`, `always`. */
  label: string;
  guard: string | null;
};

export type FlowGraph = { machine: string; root: FlowState; transitions: FlowTransition[] };

/** The parts of XState's StateNode this reads (v5's runtime shape). */
type Node = {
  id: string;
  key: string;
  type: StateKind;
  states: Record<string, Node>;
  initial?: { target: readonly Node[] };
  invoke: ReadonlyArray<{ src: unknown; id: string }>;
  transitions: Map<string, ReadonlyArray<Transition>>;
  always?: ReadonlyArray<Transition>;
};
type Transition = { eventType: string; target?: readonly Node[]; guard?: unknown };

/** A guard's name: `isValid`, `not(isValid)`, `and(a, b)`; an inline function by its name. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(parts)) {
      const check = (guard as { check?: { name?: string } }).check?.name ?? '';
      const operator = check.includes('not') ? 'not' : check.includes('or') ? 'or' : 'and';
      return `${operator}(${parts.map((part) => guardName(part) ?? '?').join(', ')})`;
    }
    return guard.name || 'inline guard';
  }
  return 'guard';
}

const AFTER = /^xstate\.after\.(.+)\.[^.]+(?:\.[^.]+)*$/;

/** The event as a reader says it. */
export function eventLabel(event: string): string {
  if (event === '') return 'always';
  if (event.startsWith('xstate.done.actor.')) return `done: ${event.slice('xstate.done.actor.'.length)}`;
  if (event.startsWith('xstate.error.actor.')) return `error: ${event.slice('xstate.error.actor.'.length)}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  if (event.startsWith('xstate.after.')) {
    // `xstate.after.<delay>.<state id>`: the delay is the part before the state's id.
    const delay = AFTER.exec(event)?.[1]?.split('.')[0] ?? '';
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  return event;
}

/** `loadRecord`, or `loadRecord as loadRecordAgain` when the invocation has an id of its own (its done and error events name that id). */
function actorName(src: unknown, id: string): string {
  const name = typeof src === 'string' ? src : id;
  // XState names an invocation without an id by its position: `0.chefForm.loading`.
  const ownId = !/^\d+\./.test(id) && id !== name;
  return ownId ? `${name} as ${id}` : name;
}

export function machineGraph(machine: AnyStateMachine): FlowGraph {
  const transitions: FlowTransition[] = [];

  const visit = (node: Node): FlowState => {
    const internal: FlowTransition[] = [];
    // Keyed as the path tests count coverage (`source|event|index`, `always` with the event ''), so a report can colour what its paths took.
    const lists: Array<[string, ReadonlyArray<Transition>]> = [...node.transitions.entries(), ['', node.always ?? []]];
    for (const [event, list] of lists) {
      list.forEach((transition, index) => {
        const key = `${node.id}|${event}|${index}`;
        const guard = guardName(transition.guard);
        const targets = transition.target ?? [];
        if (targets.length === 0) {
          internal.push({ id: key, key, source: node.id, target: null, event, label: eventLabel(event), guard });
          return;
        }
        for (const target of targets) {
          transitions.push({ id: `${key}->${target.id}`, key, source: node.id, target: target.id, event, label: eventLabel(event), guard });
        }
      });
    }
    return {
      id: node.id,
      key: node.key,
      kind: node.type,
      initial: node.type === 'compound' ? (node.initial?.target[0]?.id ?? null) : null,
      invokes: node.invoke.map((invoke) => actorName(invoke.src, invoke.id)),
      internal,
      children: Object.values(node.states).map(visit),
    };
  };

  const root = visit(machine.root as unknown as Node);
  return { machine: machine.id, root, transitions };
}

/** Every state of the graph, the root first. */
export function allStates(graph: FlowGraph): FlowState[] {
  const out: FlowState[] = [];
  const walk = (state: FlowState) => {
    out.push(state);
    state.children.forEach(walk);
  };
  walk(graph.root);
  return out;
}
