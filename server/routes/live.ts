/**
 * `GET live` (src/api/contract/live.ts, issue #33 item 3): the changes committed anywhere in the
 * fleet, as Server-Sent Events, behind the session guard and open to every admin; each stream
 * sends only the areas its admin's role opens (a super admin's: every area, their accounts too).
 *
 * Resume: with `Last-Event-ID` (or `?last_event_id=`, for a client that cannot set the header) the
 * stream first sends what was committed after it, read from the log, then goes on live; more than
 * LIVE_RESUME_MAX missed is one `resync` instead. Every LIVE_PING_MS a comment keeps proxies from
 * closing the connection and the session is looked at again without counting as its use (and at
 * once on a change that may end or narrow it: a sign-out, sessions ended, a role or the admin
 * edited): a session ended, expired or idle ends the stream, and a role changed narrows it. A
 * client that stops reading is cut off past a backlog rather than held in memory; it resumes.
 * On shutdown the process ends its streams first (server/program.ts), so a drain never waits on
 * them and the browsers reconnect to another process.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { answer } from '../../src/api/contract/answer-codes';
import { LIVE_CHANGE_EVENT, LIVE_RESUME_MAX, LIVE_RESYNC_EVENT, LIVE_RETRY_MS, livePaths, type LiveChange } from '../../src/api/contract/live';
import { openSessionAdmin } from '../auth/sessions';
import type { AdminProfile } from '../auth/signed-in';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/http-error';
import { describeError } from '../logger';
import { changesAfter, newestSeq } from '../live/live-changes';

/** Between two pings (and two looks at the session). */
export const LIVE_PING_MS = 25_000;
/** Changes waiting to be written to one client: past this the client is not reading, and its stream ends. */
const BACKLOG_MAX = 1_000;

/** An area's changes go to the admins whose role opens it; accounts and roles only to super admins. */
const mayReceive = (admin: Pick<AdminProfile, 'userType' | 'modules'>, change: LiveChange) =>
  admin.userType === 'super_admin' || admin.modules.includes(change.area);

/** `Last-Event-ID` as the stream's ids are written: a chain position, else none. */
function lastEventId(header: string | undefined, query: string | undefined): number | null {
  const text = (header ?? query ?? '').trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export function liveRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(`/${livePaths.stream}`, (c) => {
    const hub = deps.live;
    if (!hub) throw new HttpError(503, answer('server.unavailable', { parts: 'Live changes' }));
    if (deps.lifecycle?.draining()) throw new HttpError(503, answer('server.shutting_down'));
    const { sessionId } = c.get('signedIn');
    let admin = c.get('signedIn').admin;
    const resumeFrom = lastEventId(c.req.header('last-event-id'), c.req.query('last_event_id'));

    return streamSSE(c, async (stream) => {
      let sent = resumeFrom ?? Number.NEGATIVE_INFINITY;
      let backlog = 0;
      let writing: Promise<void> = Promise.resolve();
      let end = () => {};
      const ended = new Promise<void>((resolve) => (end = resolve));
      const write = (message: Parameters<typeof stream.writeSSE>[0]) => {
        backlog += 1;
        if (backlog > BACKLOG_MAX) return end();
        writing = writing.then(() => stream.writeSSE(message)).then(() => void (backlog -= 1), end);
      };
      const send = (change: LiveChange) => {
        if (change.seq <= sent) return;
        sent = change.seq;
        if (mayReceive(admin, change)) write({ id: String(change.seq), event: LIVE_CHANGE_EVENT, data: JSON.stringify(change) });
      };

      const lookAgain = () =>
        openSessionAdmin(deps.db, sessionId, deps.clock.now(), deps.config.sessionIdleMinutes).then(
          (now) => (now ? (admin = now) : end()),
          // The database away for a moment: the session is looked at again at the next ping.
          () => undefined,
        );
      // Live changes wait while the missed ones are read, so the order holds. A change that may
      // end or narrow this session (a sign-out, sessions ended, a role or this admin edited) has
      // the session looked at again at once, not at the next ping.
      let waiting: LiveChange[] | null = resumeFrom === null ? null : [];
      const heard = (change: LiveChange) => {
        if (change.area === 'account' || change.area === 'role' || (change.area === 'admin' && change.record_id === admin.id)) void lookAgain();
        if (waiting) waiting.push(change);
        else send(change);
      };
      const unsubscribe = hub.subscribe({ change: heard, end: () => end() });
      stream.onAbort(() => end());
      const ping = setInterval(() => {
        writing = writing.then(() => stream.write(': ping\n\n')).then(() => undefined, end);
        void lookAgain();
      }, LIVE_PING_MS);
      ping.unref();
      try {
        writing = writing.then(() => stream.write(`retry: ${LIVE_RETRY_MS}\n\n`)).then(() => undefined, end);
        if (resumeFrom !== null) {
          const missed = await changesAfter(deps.db, resumeFrom, LIVE_RESUME_MAX + 1);
          if (missed.length > LIVE_RESUME_MAX) {
            sent = await newestSeq(deps.db);
            write({ id: String(sent), event: LIVE_RESYNC_EVENT, data: '{}' });
          } else for (const change of missed) send(change);
          const heard = waiting ?? [];
          waiting = null;
          for (const change of heard) send(change);
        }
        await ended;
      } catch (error) {
        // The log could not be read (the database away): the stream ends, and the client resumes.
        deps.logger.warn(`A live stream ended: the changes it missed could not be read (${describeError(error)}).`);
      } finally {
        clearInterval(ping);
        unsubscribe();
      }
    });
  });
}
