/**
 * The unsaved-changes guard, every path: while a form is clean every move goes at once; while
 * it has changes a move waits for the admin's answer, the browser's history and unload are
 * watched, and an allowed move releases the history in the same step (or the step back it
 * makes would be caught again).
 */
import { expect } from 'vitest';
import { leaveGuardMachine, type Leave } from '../../src/machines/leave-guard.machine';
import { describeModel } from '../support/describe-model';
import type { Effect } from '../support/effects';

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
  alsoRefused: true,
  // Issue #15 item 5: while clean, a move goes at once; with changes, the history is held and the
  // unload watched until the form is clean again or the admin confirms a move, which is made
  // once, exactly the one asked, and releases the history in the same step.
  expectedEffects: ({ before, event }) => {
    const release = [
      { kind: 'action', name: 'releaseHistory', params: undefined },
      { kind: 'cancel', name: 'holdUnload' },
    ] as const;
    if (before === null) return [{ kind: 'call', name: 'watchHistory', input: undefined }];
    const free = before.matches('free');
    const asking = before.matches({ guarded: 'asking' });
    switch (event.type) {
      case 'form.dirty':
        return free ? [{ kind: 'action', name: 'holdHistory', params: undefined }, { kind: 'call', name: 'holdUnload', input: undefined }] : [];
      case 'form.clean':
        return free ? [] : [...release];
      case 'leave.request':
        return free ? [{ kind: 'action', name: 'go', params: (event as unknown as { leave: Leave }).leave }] : [];
      case 'leave.confirm':
        // The watcher's stop lands after the move: it is the step's last effect either way.
        return asking ? [release[0], { kind: 'action', name: 'go', params: asked }, release[1]] : [];
      default:
        return [];
    }
  },
  afterEvent: {
    'xstate.init': () => {
      asked = null;
    },
    'leave.request': ({ before, snapshot, event }) => {
      // Something to lose: nothing moves until the admin answers; a second request while asking changes nothing.
      expect(snapshot.matches('free')).toBe(before!.matches('free'));
      asked = before!.matches({ guarded: 'watching' }) ? (event as unknown as { leave: Leave }).leave : asked;
    },
    'leave.confirm': ({ before, snapshot }) => {
      expect(snapshot.matches('free')).toBe(before!.matches('free') || before!.matches({ guarded: 'asking' }));
      asked = null;
    },
    'leave.cancel': ({ before, snapshot }) => {
      // Staying: no move, still guarded, the watchers still running.
      expect(snapshot.matches({ guarded: 'watching' })).toBe(before!.matches('guarded'));
      asked = null;
    },
    'form.clean': ({ snapshot }) => {
      // Saved, discarded or gone: the watchers stop and an open question is dropped without a move.
      expect(snapshot.matches('free')).toBe(true);
      asked = null;
    },
  },
});
