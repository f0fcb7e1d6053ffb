/** The sessions calls (sessions-contract.ts, issue #32 item 3) as the sessions screen's flow needs them. */
import type { ApiClient } from '../../src/api/client';
import { endedSessionsResponse, sessionListResponse, sessionPaths, type SessionRow } from './sessions-contract';

export function sessionsApi(client: ApiClient) {
  return {
    list: async (signal?: AbortSignal): Promise<SessionRow[]> => (await client.call(sessionListResponse, sessionPaths.list, { method: 'GET', signal })).data.rows,
    /** Answers the server's message. */
    end: async (id: number, signal?: AbortSignal): Promise<string> =>
      (await client.call(endedSessionsResponse, sessionPaths.end, { method: 'POST', body: { id }, signal })).message,
    endOthers: async (signal?: AbortSignal): Promise<string> => (await client.call(endedSessionsResponse, sessionPaths.endOthers, { method: 'POST', signal })).message,
  };
}
