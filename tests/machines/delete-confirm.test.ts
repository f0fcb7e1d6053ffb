import { expect } from 'vitest';
import { deleteConfirmMachine } from '../../src/machines/delete-confirm.machine';
import { describeModel } from '../support/describe-model';

describeModel({
  name: 'deleteConfirm',
  machine: deleteConfirmMachine,
  events: {
    'delete.request': [{ id: 12, label: 'Massimo Bottura' }],
    'delete.confirm': [{}],
    'delete.cancel': [{}],
    'delete.undo': [{}],
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
              { kind: 'call', name: 'restoreRecord', input: { id: 12 } },
            ]
          : [];
      case 'delete.request':
        return offered ? [{ kind: 'action', name: 'withdrawUndo', params: undefined }] : [];
      case 'xstate.after.undoWindow.deleteConfirm.undoable':
        return [{ kind: 'action', name: 'withdrawUndo', params: undefined }];
      case 'xstate.done.actor.restoreRecord':
        return [
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Restored' } },
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      case 'xstate.error.actor.restoreRecord':
        return [
          {
            kind: 'action',
            name: 'notify',
            params: { kind: 'error', message: 'Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.' },
          },
        ];
      default:
        return [];
    }
  },
  alsoRefused: true,
  states: {
    closed: ({ snapshot }) => expect(snapshot.context.target).toBeNull(),
    asking: ({ snapshot }) => expect(snapshot.context.target).toEqual({ id: 12, label: 'Massimo Bottura' }),
    // The record just deleted, which Undo brings back.
    undoable: ({ snapshot }) => expect(snapshot.context.target).toEqual({ id: 12, label: 'Massimo Bottura' }),
    restoring: ({ snapshot }) => expect(snapshot.context.target).toEqual({ id: 12, label: 'Massimo Bottura' }),
  },
  afterEvent: {
    'xstate.done.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('undoable')).toBe(true),
    'xstate.error.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
    'xstate.done.actor.restoreRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
    'xstate.error.actor.restoreRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
  },
});
