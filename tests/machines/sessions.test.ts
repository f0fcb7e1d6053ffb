import { expect } from 'vitest';
import type { SessionRow } from '../../areas/sessions/sessions-contract';
import { sessionsMachine } from '../../src/machines/sessions.machine';
import { describeModel } from '../support/describe-model';

// Issue #32 item 3, "Your sessions": the list loads on entry; End on another session or End all
// other sessions asks the server, says its message and loads the list again; a failure says why
// and keeps the list; this browser's own session is never ended here; a failed load offers retry.
const here: SessionRow = { id: 7, created_at: '2026-11-27T08:00:00.000Z', last_seen_at: '2026-11-27T10:00:00.000Z', address: '198.51.100.1', browser: 'Firefox', browser_name: 'Firefox 140', system_name: 'Linux', phone: false, current: true };
const phone: SessionRow = { id: 9, created_at: '2026-11-26T08:00:00.000Z', last_seen_at: '2026-11-27T09:00:00.000Z', address: '203.0.113.9', browser: 'Safari', browser_name: 'Mobile Safari 18', system_name: 'iOS', phone: true, current: false };
const ENDED = 'Sessions ended';
const REFUSED = 'Session not found';
const LOAD_FAILED = 'Could not reach the server';

describeModel({
  name: 'sessions',
  machine: sessionsMachine,
  events: {
    'sessions.end': [{ id: phone.id }, { id: here.id }],
    'sessions.endOthers': [{}],
    'sessions.retry': [{}],
  },
  outcomes: {
    listSessions: { done: [[here, phone], [here]], error: [new Error(LOAD_FAILED)] },
    endSession: { done: [ENDED], error: [new Error(REFUSED)] },
    endOtherSessions: { done: [ENDED], error: [new Error(REFUSED)] },
  },
  alsoRefused: true,
  // Keeps the graph small: what matters is the state and whether another session is listed.
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.rows.map((row) => row.id).join(',')} ${snapshot.context.failure ?? ''}`,
  expectedEffects: ({ before, event }) => {
    const others = before?.context.rows.filter((row) => !row.current) ?? [];
    switch (event.type) {
      case 'xstate.init':
        return [{ kind: 'call', name: 'listSessions', input: undefined }];
      case 'sessions.end':
        return before!.matches('ready') && others.some((row) => row.id === (event as unknown as { id: number }).id) ? [{ kind: 'call', name: 'endSession', input: { id: phone.id } }] : [];
      case 'sessions.endOthers':
        return before!.matches('ready') && others.length > 0 ? [{ kind: 'call', name: 'endOtherSessions', input: undefined }] : [];
      case 'sessions.retry':
        return before!.matches('failed') ? [{ kind: 'call', name: 'listSessions', input: undefined }] : [];
      case 'xstate.done.actor.endSession':
      case 'xstate.done.actor.endOtherSessions':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: ENDED } }, { kind: 'call', name: 'listSessions', input: undefined }];
      case 'xstate.error.actor.endSession':
      case 'xstate.error.actor.endOtherSessions':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: REFUSED } }];
      default:
        return [];
    }
  },
  states: {
    failed: ({ snapshot }) => expect(snapshot.context.failure).toBe(LOAD_FAILED),
    ready: ({ snapshot }) => expect(snapshot.context.failure).toBeNull(),
  },
  afterEvent: {
    // A failed ending keeps the list it had.
    'xstate.error.actor.endSession': ({ before, snapshot }) => expect(snapshot.context.rows).toEqual(before!.context.rows),
    'xstate.error.actor.endOtherSessions': ({ before, snapshot }) => expect(snapshot.context.rows).toEqual(before!.context.rows),
  },
});
