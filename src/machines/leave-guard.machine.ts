/**
 * The unsaved-changes guard (issue #15 item 5). While a form has changes (its machine says so:
 * `form.dirty` / `form.clean`), leaving the page asks first: a link or any navigation of the
 * app, Back or Forward in the browser, a reload or closing the tab. Saving or discarding ends
 * the question: the form turns clean and every way out is open again.
 *
 * One app-level actor. The router's navigate sends `leave.request` instead of going; `go`
 * finally makes the move. The history watcher runs from the start, so that it hears Back before
 * the router does (listeners of the window run in the order they were added, whatever their
 * phase), and holds the page only while guarded; the unload watcher runs only while guarded.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedCallback, withNeeds } from './supplied';

/** Where the admin wanted to go: a route of the app, or a step through the browser's history. */
export type Leave =
  /** `state`: the history entry's state the move carries (a row handed to its edit page). */
  | { kind: 'path'; to: string; replace?: boolean; state?: unknown }
  | { kind: 'history' };

export type LeaveGuardEvent =
  | { type: 'form.dirty' }
  | { type: 'form.clean' }
  | { type: 'leave.request'; leave: Leave }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

/** What the history watcher is told: hold the page where it is now, or let moves through. */
export type HistoryWatchEvent = { type: 'history.hold' } | { type: 'history.release' };

export type LeaveGuardContext = {
  /** The move waiting for the admin's answer. */
  pending: Leave | null;
};

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as LeaveGuardContext,
    events: {} as LeaveGuardEvent,
  },
  actors: {
    /** While held, catches Back and Forward, keeps the page where it is, and sends `leave.request` with `history`. */
    watchHistory: suppliedCallback<HistoryWatchEvent>('watchHistory'),
    /** Makes the browser ask before a reload or a closed tab (it shows its own question). */
    holdUnload: suppliedCallback<LeaveGuardEvent>('holdUnload'),
  },
  actions: {
    go: suppliedAction<Leave>(),
    holdHistory: suppliedAction(),
    releaseHistory: suppliedAction(),
  },
}).createMachine({
  id: 'leaveGuard',
  context: { pending: null },
  invoke: { id: 'watchHistory', src: 'watchHistory' },
  initial: 'free',
  states: {
    free: {
      on: {
        'form.dirty': 'guarded',
        'leave.request': { actions: { type: 'go', params: ({ event }) => event.leave } },
      },
    },
    guarded: {
      entry: 'holdHistory',
      exit: 'releaseHistory',
      invoke: { id: 'holdUnload', src: 'holdUnload' },
      initial: 'watching',
      on: {
        // Saved, discarded or the form is gone: nothing left to lose.
        'form.clean': { target: 'free', actions: assign({ pending: null }) },
      },
      states: {
        watching: {
          on: {
            'leave.request': { target: 'asking', actions: assign({ pending: ({ event }) => event.leave }) },
          },
        },
        asking: {
          on: {
            // Leaving `guarded` releases the history in this step; the popstate of a step back comes
            // in a later task, so it is not caught again.
            'leave.confirm': {
              target: '#leaveGuard.free',
              actions: [{ type: 'go', params: ({ context }) => context.pending! }, assign({ pending: null })],
            },
            'leave.cancel': { target: 'watching', actions: assign({ pending: null }) },
          },
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const leaveGuardMachine = withNeeds(definition, { actors: ['watchHistory', 'holdUnload'], actions: ['go', 'holdHistory', 'releaseHistory'] });

export type LeaveGuardMachine = typeof leaveGuardMachine;
