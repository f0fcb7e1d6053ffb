import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { machineModule } from './fixtures';
import { describeModel } from '../support/describe-model';

const { statusToggleMachine } = await machineModule(() => import('../../src/machines/status-toggle.machine'));

/** What this test last asked to save (the opposite of the row it toggled), kept from the events it sent. */
let asked: { id: number; isActive: boolean } | null = null;
/** A rejection that is no error at all (a fetch wrapper's bare `reject()`): no status, no message. */
const FALLBACK = 'Something went wrong';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : FALLBACK);

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
    // And rejections with nothing in them (null, undefined): not a 404, said with the fallback message.
    setStatus: { done: ['Chef deactivated'], error: [new ApiError('Chef not found', 404), new ApiError('You cannot deactivate your own account', 403), null, undefined] },
  },
  alsoRefused: true,
  // Spec section 4 "Active flag": the opposite of what the row shows is sent, one change at a
  // time; the server's message either way; the change goes to the list, or the list reloads
  // when the record is gone (404), or nothing else happens.
  expectedEffects: ({ before, event }) => {
    if (before === null) asked = null;
    switch (event.type) {
      case 'status.toggle': {
        if (!before!.matches('idle')) return [];
        asked = { id: event.id as number, isActive: !event.isActive };
        return [{ kind: 'call', name: 'setStatus', input: asked }];
      }
      case 'xstate.done.actor.setStatus':
        return [
          { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Chef deactivated' } },
          { kind: 'action', name: 'applyChange', params: asked },
        ];
      case 'xstate.error.actor.setStatus': {
        const error = event.error as ApiError | null | undefined;
        return [
          { kind: 'action', name: 'notify', params: { kind: 'error', message: messageOf(error) } },
          ...(error?.status === 404 ? [{ kind: 'action', name: 'recordGone', params: undefined } as const] : []),
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
    // Nothing is pending once the answer came (or before any toggle): the next toggle starts afresh.
    idle: ({ snapshot }) => expect(snapshot.context.pending).toBeNull(),
    saving: ({ snapshot, effects }) => {
      // What is saving is what the last toggle from idle asked for: the opposite of the row.
      const call = effects.filter((effect) => effect.kind === 'call').at(-1);
      expect(call).toEqual({ kind: 'call', name: 'setStatus', input: asked });
      expect(snapshot.context.pending).toEqual(asked);
    },
  },
});
