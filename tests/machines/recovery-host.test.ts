/**
 * The recovery host, every path: it loads the flow's code only when a flow begins (or a stored
 * step is resumed after a reload), starts each flow with what it needs, and says so when the
 * code cannot be fetched. Written from spec section 2 and issue #14 item 2, apart from the machine.
 */
import { expect } from 'vitest';
import { recoveryHostMachine } from '../../src/machines/recovery-host.machine';
import { describeModel } from '../support/describe-model';

const stored = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A' };
const NO_ANSWER = 'The server could not be reached';

describeModel({
  name: 'recoveryHost',
  machine: recoveryHostMachine,
  starts: [
    { name: 'first visit', input: { resume: null } },
    // A reload of /otp with a step stored.
    { name: 'reloaded', input: { resume: stored } },
  ],
  events: { 'recovery.begin': [{}] },
  outcomes: { loadFlow: { done: [undefined], error: [new Error(NO_ANSWER)] } },
  alsoRefused: true,
  expectedEffects: ({ input, before, event }) => {
    const load = { kind: 'call', name: 'loadFlow', input: undefined } as const;
    // A reload with a stored step fetches the code at once; a first visit waits for a flow to begin.
    if (before === null) return input.resume ? [load] : [];
    const at = (state: 'idle' | 'loading' | 'restoring' | 'running') => before.matches(state);
    switch (event.type) {
      case 'recovery.begin':
        if (at('idle')) return [load];
        // The e-mail screen opened while a stored step was loading: its flow wins over the step.
        if (at('restoring')) return [{ kind: 'cancel', name: 'loadFlow' }, load];
        // Begun anew: the flow in progress gives way (its e-mail is kept; none in these fakes).
        if (at('running')) return [{ kind: 'action', name: 'startFlow', params: { email: undefined } }];
        return [];
      case 'xstate.done.actor.loadFlow':
        return [{ kind: 'action', name: 'startFlow', params: at('restoring') ? { resume: stored } : {} }];
      case 'xstate.error.actor.loadFlow':
        // Only a flow the person began is worth a toast; a lost stored step sends the screens back quietly.
        return at('loading') ? [{ kind: 'action', name: 'notify', params: { kind: 'error', message: NO_ANSWER } }] : [];
      default:
        return [];
    }
  },
  afterEvent: {
    'xstate.done.actor.loadFlow': ({ snapshot }) => expect(snapshot.value).toBe('running'),
    'xstate.error.actor.loadFlow': ({ snapshot }) => expect(snapshot.value).toBe('idle'),
  },
});
