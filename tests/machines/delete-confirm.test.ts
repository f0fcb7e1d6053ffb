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
  },
  outcomes: {
    deleteRecord: { done: ['Chef deleted'], error: [new Error('You cannot delete your own account')] },
  },
  // Spec section 2 "List screens": the call only after the question was answered yes; the server's message either way; the list reloads after a delete only.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'delete.confirm':
        return before!.matches('asking') ? [{ kind: 'call', name: 'deleteRecord', input: { id: 12 } }] : [];
      case 'xstate.done.actor.deleteRecord':
        return [
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Chef deleted' } },
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      case 'xstate.error.actor.deleteRecord':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'You cannot delete your own account' } }];
      default:
        return [];
    }
  },
  alsoRefused: true,
  states: {
    closed: ({ snapshot }) => expect(snapshot.context.target).toBeNull(),
    asking: ({ snapshot }) => expect(snapshot.context.target).toEqual({ id: 12, label: 'Massimo Bottura' }),
  },
  afterEvent: {
    'xstate.done.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
    'xstate.error.actor.deleteRecord': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
  },
});
