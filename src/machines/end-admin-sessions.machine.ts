/**
 * "End all sessions" in an admin's view, the super admin's (issue #32 item 3): signs that admin out
 * of every browser. Asked, then confirmed (a click by mistake signs nobody out), then the server
 * ends them and its message says how it went; a failure says why. One ending at a time.
 */
import { assign, setup } from 'xstate';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type EndAdminSessionsEvent = { type: 'endSessions.ask'; adminId: number } | { type: 'endSessions.confirm' } | { type: 'endSessions.cancel' };

type Context = { adminId: number | null };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as Context,
    events: {} as EndAdminSessionsEvent,
  },
  actors: {
    /** Answers the server's message. */
    endAdminSessions: suppliedPromise<string, { adminId: number }>('endAdminSessions'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
  },
}).createMachine({
  id: 'endAdminSessions',
  context: { adminId: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'endSessions.ask': { target: 'confirming', actions: assign({ adminId: ({ event }) => event.adminId }) } },
    },
    confirming: {
      on: { 'endSessions.confirm': 'ending', 'endSessions.cancel': { target: 'idle', actions: assign({ adminId: null }) } },
    },
    ending: {
      invoke: {
        id: 'endAdminSessions',
        src: 'endAdminSessions',
        input: ({ context }) => ({ adminId: context.adminId! }),
        onDone: {
          target: 'idle',
          actions: [assign({ adminId: null }), { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) }],
        },
        onError: {
          target: 'idle',
          actions: [assign({ adminId: null }), { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const endAdminSessionsMachine = withNeeds(definition, { actors: ['endAdminSessions'], actions: ['notify'] });
