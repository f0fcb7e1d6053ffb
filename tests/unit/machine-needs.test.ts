/**
 * Every effect a machine cannot have itself is named in its `needs` and supplied in one wiring
 * module (`*.live.ts`) through `supplyAll`, whose type fails when one is missing (issue #14
 * item 1). These tests hold the rule where the compiler cannot: a placeholder left out of the
 * needs, a need that is not a placeholder, and `.provide()` called from a screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { loadKnownMachines, sharedMachines } from '../../src/devtools/known-machines';
import { areas } from '../../src/app/areas';
import { loginMachine } from '../../src/machines/login.machine';
import { isPlaceholder, supplyAll, suppliedAction, suppliedGuard, suppliedPromise, withNeeds } from '../../src/machines/supplied';
import { setup } from 'xstate';

// Top-level await: the areas' own machines load through their lazy entries (src/app/areas.ts).
const knownMachines = await loadKnownMachines(areas);

const SECTIONS = ['actors', 'actions', 'guards', 'delays'] as const;
const root = join(import.meta.dirname, '..', '..');

type Implementations = Record<(typeof SECTIONS)[number], Record<string, unknown>>;
type Needs = Partial<Record<(typeof SECTIONS)[number], readonly string[]>>;

const needsOf = (machine: AnyStateMachine) => (machine as AnyStateMachine & { needs?: Needs }).needs;
const isMachineWithNeeds = (logic: unknown) => typeof logic === 'object' && logic !== null && 'needs' in logic && 'implementations' in logic;

/** Per kind: the placeholders still in the machine, and the machines it runs as children that need effects of their own. */
function placeholdersOf(machine: AnyStateMachine) {
  const implementations = machine.implementations as unknown as Implementations;
  return Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      Object.entries(implementations[section] ?? {})
        .filter(([, implementation]) => isPlaceholder(implementation) || (section === 'actors' && isMachineWithNeeds(implementation)))
        .map(([name]) => name)
        .sort(),
    ]),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );
}

describe('each machine names what the app supplies', () => {
  it.each(knownMachines.map((machine) => [machine.id, machine] as const))('%s: its needs are exactly its placeholders and needing children', (_, machine) => {
    const needs = needsOf(machine);
    expect(needs, `${machine.id} has no needs (withNeeds)`).toBeDefined();
    const named = Object.fromEntries(SECTIONS.map((section) => [section, [...(needs?.[section] ?? [])].sort()]));
    expect(named).toEqual(placeholdersOf(machine));
  });

  // A flow journal names each run by its machine's id (npm run replay, the ?debug panel): a
  // renamed machine would leave every bug report of it unreplayable.
  it('keeps the ids the flow journals name the machines by', () => {
    expect(sharedMachines.map((machine) => machine.id)).toEqual([
      'appearance',
      'bulkAction',
      'chainCheck',
      'changePassword',
      'commandPalette',
      'csvExport',
      'deleteConfirm',
      'endAdminSessions',
      'imagePick',
      'leaveGuard',
      'listArea',
      'list',
      'locale',
      'login',
      'passkeys',
      'profile',
      'recovery',
      'recoveryHost',
      'register',
      'roleRules',
      'secondFactor',
      'session',
      'setPassword',
      'statusToggle',
      'uploadTracker',
      'upload',
      'uploads',
    ]);
    // The areas' own come from their entries: these must stay, a new area may add its own.
    const ofAreas = knownMachines.slice(sharedMachines.length).map((machine) => machine.id);
    expect(ofAreas).toEqual(
      expect.arrayContaining(['adminForm', 'staticPageForm', 'userForm', 'chefForm', 'mealForm', 'classForm', 'ingredientForm', 'subscriptionForm', 'blockPriceForm', 'sessions']),
    );
  });

  // A machine run without its effects must say which one is missing, not fail somewhere later.
  it.each(knownMachines.map((machine) => [machine.id, machine] as const))('%s: an unsupplied call fails with its own name', async (_, machine) => {
    const actors = Object.entries((machine.implementations as unknown as Implementations).actors ?? {}).filter(([, logic]) => isPlaceholder(logic));
    const { createActor, toPromise } = await import('xstate');
    for (const [name, logic] of actors) {
      const actor = createActor(logic as AnyActorLogic);
      const settled = toPromise(actor);
      actor.start();
      await expect(settled).rejects.toThrow(`${name} is supplied by the app`);
    }
  });

  // The journal and the replay name each call's answer by its invoke id (xstate.done.actor.<id>),
  // and the visualiser draws each start from `initial`: both are named, never left to defaults.
  it.each(knownMachines.map((machine) => [machine.id, machine] as const))('%s: every call is invoked by name, every compound state names its start', (_, machine) => {
    type NodeConfig = { invoke?: { id?: unknown } | { id?: unknown }[]; initial?: unknown; type?: string; states?: Record<string, NodeConfig> };
    const unnamed: string[] = [];
    const walk = (config: NodeConfig, path: string) => {
      for (const invoke of [config.invoke ?? []].flat()) if (typeof invoke.id !== 'string' || invoke.id === '') unnamed.push(`${path}: an invoke`);
      const children = Object.keys(config.states ?? {});
      if (children.length > 0 && config.type !== 'parallel' && !children.includes(config.initial as string)) unnamed.push(`${path}: its initial state`);
      for (const [name, child] of Object.entries(config.states ?? {})) walk(child, `${path}.${name}`);
    };
    walk(machine.config as NodeConfig, machine.id);
    expect(unnamed).toEqual([]);
  });

  it('the login machine, for one: its sign-in calls and passkey ceremony, its toast and its two field checks', () => {
    expect(needsOf(loginMachine)).toEqual({
      actors: ['signIn', 'verifySecondFactor', 'passkeySignInOptions', 'askAuthenticator', 'signInWithPasskey'],
      actions: ['notify'],
      guards: ['isValid', 'isCodeValid'],
    });
  });
});

describe('supplyAll', () => {
  const probe = withNeeds(
    setup({
      types: { events: {} as { type: 'go' } },
      actors: { load: suppliedPromise<string, void>('load') },
      actions: { tell: suppliedAction<{ text: string }>(), count: () => {} },
    }).createMachine({ id: 'probe', on: { go: { actions: [{ type: 'tell', params: { text: 'hi' } }, 'count'] } } }),
    { actors: ['load'], actions: ['tell'] },
  );

  it('replaces every placeholder: none is left in the supplied machine', () => {
    const told: string[] = [];
    const supplied = supplyAll(probe, {
      actors: { load: fromPromise(async () => 'loaded') },
      actions: { tell: (_, { text }) => told.push(text) },
    });
    expect(placeholdersOf(supplied)).toEqual({ actors: [], actions: [], guards: [], delays: [] });
  });

  it('does not compile when a need is missing (the checks are the type check of npm test)', () => {
    // @ts-expect-error: `tell` is needed and not supplied.
    const withoutTell = () => supplyAll(probe, { actors: { load: fromPromise(async () => 'loaded') }, actions: {} });
    // @ts-expect-error: the actions are needed and not supplied at all.
    const withoutActions = () => supplyAll(probe, { actors: { load: fromPromise(async () => 'loaded') } });
    // @ts-expect-error: the supplied effect reads params the machine does not give.
    const wrongParams = () => supplyAll(probe, { actors: { load: fromPromise(async () => 'loaded') }, actions: { tell: (_, { missing }) => missing } });
    expect([withoutTell, withoutActions, wrongParams].every((check) => typeof check === 'function')).toBe(true);
  });

  it('a guard left unsupplied fails loudly with its name', () => {
    expect(() => suppliedGuard<{ context: unknown }>('isReady')({ context: {} })).toThrow('isReady is supplied by the app');
    expect(isPlaceholder(suppliedGuard('isReady'))).toBe(true);
  });

  it('a placeholder that runs unsupplied fails loudly with its name', async () => {
    const { createActor, toPromise } = await import('xstate');
    const actor = createActor(suppliedPromise<string, void>('loadSomething'));
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow('loadSomething is supplied by the app');
  });
});

describe('effects are attached in the wiring modules only', () => {
  // The replay runs recorded events through the machines with every effect made inert, on purpose.
  const ALLOWED = new Set(['src/machines/supplied.ts', 'src/journal/replay.ts']);
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'areas'))].map((file) => relative(root, file));

  it('.provide() and supplyAll() appear in *.live.ts modules only', () => {
    const offenders = files.filter((file) => {
      if (file.endsWith('.live.ts') || ALLOWED.has(file)) return false;
      const text = readFileSync(join(root, file), 'utf8');
      return /\.provide\(/.test(text) || /\bsupplyAll\(/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('no machine keeps a hand-written placeholder (they are made by supplied.ts, so that the needs check sees them)', () => {
    const offenders = files.filter((file) => /provided by the (app|screen)/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
