/**
 * The "End all sessions" flow with its real effects: the super admin's sessions call (the sessions
 * area's contract names it) and toasts.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { endedSessionsResponse, sessionPaths } from '../sessions/sessions-contract';
import { endAdminSessionsMachine } from '../../src/machines/end-admin-sessions.machine';
import { supplyAll } from '../../src/machines/supplied';
import { notify } from '../../src/ui/toast/notify';

export function liveEndAdminSessions(client: ApiClient) {
  return supplyAll(endAdminSessionsMachine, {
    actors: { endAdminSessions: fromPromise<string, { adminId: number }>(async ({ input, signal }) =>
        (await client.call(endedSessionsResponse, sessionPaths.endAllOf, { method: 'POST', body: { admin_id: input.adminId }, signal })).message) },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
