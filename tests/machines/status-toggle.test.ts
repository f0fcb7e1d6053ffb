import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { statusToggleMachine } from '../../src/machines/status-toggle.machine';
import { describeModel } from '../support/describe-model';

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
  alsoRefused: true,
  // Spec section 4 "Active flag": the opposite of what the row shows is sent, one change at a
  // time; the server's message either way; the change goes to the list, or the list reloads
  // when the record is gone (404), or nothing else happens.
  expectedEffects: ({ before, event }) => {
    const pending = before?.context.pending;
    switch (event.type) {
      case 'status.toggle':
        return before!.matches('idle') ? [{ kind: 'call', name: 'setStatus', input: { id: event.id, isActive: !event.isActive } }] : [];
      case 'xstate.done.actor.setStatus':
        return [
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Chef deactivated' } },
          { kind: 'action', name: 'applyChange', params: pending },
        ];
      case 'xstate.error.actor.setStatus': {
        const error = event.error as ApiError;
        return [
          { kind: 'action', name: 'notify', params: { kind: 'error', message: error.message } },
          ...(error.status === 404 ? [{ kind: 'action', name: 'recordGone', params: undefined } as const] : []),
        ];
      }
      default:
        return [];
    }
  },
  afterEvent: {
    'xstate.done.actor.setStatus': ({ snapshot }) => expect(snapshot.matches('idle')).toBe(true),
    'xstate.error.actor.setStatus': ({ snapshot }) => expect(snapshot.matches('idle')).toBe(true),
  },
  states: {
    saving: ({ snapshot, effects }) => {
      // What is saving is what the last toggle from idle asked for: the opposite of the row.
      const asked = effects.filter((effect) => effect.kind === 'call').at(-1);
      expect(asked).toEqual({ kind: 'call', name: 'setStatus', input: snapshot.context.pending });
    },
  },
});
