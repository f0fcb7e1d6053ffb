/** The sessions screen's flow ("Your sessions") with its real effects: the sessions calls and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { sessionsMachine } from '../../src/machines/sessions.machine';
import { supplyAll } from '../../src/machines/supplied';
import { notify } from '../../src/ui/toast/notify';
import { sessionsApi } from './sessions-calls';
import type { SessionRow } from './sessions-contract';

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
