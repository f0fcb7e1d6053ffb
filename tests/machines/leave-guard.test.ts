/**
 * The unsaved-changes guard, every path: while a form is clean every move goes at once; while
 * it has changes a move waits for the admin's answer, the browser's history and unload are
 * watched, and an allowed move releases the history in the same step (or the step back it
 * makes would be caught again).
 */
import { expect } from 'vitest';
import { leaveGuardMachine, type Leave } from '../../src/machines/leave-guard.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf, type Effect } from '../support/effects';

const toChefs: Leave = { kind: 'path', to: '/chef', replace: false, state: null };
const back: Leave = { kind: 'history' };

const WATCHERS = ['watchHistory', 'holdUnload'];
const count = (effects: Effect[], kind: Effect['kind'], name: string) => effects.filter((e) => e.kind === kind && e.name === name).length;
const running = (effects: Effect[]) => WATCHERS.filter((name) => count(effects, 'call', name) > count(effects, 'cancel', name));
/** The history watcher holds the page between a hold and a release. */
const historyHeld = (effects: Effect[]) => count(effects, 'action', 'holdHistory') > count(effects, 'action', 'releaseHistory');

/** The move the admin is being asked about, as this test saw it asked (not read from the machine). */
let asked: Leave | null = null;

describeModel({
  name: 'leaveGuard',
  machine: leaveGuardMachine,
  events: {
    'form.dirty': [{}],
    'form.clean': [{}],
    'leave.request': [{ leave: toChefs }, { leave: back }],
    'leave.confirm': [{}],
    'leave.cancel': [{}],
  },
  outcomes: { watchHistory: {}, holdUnload: {} },
  states: {
    // Clean: the history watcher listens (it must hear Back before the router) but holds nothing.
    free: ({ effects }) => {
      expect(running(effects)).toEqual(['watchHistory']);
      expect(historyHeld(effects)).toBe(false);
    },
    // Changes: the history held and the unload watched, both.
    guarded: ({ effects }) => {
      expect(running(effects)).toEqual(WATCHERS);
      expect(historyHeld(effects)).toBe(true);
    },
  },
  afterEvent: {
    'xstate.init': () => {
      asked = null;
    },
    'form.dirty': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches({ guarded: 'watching' })).toBe(true);
      expect(callsOf(stepEffects, 'watchHistory')).toEqual([]);
      expect(callsOf(stepEffects, 'holdUnload')).toHaveLength(1);
      expect(actionsOf(stepEffects, 'holdHistory')).toHaveLength(1);
    },
    'leave.request': ({ snapshot, event, stepEffects }) => {
      const leave = (event as unknown as { leave: Leave }).leave;
      if (snapshot.matches('free')) {
        // Nothing to lose: the move is made at once.
        expect(actionsOf(stepEffects, 'go').map((effect) => effect.params)).toEqual([leave]);
      } else {
        // Something to lose: nothing moves until the admin answers.
        expect(snapshot.matches({ guarded: 'asking' })).toBe(true);
        expect(actionsOf(stepEffects, 'go')).toEqual([]);
        asked = leave;
      }
    },
    'leave.confirm': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('free')).toBe(true);
      // The asked move is made, once, exactly that one, and the history is released in the same
      // step (a step back's popstate comes in a later task, so it is not caught again).
      expect(stepEffects.map((effect) => effect.name).sort()).toEqual(['go', 'holdUnload', 'releaseHistory']);
      expect(actionsOf(stepEffects, 'go').map((effect) => effect.params)).toEqual([asked]);
      asked = null;
    },
    'leave.cancel': ({ snapshot, stepEffects }) => {
      // Staying: no move, still guarded, the watchers still running.
      expect(snapshot.matches({ guarded: 'watching' })).toBe(true);
      expect(stepEffects).toEqual([]);
      asked = null;
    },
    'form.clean': ({ snapshot, stepEffects }) => {
      // Saved, discarded or gone: the watchers stop and an open question is dropped without a move.
      expect(snapshot.matches('free')).toBe(true);
      expect(stepEffects.map((effect) => `${effect.kind} ${effect.name}`).sort()).toEqual(['action releaseHistory', 'cancel holdUnload']);
      asked = null;
    },
  },
});
