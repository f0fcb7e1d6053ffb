import { expect } from 'vitest';
import { endAdminSessionsMachine } from '../../src/machines/end-admin-sessions.machine';
import { describeModel } from '../support/describe-model';

// Issue #32 item 3: the super admin's "End all sessions" on an admin asks first; only a confirmed
// ask calls the server, for that admin; its message or its failure is said, and the flow is ready
// for the next ask. Cancel calls nothing. One ending at a time.
const ADA = 4;
const ENDED = 'Sessions ended';
const REFUSED = 'Admin not found';

describeModel({
  name: 'endAdminSessions',
  machine: endAdminSessionsMachine,
  events: {
    'endSessions.ask': [{ adminId: ADA }],
    'endSessions.confirm': [{}],
    'endSessions.cancel': [{}],
  },
  outcomes: { endAdminSessions: { done: [ENDED], error: [new Error(REFUSED)] } },
  alsoRefused: true,
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'endSessions.confirm':
        return before!.matches('confirming') ? [{ kind: 'call', name: 'endAdminSessions', input: { adminId: ADA } }] : [];
      case 'xstate.done.actor.endAdminSessions':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: ENDED } }];
      case 'xstate.error.actor.endAdminSessions':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: REFUSED } }];
      default:
        return [];
    }
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.adminId).toBeNull(),
    confirming: ({ snapshot }) => expect(snapshot.context.adminId).toBe(ADA),
    ending: ({ snapshot }) => expect(snapshot.context.adminId).toBe(ADA),
  },
  afterEvent: {
    'endSessions.cancel': ({ before, snapshot }) => expect(snapshot.value).toBe(before!.matches('confirming') ? 'idle' : before!.value),
  },
});
