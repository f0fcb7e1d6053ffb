/**
 * The active switch of a list row (spec section 4 "Active flag"): it sends the opposite of the
 * row's current value; once the server agrees, the change goes to the list (`applyChange`: the
 * row shows it at once and the list reloads), so the switch never flicks back meanwhile. A
 * failure shows the server message and the list is left as it was, unless the record is gone
 * (a 404: deleted meanwhile, in another tab or by another admin): then the list reloads
 * (`recordGone`), so the stale row goes. One change at a time.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { errorMessage } from './error-message';
import type { Notice } from './notify';

export type StatusChange = { id: number; isActive: boolean };

export type StatusToggleEvent = { type: 'status.toggle'; id: number; isActive: boolean };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as { pending: StatusChange | null },
    events: {} as StatusToggleEvent,
  },
  actors: {
    /** Answers the server's message. */
    setStatus: suppliedPromise<string, StatusChange>('setStatus'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    applyChange: suppliedAction<StatusChange>(),
    recordGone: suppliedAction(),
  },
  guards: {
    /** The API answers 404 for a record that does not exist (any more). */
    isNotFound: (_, { error }: { error: unknown }) =>
      typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404,
  },
}).createMachine({
  id: 'statusToggle',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.toggle': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => ({ id: event.id, isActive: !event.isActive }) }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) },
            { type: 'applyChange', params: ({ context }) => context.pending! },
            assign({ pending: null }),
          ],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
              assign({ pending: null }),
              'recordGone',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
              assign({ pending: null }),
            ],
          },
        ],
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const statusToggleMachine = withNeeds(definition, { actors: ['setStatus'], actions: ['notify', 'applyChange', 'recordGone'] });
