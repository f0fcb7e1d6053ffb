/**
 * Model-based testing for every machine (DESIGN.md section 3).
 *
 * `createTestModel` refuses machines that invoke actors or wait, so this helper builds the
 * paths itself with `xstate/graph`: the events a state can take are the user events of the
 * model's typed table, plus the `xstate.done.actor.*` / `xstate.error.actor.*` answers of
 * the actors it invokes and its `xstate.after.*` delays. Every edge of the graph (every
 * event that a state really takes) becomes the last step of one path, so every transition is
 * exercised, not only every state.
 *
 * Each path is then replayed on a live actor whose actors are controllable fakes and whose
 * actions are recorders, under fake timers: a done/error step settles the fake, a delay step
 * advances the clock. At every step the effects (calls, dropped requests, toasts, moves, stored
 * values) must be exactly those of the model's effects table, written from the spec apart from
 * the machine, and the model's assertions for that state and event run.
 */
import { createActor, fromPromise, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';
import type { Effect } from './effects';

type AnyEvent = { type: string; [key: string]: unknown };
type Snapshot = SnapshotFrom<AnyStateMachine>;

/** Every user event type must have a row: a new event fails to compile until a test can send it. */
export type EventTable<TEvent extends { type: string }> = {
  [K in TEvent['type']]: Array<Omit<Extract<TEvent, { type: K }>, 'type'>>;
};

/** What each invoked actor may answer, keyed by invoke id. */
export type Outcomes = Record<string, { done?: unknown[]; error?: unknown[] }>;

export type StepCheck = {
  /** The state before the step (null for the start). */
  before: Snapshot | null;
  snapshot: Snapshot;
  event: AnyEvent;
  /** Every effect since the path started. */
  effects: Effect[];
  /** The effects of this step only. */
  stepEffects: Effect[];
};

export type MachineModel<TMachine extends AnyStateMachine> = {
  name: string;
  machine: TMachine;
  /** Where the machine can start; several starts share one coverage. Default: one start, no input. */
  starts?: Array<{ name: string; input: InputFrom<TMachine> }>;
  events: EventTable<EventFromLogic<TMachine>>;
  /** Only some events make sense in some states (e.g. a field's value); default: all. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  outcomes?: Outcomes;
  /**
   * Also send the events a state refuses (its guards say no), as the last step of a path: with an
   * effects table, a guard that lets the wrong event through is caught. Default: only events taken.
   */
  alsoRefused?: boolean;
  /** Keep only what matters, so contexts with counters or lists do not explode the graph. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  limit?: number;
  /** Assertions for states, by a key `snapshot.matches` understands (e.g. 'submitting'). */
  states?: Record<string, (check: StepCheck) => void>;
  /** Assertions after an event of this type was taken. */
  afterEvent?: Partial<Record<string, (check: StepCheck) => void>>;
  /** Runs after every step, before afterEvent and states: where a test keeps its own account of the flow. */
  everyStep?: (check: StepCheck) => void;
  /**
   * The effects every step must have, exactly and in order: the table of which events produce
   * which calls, toasts, moves and stored values, written from the spec apart from the machine
   * (issue #14 item 3). A step whose effects differ fails, so an effect the machine loses, gains
   * or sends with other values is caught on every path that crosses it.
   */
  expectedEffects: (step: EffectStep<TMachine>) => Effect[];
};

/**
 * The effects of a step as the table compares them: calls and actions in the order they happened,
 * then the dropped requests by name. When in a step a stopped child's request is aborted is
 * XState's scheduling, not behaviour: that it is dropped is what counts.
 */
const inTableOrder = (effects: Effect[]) => [
  ...effects.filter((effect) => effect.kind !== 'cancel'),
  ...effects.filter((effect) => effect.kind === 'cancel').sort((a, b) => a.name.localeCompare(b.name)),
];

/** One step as the effects table sees it: where it started, what happened, where it ended. */
export type EffectStep<TMachine extends AnyStateMachine> = {
  /** The start's input. */
  input: InputFrom<TMachine>;
  /** Null for the start of the path (the effects of starting the machine). */
  before: SnapshotFrom<TMachine> | null;
  event: AnyEvent;
  after: SnapshotFrom<TMachine>;
};

export type ModelStep = { event: AnyEvent; state: Snapshot };
export type ModelPath = { description: string; input: unknown; steps: ModelStep[] };

/** JSON where files are named by what tells them apart (JSON alone writes every File as {}). */
export const serializeValue = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof Blob !== 'undefined' && item instanceof Blob
      ? `[${item.constructor.name} ${(item as File).name ?? ''} ${item.type} ${item.size}]`
      : item,
  );

export const defaultSerialize = (snapshot: Snapshot) => serializeValue({ value: snapshot.value, context: snapshot.context });

type StateNodeLike = {
  id: string;
  states: Record<string, StateNodeLike>;
  invoke: Array<{ id: string; src: unknown }>;
  after: Array<{ eventType: string }>;
  always?: unknown[];
  transitions: Map<string, unknown[]>;
};

const activeNodes = (snapshot: Snapshot) => (snapshot as unknown as { _nodes: StateNodeLike[] })._nodes;

function systemEvents(model: MachineModel<AnyStateMachine>, snapshot: Snapshot): AnyEvent[] {
  const events: AnyEvent[] = [];
  for (const node of activeNodes(snapshot)) {
    for (const invoke of node.invoke) {
      const outcome = model.outcomes?.[invoke.id];
      if (!outcome) throw new Error(`${model.name}: no outcomes given for the invoked actor "${invoke.id}"`);
      for (const output of outcome.done ?? []) events.push({ type: `xstate.done.actor.${invoke.id}`, output });
      for (const error of outcome.error ?? []) events.push({ type: `xstate.error.actor.${invoke.id}`, error });
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType });
  }
  return events;
}

function userEvents(model: MachineModel<AnyStateMachine>): AnyEvent[] {
  return Object.entries(model.events as Record<string, object[]>).flatMap(([type, payloads]) =>
    payloads.map((payload) => ({ type, ...payload })),
  );
}

/** The paths of a model: from each start, the shortest path to each state, extended by each event it takes. */
export function modelPaths<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): ModelPath[] {
  const starts = model.starts ?? [{ name: '', input: undefined }];
  return starts.flatMap(({ name, input }) =>
    pathsFrom(model, input).map((path) => ({
      ...path,
      description: name ? `${name}: ${path.description}` : path.description,
    })),
  );
}

function pathsFrom<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>, input: unknown): ModelPath[] {
  const anyModel = model as unknown as MachineModel<AnyStateMachine>;
  const serialize = (anyModel.serializeState ?? defaultSerialize) as (s: Snapshot) => string;
  const user = userEvents(anyModel);
  const options = {
    input,
    events: (snapshot: Snapshot) => [...user, ...systemEvents(anyModel, snapshot)],
    serializeState: (snapshot: Snapshot) => serialize(snapshot),
    serializeEvent: (event: AnyEvent) => serializeValue(event),
    filterEvents: (snapshot: Snapshot, event: AnyEvent) =>
      // A finished machine takes nothing: sending it more only warns.
      ((anyModel.alsoRefused === true && snapshot.status === 'active') || snapshot.can(event)) && (anyModel.filterEvents?.(snapshot, event as never) ?? true),
    limit: model.limit ?? 5000,
  };
  const machine = model.machine as AnyStateMachine;
  const shortest = getShortestPaths(machine, options as never);
  const toState = new Map(shortest.map((path) => [serialize(path.state as Snapshot), path.steps as ModelStep[]]));
  const adjacency = getAdjacencyMap(machine, options as never) as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: AnyEvent; state: Snapshot }> }
  >;

  const all: ModelStep[][] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    const base = toState.get(serialize(state));
    if (!base) continue;
    const edges = Object.values(transitions);
    if (edges.length === 0) all.push(base);
    for (const edge of edges) all.push([...base, { event: edge.event, state: edge.state }]);
  }
  return dropPrefixes(all).map((steps) => ({ description: describeSteps(steps), input, steps }));
}

const stepKey = (step: ModelStep) => serializeValue(step.event);

/** A path that is the start of a longer one tests nothing the longer one does not. */
function dropPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const keys = paths.map((steps) => steps.map(stepKey).join('\n'));
  const unique = [...new Map(keys.map((key, i) => [key, paths[i]!])).entries()];
  return unique
    .filter(([key]) => !unique.some(([other]) => other !== key && other.startsWith(`${key}\n`)))
    .map(([, steps]) => steps);
}

/** A payload as a title shows it: whole, so that no two paths share a title (a file by its name, an error by its message). */
function describeValue(value: unknown): string {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return (value as File).name;
  if (value instanceof Error) return `${value.name}(${value.message})`;
  if (typeof value === 'object' && value !== null) return serializeValue(value);
  return String(value);
}

/** One event as a path's title names it: `login.change(field=email,value=a@b.c)`. */
export function describeEvent(event: AnyEvent): string {
  const detail = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${describeValue(value)}`)
    .join(',');
  return detail ? `${event.type}(${detail})` : event.type;
}

/** How a path's title joins its events (the start's own step is left out). */
export const TITLE_JOIN = ' → ';
export const EMPTY_PATH_TITLE = 'initial state';

function describeSteps(steps: ModelStep[]): string {
  const names = steps.slice(1).map(({ event }) => describeEvent(event));
  return names.length ? names.join(TITLE_JOIN) : EMPTY_PATH_TITLE;
}

/** Every state node of a machine but the root, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: StateNodeLike) => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(machine.root as unknown as StateNodeLike);
  return ids;
}

/** Every transition of a machine, as `source|event|index` keys (`always` has the event ""). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: StateNodeLike) => {
    for (const [eventType, list] of node.transitions) list.forEach((_, i) => keys.push(`${node.id}|${eventType}|${i}`));
    (node.always ?? []).forEach((_, i) => keys.push(`${node.id}||${i}`));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as StateNodeLike);
  return keys;
}

type TransitionLike = { source: StateNodeLike; eventType: string };

function transitionKey(transition: TransitionLike): string {
  const { source, eventType } = transition;
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType}|${list.indexOf(transition)}`;
}

export type Coverage = { reachedStates: Set<string>; takenTransitions: Set<string> };

/** A step of a path as the QA report shows it: what was done, the state it led to, the effects the table expects. */
export type RecordedStep = { event: unknown; state: unknown; effects: unknown[]; /** The event as the path's title names it. */ label: string };

/** JSON for the report: a file by its name, an error by its message (JSON alone writes both as {}). */
const reportValue = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof Blob !== 'undefined' && item instanceof Blob
        ? `[${item.constructor.name} ${(item as File).name ?? ''} ${item.type} ${item.size}]`
        : item instanceof Error
          ? `${item.name}(${item.message})`
          : item,
    ) ?? 'null',
  );

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

export type Clock = { advance: (ms: number) => Promise<void> };

/**
 * Replays one path on a live actor. `clock.advance` must move fake timers and flush
 * promises (vitest: `vi.advanceTimersByTimeAsync`).
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  path: ModelPath,
  clock: Clock,
  coverage?: Coverage,
  /** Where to write each step for the QA report, when given. */
  record?: RecordedStep[],
): Promise<void> {
  const machine = model.machine as AnyStateMachine;
  const serialize = (model.serializeState ?? defaultSerialize) as (s: Snapshot) => string;
  const effects: Effect[] = [];
  const pending = new Map<string, Deferred>();

  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(({ input, signal, self }) => {
        effects.push({ kind: 'call', name, input });
        signal.addEventListener('abort', () => effects.push({ kind: 'cancel', name }));
        // Keyed by the actor's id (the invoke id, or a spawned child's id), so that several
        // children of one logic (the parts of an upload) settle one by one.
        return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
      }),
    ]),
  );
  const actions = Object.fromEntries(
    effectActionNames(machine).map((name) => [
      name,
      (_: unknown, params: unknown) => void effects.push({ kind: 'action', name, params }),
    ]),
  );
  const live = machine.provide({ actors, actions } as never);

  const actor = createActor(live, {
    input: path.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || !coverage) return;
      for (const transition of (inspection as unknown as { _transitions: TransitionLike[] })._transitions) {
        coverage.takenTransitions.add(transitionKey(transition));
        // A transient state (`always`) never shows in a settled snapshot; leaving it proves it was entered.
        coverage.reachedStates.add(transition.source.id);
      }
    },
  });
  actor.start();
  await clock.advance(0);

  let seen = 0;
  let before: Snapshot | null = null;
  for (const [index, step] of path.steps.entries()) {
    const event = step.event;
    if (index > 0) await perform(event);
    const snapshot = actor.getSnapshot();
    const where = `${model.name}, step ${index} (${event.type})`;
    // Not a test of the machine (the model is the same machine): a guard of this harness, whose
    // fakes must settle as the path says, or every later step would check something else.
    if (serialize(snapshot) !== serialize(step.state)) {
      throw new Error(`${where}: the live actor is in ${serialize(snapshot)}, the model expects ${serialize(step.state)}`);
    }
    activeNodes(snapshot).forEach((node) => coverage?.reachedStates.add(node.id));
    const check: StepCheck = { before, snapshot, event, effects: [...effects], stepEffects: effects.slice(seen) };
    seen = effects.length;
    const expected = model.expectedEffects({ input: path.input, before, event, after: snapshot } as EffectStep<TMachine>);
    expect(inTableOrder(check.stepEffects), `${where}: the effects of the step`).toEqual(inTableOrder(expected));
    record?.push({
      event: reportValue(event),
      state: reportValue(snapshot.value),
      effects: reportValue(inTableOrder(expected)) as unknown[],
      label: describeEvent(event),
    });
    before = snapshot;
    model.everyStep?.(check);
    model.afterEvent?.[event.type]?.(check);
    for (const [key, assertState] of Object.entries(model.states ?? {})) {
      if (snapshot.matches(key as never)) assertState(check);
    }
  }
  actor.stop();

  async function perform(event: AnyEvent) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const [, outcome, id] = settled;
      const deferred = pending.get(id!);
      if (!deferred) throw new Error(`${model.name}: "${id}" was not running when the path settles it`);
      pending.delete(id!);
      if (outcome === 'done') deferred.resolve(event.output);
      else deferred.reject(event.error);
      await clock.advance(0);
      return;
    }
    const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (delayed) {
      await clock.advance(delayMs(machine, delayed[1]!, actor.getSnapshot()));
      return;
    }
    actor.send(event as never);
    await clock.advance(0);
  }
}

/**
 * The actions that are effects to record: the machine's own placeholders, provided by the app.
 * Built-in actions declared in `setup` (assign, enqueueActions, spawnChild…) are the machine's
 * logic and run as they are.
 */
export const effectActionNames = (machine: AnyStateMachine) =>
  Object.entries(machine.implementations.actions as Record<string, { type?: unknown }>)
    .filter(([, action]) => !(typeof action.type === 'string' && action.type.startsWith('xstate.')))
    .map(([name]) => name);

function delayMs(machine: AnyStateMachine, ref: string, snapshot: Snapshot): number {
  if (/^\d+$/.test(ref)) return Number(ref);
  const delay = (machine.implementations.delays as Record<string, unknown>)[ref];
  if (typeof delay === 'number') return delay;
  // A delay that depends on the context (e.g. add or edit) is read from the live actor.
  if (typeof delay === 'function') return (delay as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`delay "${ref}" is neither a number of milliseconds nor a function`);
}
