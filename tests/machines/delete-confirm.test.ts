import { expect } from 'vitest';
import { deleteConfirmMachine } from '../../src/machines/delete-confirm.machine';
import { describeModel } from '../support/describe-model';

/** The ids the offered Undo restores, followed along the path apart from the machine. */
let undoing: number[] = [];

describeModel({
  name: 'deleteConfirm',
  machine: deleteConfirmMachine,
  events: {
    'delete.request': [{ id: 12, label: 'Massimo Bottura' }],
    'delete.confirm': [{}],
    'delete.cancel': [{}],
    'delete.undo': [{}],
    // The list's bulk delete removed rows 3 and 4.
    'delete.elsewhere': [{ ids: [3, 4], message: '2 rows done.' }],
  },
  outcomes: {
    deleteRecord: { done: ['Chef deleted'], error: [new Error('You cannot delete your own account')] },
    restoreRecord: {
      done: ['Restored'],
      error: [new Error('Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.')],
    },
  },
  // Spec section 2 "List screens": the call only after the question was answered yes; the server's message either way; the list reloads after a delete only.
  // Issue #33 item 2: after a delete its toast offers Undo for 10 s; Undo restores the same record and reloads; the offer goes when the time is up, on Undo, or with the next delete question.
  expectedEffects: ({ before, event }) => {
    const offered = before?.matches('undoable') ?? false;
    // What Undo brings back: the row this flow deleted, or the rows of the last bulk delete.
    undoing = event.type === 'delete.elsewhere' && (before!.matches('closed') || offered) ? [3, 4] : event.type === 'xstate.done.actor.deleteRecord' ? [12] : undoing;
    switch (event.type) {
      case 'delete.confirm':
        return before!.matches('asking') ? [{ kind: 'call', name: 'deleteRecord', input: { id: 12 } }] : [];
      case 'xstate.done.actor.deleteRecord':
        return [
          { kind: 'action', name: 'offerUndo', params: { message: 'Chef deleted' } },
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      case 'xstate.error.actor.deleteRecord':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'You cannot delete your own account' } }];
      case 'delete.undo':
        return offered
          ? [
              { kind: 'action', name: 'withdrawUndo', params: undefined },
              { kind: 'call', name: 'restoreRecord', input: { ids: undoing } },
            ]
          : [];
      case 'delete.request':
        return offered ? [{ kind: 'action', name: 'withdrawUndo', params: undefined }] : [];
      case 'delete.elsewhere':
        // A newer offer replaces the one shown; while a question or a call is open, none is made.
        if (offered) return [{ kind: 'action', name: 'withdrawUndo', params: undefined }, { kind: 'action', name: 'offerUndo', params: { message: '2 rows done.' } }];
        return before!.matches('closed') ? [{ kind: 'action', name: 'offerUndo', params: { message: '2 rows done.' } }] : [];
      case 'xstate.after.undoWindow.deleteConfirm.undoable':
        return [{ kind: 'action', name: 'withdrawUndo', params: undefined }];
      case 'xstate.done.actor.restoreRecord':
        return [
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Restored' } },
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      case 'xstate.error.actor.restoreRecord':
        // Of several, some may have come back: the list is read again.
        return [
          {
            kind: 'action',
            name: 'notify',
            params: { kind: 'error', message: 'Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.' },
          },
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      default:
        return [];
    }
  },
  alsoRefused: true,
  states: {
    closed: ({ snapshot }) => expect(snapshot.context).toEqual({ target: null, deleted: [] }),
    asking: ({ snapshot }) => expect(snapshot.context).toEqual({ target: { id: 12, label: 'Massimo Bottura' }, deleted: [] }),
    // The dialog is closed (no target); Undo brings back what was deleted last.
    undoable: ({ snapshot }) => expect(snapshot.context).toEqual({ target: null, deleted: undoing }),
    restoring: ({ snapshot }) => expect(snapshot.context).toEqual({ target: null, deleted: undoing }),
  },
  afterEvent: {
    'xstate.init': () => {
      undoing = [];
    },
    'xstate.done.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('undoable')).toBe(true),
    'xstate.error.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
    'xstate.done.actor.restoreRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
    'xstate.error.actor.restoreRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
  },
});
