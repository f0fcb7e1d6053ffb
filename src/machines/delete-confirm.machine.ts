/**
 * Delete with confirmation (spec sections 2, 4): a row's delete opens the confirmation; confirm
 * sends the delete call, the dialog closes and the list reloads. Cancel closes it untouched.
 * On failure the dialog closes (spec section 8); we also show the server's message, because a
 * refusal such as "You cannot delete your own account" must not pass unnoticed.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { errorMessage } from './error-message';
import type { Notice } from './notify';

/** What is about to be deleted; `label` names it in the question (a name, an amount). */
export type DeleteTarget = { id: number; label: string };

export type DeleteConfirmEvent =
  | ({ type: 'delete.request' } & DeleteTarget)
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as { target: DeleteTarget | null },
    events: {} as DeleteConfirmEvent,
  },
  actors: {
    /** Answers the server's message. */
    deleteRecord: suppliedPromise<string, { id: number }>('deleteRecord'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    reloadList: suppliedAction(),
  },
}).createMachine({
  id: 'deleteConfirm',
  context: { target: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'delete.request': {
          target: 'asking',
          actions: assign({ target: ({ event }) => ({ id: event.id, label: event.label }) }),
        },
      },
    },
    asking: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'closed', actions: assign({ target: null }) },
      },
    },
    // The dialog stays open, its buttons busy, until the server answers.
    deleting: {
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) },
            'reloadList',
            assign({ target: null }),
          ],
        },
        onError: {
          target: 'closed',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
            assign({ target: null }),
          ],
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const deleteConfirmMachine = withNeeds(definition, { actors: ['deleteRecord'], actions: ['notify', 'reloadList'] });
