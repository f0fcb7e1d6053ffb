/**
 * Live changes (issue #33 item 3): `GET live` is a stream of Server-Sent Events, one `change` event
 * per change committed anywhere in the fleet, as the activity log records it (who, what, which
 * record, which fields: never a value), and only of the areas the caller's role opens. Each
 * event's id is the change's place in the log's hash chain (`chain_seq`), which is given out one at
 * a time in commit order across the fleet: a client that reconnects with `Last-Event-ID` gets
 * every change it missed, in order, from whichever process answers it. Comments (`: ping`) keep
 * the connection open through proxies; the stream ends when the session does.
 */
import * as v from 'valibot';
import { ACTIVITY_ACTIONS, ACTIVITY_AREAS } from './activity';
import { isoDate } from './fields';

export const livePaths = { stream: 'live' } as const;

/** The event name of a committed change. */
export const LIVE_CHANGE_EVENT = 'change';

/** How long a client waits before reconnecting (the stream's `retry:` field), in milliseconds. */
export const LIVE_RETRY_MS = 2_000;

/** At most this many missed changes are sent on a resume; a client further behind gets `resync`. */
export const LIVE_RESUME_MAX = 500;

/**
 * Sent instead of the changes a client missed when they cannot all be sent (more than
 * LIVE_RESUME_MAX): what it shows may be behind, so it reads its lists again. Its id is the
 * newest change's, so the next resume starts from there.
 */
export const LIVE_RESYNC_EVENT = 'resync';

export const liveChange = v.object({
  /** The change's place in the activity log's chain: the event id, in commit order, without gaps. */
  seq: v.number(),
  at: isoDate,
  area: v.picklist(ACTIVITY_AREAS),
  action: v.picklist(ACTIVITY_ACTIONS),
  record_id: v.nullable(v.number()),
  /** The record's name as its list shows it ('' for an account's own rows). */
  record_label: v.string(),
  admin_id: v.nullable(v.number()),
  admin_name: v.string(),
  /** The fields the change touched, by the contract's names. */
  changed: v.array(v.string()),
});
export type LiveChange = v.InferOutput<typeof liveChange>;
