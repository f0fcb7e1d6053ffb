/** The "End all sessions" flow with its real effects: the super admin's sessions call and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { sessionsApi } from '../../api/sessions';
import { endAdminSessionsMachine } from '../../machines/end-admin-sessions.machine';
import { supplyAll } from '../../machines/supplied';
import { notify } from '../../ui/toast/notify';

export function liveEndAdminSessions(client: ApiClient) {
  const api = sessionsApi(client);
  return supplyAll(endAdminSessionsMachine, {
    actors: { endAdminSessions: fromPromise<string, { adminId: number }>(({ input, signal }) => api.endAllOf(input.adminId, signal)) },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
