import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { statusToggleMachine } from '../../src/machines/status-toggle.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

describeModel({
  name: 'statusToggle',
  machine: statusToggleMachine,
  events: {
    'status.toggle': [
      { id: 7, isActive: true },
      { id: 8, isActive: false },
    ],
  },
  outcomes: {
    // A record deleted meanwhile (404), and a refusal that leaves the record where it was (403).
    setStatus: { done: ['Chef deactivated'], error: [new ApiError('Chef not found', 404), new ApiError('You cannot deactivate your own account', 403)] },
  },
  afterEvent: {
    // The opposite of what the row shows is sent.
    'status.toggle': ({ snapshot, event, stepEffects }) => {
      expect(snapshot.matches('saving')).toBe(true);
      const sent = callsOf(stepEffects, 'setStatus');
      if (sent.length) expect(sent).toEqual([{ kind: 'call', name: 'setStatus', input: { id: event.id, isActive: !event.isActive } }]);
    },
    'xstate.done.actor.setStatus': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('idle')).toBe(true);
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Chef deactivated' } },
      ]);
      // The list gets the change itself: the row shows it at once, then the list reloads.
      const sent = actionsOf(stepEffects, 'applyChange');
      expect(sent).toHaveLength(1);
      expect(typeof (sent[0]!.params as { isActive: unknown }).isActive).toBe('boolean');
    },
    'xstate.error.actor.setStatus': ({ snapshot, event, stepEffects }) => {
      const error = event.error as ApiError;
      expect(snapshot.matches('idle')).toBe(true);
      expect(actionsOf(stepEffects, 'notify')).toEqual([{ kind: 'action', name: 'notify', params: { kind: 'error', message: error.message } }]);
      expect(actionsOf(stepEffects, 'applyChange')).toEqual([]);
      // Only a record that is gone makes the list reload (its stale row goes).
      expect(actionsOf(stepEffects, 'recordGone')).toHaveLength(error.status === 404 ? 1 : 0);
    },
  },
});
