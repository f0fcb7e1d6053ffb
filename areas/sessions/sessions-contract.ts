/**
 * Where an admin is signed in (issue #32 item 3, ASVS 5.0 V7.5.2): their own sessions, each
 * browser with its address, sign-in time and last use; ending one or all the others; and the
 * super admin ending every session of an admin (from the admins list). Under auth/, so every role
 * may see and end its own; ending another admin's is the super admin's alone (the handler checks
 * it). An area of its own (issue #34): areas/sessions, the /sessions screen of the account menu.
 */
import * as v from 'valibot';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';
import { getCall, postCall, type Call } from '../../src/api/contract/calls';
import { envelope } from '../../src/api/contract/envelope';
import { idField, isoDate } from '../../src/api/contract/fields';

export const sessionPaths = {
  /** GET: the signed-in admin's sessions, the current one first, then by last use. */
  list: 'auth/sessions',
  /** POST { id }: ends one of the admin's own sessions (the current one too: that is a sign-out). */
  end: 'auth/sessions/end',
  /** POST: ends every session of the admin but this one. */
  endOthers: 'auth/sessions/end-others',
  /** POST { admin_id }: the super admin ends every session of that admin. */
  endAllOf: 'auth/sessions/end-all',
} as const;

export const sessionRow = v.object({
  id: v.number(),
  created_at: isoDate,
  last_seen_at: isoDate,
  /** The client address at sign-in. */
  address: v.string(),
  /** The browser's User-Agent at sign-in, as it sent it ('' when it sent none). */
  browser: v.string(),
  /** The browser and its major version read from it ("Firefox 140"); '' when it names none. */
  browser_name: v.string(),
  /** The operating system read from it ("Linux"); '' when it names none or no browser. */
  system_name: v.string(),
  /** Read from it: a phone or a tablet. */
  phone: v.boolean(),
  /** The session of this very call. */
  current: v.boolean(),
});
export type SessionRow = v.InferOutput<typeof sessionRow>;

export const sessionListResponse = envelope(v.object({ rows: v.array(sessionRow) }));
export const endSessionRequest = v.object({ id: idField });
export const endAllSessionsRequest = v.object({ admin_id: idField });
export const endedSessionsResponse = envelope(v.object({ ended: v.number() }));

/** The sessions' calls, for the API document (server/openapi/). */
export const sessionCalls = (): Call[] => [
  getCall(sessionPaths.list, "The signed-in admin's sessions", sessionListResponse),
  postCall(sessionPaths.end, 'End one of those sessions', endedSessionsResponse, { json: endSessionRequest }),
  postCall(sessionPaths.endOthers, 'End every session but this one', endedSessionsResponse),
  postCall(sessionPaths.endAllOf, "End every session of an admin (the super admin's)", endedSessionsResponse, { json: endAllSessionsRequest }),
];

export const sessionAnswers = {
  'sessions.list': 'Your sessions',
  'sessions.ended': 'Sessions ended',
  'sessions.not_found': 'Session not found',
} as const satisfies AnswerTable;
export const sessionAnswer = /* @__PURE__ */ answerOf(sessionAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof sessionAnswers> {}
}
