/**
 * "Your sessions" on the profile screen (issue #32 item 3, ASVS 5.0 V7.5.2): the admin's open
 * sessions, loaded on entry; End on one of the others, or End all other sessions. Each ending is
 * confirmed by the server's message and the list loads again (what the server now holds); a
 * failure shows its message and leaves the list as it was. The current session is never ended
 * from here (signing out does that). One ending at a time.
 */
import { assign, setup } from 'xstate';
import type { SessionRow } from '../../areas/sessions/sessions-contract';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type SessionsEvent = { type: 'sessions.end'; id: number } | { type: 'sessions.endOthers' } | { type: 'sessions.retry' };

type Context = { rows: SessionRow[]; failure: string | null };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as Context,
    events: {} as SessionsEvent,
  },
  actors: {
    listSessions: suppliedPromise<SessionRow[]>('listSessions'),
    /** Answers the server's message. */
    endSession: suppliedPromise<string, { id: number }>('endSession'),
    endOtherSessions: suppliedPromise<string>('endOtherSessions'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
  },
  guards: {
    /** A session of the list that is not this browser's. */
    isOtherSession: ({ context }, { id }: { id: number }) => context.rows.some((row) => row.id === id && !row.current),
    hasOtherSessions: ({ context }) => context.rows.some((row) => !row.current),
  },
}).createMachine({
  id: 'sessions',
  context: { rows: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listSessions',
        src: 'listSessions',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'sessions.retry': 'loading' } },
    ready: {
      on: {
        'sessions.end': { guard: { type: 'isOtherSession', params: ({ event }) => ({ id: event.id }) }, target: 'ending' },
        'sessions.endOthers': { guard: 'hasOtherSessions', target: 'endingOthers' },
      },
    },
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ event }) => ({ id: (event as Extract<SessionsEvent, { type: 'sessions.end' }>).id }),
        onDone: { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) } },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
      },
    },
    endingOthers: {
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        onDone: { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) } },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const sessionsMachine = withNeeds(definition, { actors: ['listSessions', 'endSession', 'endOtherSessions'], actions: ['notify'] });
