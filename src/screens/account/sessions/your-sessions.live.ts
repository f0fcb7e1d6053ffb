/** The "Your sessions" flow with its real effects: the sessions calls and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { SessionRow } from '../../../api/contract/sessions';
import { sessionsApi } from '../../../api/sessions';
import { sessionsMachine } from '../../../machines/sessions.machine';
import { supplyAll } from '../../../machines/supplied';
import { notify } from '../../../ui/toast/notify';

export function liveSessions(client: ApiClient) {
  const api = sessionsApi(client);
  return supplyAll(sessionsMachine, {
    actors: {
      listSessions: fromPromise<SessionRow[], void>(({ signal }) => api.list(signal)),
      endSession: fromPromise<string, { id: number }>(({ input, signal }) => api.end(input.id, signal)),
      endOtherSessions: fromPromise<string, void>(({ signal }) => api.endOthers(signal)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
