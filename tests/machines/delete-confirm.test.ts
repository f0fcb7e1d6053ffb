import { expect } from 'vitest';
import { deleteConfirmMachine } from '../../src/machines/delete-confirm.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

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
  states: {
    closed: ({ snapshot }) => expect(snapshot.context.target).toBeNull(),
    asking: ({ snapshot }) => expect(snapshot.context.target).toEqual({ id: 12, label: 'Massimo Bottura' }),
  },
  afterEvent: {
    'delete.cancel': ({ stepEffects }) => expect(stepEffects).toEqual([]),
    'delete.confirm': ({ stepEffects }) =>
      expect(callsOf(stepEffects, 'deleteRecord')).toEqual([{ kind: 'call', name: 'deleteRecord', input: { id: 12 } }]),
    'xstate.done.actor.deleteRecord': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('closed')).toBe(true);
      expect(actionsOf(stepEffects, 'reloadList')).toHaveLength(1);
      expect(actionsOf(stepEffects, 'notify')[0]?.params).toEqual({ kind: 'success', message: 'Chef deleted' });
    },
    'xstate.error.actor.deleteRecord': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('closed')).toBe(true);
      expect(actionsOf(stepEffects, 'reloadList')).toEqual([]);
      expect(actionsOf(stepEffects, 'notify')[0]?.params).toEqual({ kind: 'error', message: 'You cannot delete your own account' });
    },
  },
});
