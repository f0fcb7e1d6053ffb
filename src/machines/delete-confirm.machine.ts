/**
 * Delete with confirmation (spec sections 2, 4): a row's delete opens the confirmation; confirm
 * sends the delete call, the dialog closes and the list reloads. Cancel closes it untouched.
 * On failure the dialog closes (spec section 8); we also show the server's message, because a
 * refusal such as "You cannot delete your own account" must not pass unnoticed.
 *
 * A deleted record goes to the trash (issue #33 item 2): for UNDO_MS after the delete, its toast
 * offers Undo, which brings the record back (`restoreRecord`) and reloads the list. Asking to
 * delete another row meanwhile, or the time running out, withdraws the offer; the record can
 * still be restored from the Trash. A bulk delete by the list's selection (`delete.elsewhere`, from
 * the list area) offers the same Undo for the rows it deleted.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { UNDO_MS } from '../constants';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { errorMessage } from './error-message';
import type { Notice, UndoOffer } from './notify';

/** What is about to be deleted; `label` names it in the question (a name, an amount). */
export type DeleteTarget = { id: number; label: string };

export type DeleteConfirmEvent =
  | ({ type: 'delete.request' } & DeleteTarget)
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** The toast's Undo, while it is offered. */
  | { type: 'delete.undo' }
  /** Rows deleted by the list's bulk delete: their Undo is offered here. */
  | { type: 'delete.elsewhere'; ids: number[]; message: string };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    /** `deleted`: the records the offered Undo brings back. */
    context: {} as { target: DeleteTarget | null; deleted: number[] },
    events: {} as DeleteConfirmEvent,
  },
  actors: {
    /** Answers the server's message. */
    deleteRecord: suppliedPromise<string, { id: number }>('deleteRecord'),
    /** Brings the deleted record back from the trash; answers the server's message. */
    restoreRecord: suppliedPromise<string, { ids: number[] }>('restoreRecord'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    offerUndo: suppliedAction<UndoOffer>(),
    withdrawUndo: suppliedAction(),
    reloadList: suppliedAction(),
    offerUndoOfBulk: enqueueActions(({ enqueue, event }) => {
      const { ids, message } = event as Extract<DeleteConfirmEvent, { type: 'delete.elsewhere' }>;
      enqueue.assign({ deleted: ids, target: null });
      enqueue({ type: 'offerUndo', params: { message } });
    }),
  },
  delays: { undoWindow: UNDO_MS },
}).createMachine({
  id: 'deleteConfirm',
  context: { target: null, deleted: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'delete.request': {
          target: 'asking',
          actions: assign({ target: ({ event }) => ({ id: event.id, label: event.label }) }),
        },
        'delete.elsewhere': { target: 'undoable', actions: 'offerUndoOfBulk' },
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
          target: 'undoable',
          actions: [
            assign({ deleted: ({ context }) => [context.target!.id], target: null }),
            { type: 'offerUndo', params: ({ event }) => ({ message: event.output }) },
            'reloadList',
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
    // The dialog is closed; the toast offers Undo of `deleted`.
    undoable: {
      exit: 'withdrawUndo',
      after: { undoWindow: { target: 'closed', actions: assign({ deleted: [] }) } },
      on: {
        'delete.undo': 'restoring',
        'delete.request': {
          target: 'asking',
          actions: assign({ target: ({ event }) => ({ id: event.id, label: event.label }), deleted: [] }),
        },
        // A newer bulk delete: its Undo replaces this one, for a full window again.
        'delete.elsewhere': { target: 'undoable', reenter: true, actions: 'offerUndoOfBulk' },
      },
    },
    restoring: {
      invoke: {
        id: 'restoreRecord',
        src: 'restoreRecord',
        input: ({ context }) => ({ ids: context.deleted }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) }, 'reloadList', assign({ deleted: [] })],
        },
        // Some may have come back (of several, one refused): the list is read again either way.
        onError: {
          target: 'closed',
          actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }, 'reloadList', assign({ deleted: [] })],
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const deleteConfirmMachine = withNeeds(definition, {
  actors: ['deleteRecord', 'restoreRecord'],
  actions: ['notify', 'offerUndo', 'withdrawUndo', 'reloadList'],
});
