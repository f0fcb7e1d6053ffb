/**
 * "Two-step sign-in by role" on the super admin's profile screen (issue #32 item 1): each role with
 * its rule, loaded on entry; turning one role's rule on or off asks the server, whose answer (the
 * role as it now is) replaces the row, with its message; a refusal says why and leaves the row as
 * it was. One change at a time.
 */
import { assign, setup } from 'xstate';
import type { RoleRuleRow } from '../api/contract/second-factor';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type RoleRulesEvent = { type: 'roles.set'; id: number; required: boolean } | { type: 'roles.retry' };

type Context = { rows: RoleRuleRow[]; failure: string | null; changing: number | null };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as Context,
    events: {} as RoleRulesEvent,
  },
  actors: {
    listRoleRules: suppliedPromise<RoleRuleRow[]>('listRoleRules'),
    /** Answers the role as it now is, and the server's message. */
    setRoleRule: suppliedPromise<{ row: RoleRuleRow; message: string }, { id: number; required: boolean }>('setRoleRule'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
  },
  guards: {
    /** A role of the list whose rule would change. */
    changesARole: ({ context }, { id, required }: { id: number; required: boolean }) => context.rows.some((row) => row.id === id && row.required !== required),
  },
}).createMachine({
  id: 'roleRules',
  context: { rows: [], failure: null, changing: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listRoleRules',
        src: 'listRoleRules',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'roles.retry': 'loading' } },
    ready: {
      on: {
        'roles.set': {
          guard: { type: 'changesARole', params: ({ event }) => ({ id: event.id, required: event.required }) },
          target: 'saving',
          actions: assign({ changing: ({ event }) => event.id }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'setRoleRule',
        src: 'setRoleRule',
        input: ({ event }) => {
          const { id, required } = event as Extract<RoleRulesEvent, { type: 'roles.set' }>;
          return { id, required };
        },
        onDone: {
          target: 'ready',
          actions: [
            assign({ rows: ({ context, event }) => context.rows.map((row) => (row.id === event.output.row.id ? event.output.row : row)), changing: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ changing: null }), { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const roleRulesMachine = withNeeds(definition, { actors: ['listRoleRules', 'setRoleRule'], actions: ['notify'] });
