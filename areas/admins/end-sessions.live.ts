/** The "End all sessions" flow with its real effects: the super admin's sessions call and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { sessionsApi } from '../../src/api/sessions';
import { endAdminSessionsMachine } from '../../src/machines/end-admin-sessions.machine';
import { supplyAll } from '../../src/machines/supplied';
import { notify } from '../../src/ui/toast/notify';

export function liveEndAdminSessions(client: ApiClient) {
  const api = sessionsApi(client);
  return supplyAll(endAdminSessionsMachine, {
    actors: { endAdminSessions: fromPromise<string, { adminId: number }>(({ input, signal }) => api.endAllOf(input.adminId, signal)) },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
