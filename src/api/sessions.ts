/** The sessions calls (contract/sessions.ts, issue #32 item 3) as the profile screen's flow and the admin view need them. */
import type { ApiClient } from './client';
import { endedSessionsResponse, sessionListResponse, sessionPaths, type SessionRow } from './contract/sessions';

export function sessionsApi(client: ApiClient) {
  return {
    list: async (signal?: AbortSignal): Promise<SessionRow[]> => (await client.call(sessionListResponse, sessionPaths.list, { method: 'GET', signal })).data.rows,
    /** Answers the server's message. */
    end: async (id: number, signal?: AbortSignal): Promise<string> =>
      (await client.call(endedSessionsResponse, sessionPaths.end, { method: 'POST', body: { id }, signal })).message,
    /** The super admin's: every session of that admin. */
    endAllOf: async (adminId: number, signal?: AbortSignal): Promise<string> =>
      (await client.call(endedSessionsResponse, sessionPaths.endAllOf, { method: 'POST', body: { admin_id: adminId }, signal })).message,
    endOthers: async (signal?: AbortSignal): Promise<string> => (await client.call(endedSessionsResponse, sessionPaths.endOthers, { method: 'POST', signal })).message,
  };
}
