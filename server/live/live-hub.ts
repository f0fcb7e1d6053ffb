/**
 * One process's end of the fleet's live changes (issue #33 item 3): a connection of its own that
 * LISTENs on the changes channel (server/live/publish-change.ts) and hands each change to the
 * streams open on this process (server/routes/live.ts). Not a pool connection: LISTEN holds its
 * session for as long as the process runs.
 *
 * A bad day: when the connection is lost (PostgreSQL restarted, frozen past the keep-alive, the
 * network gone), the hub connects again with a growing pause, and on its return reads from the log
 * the changes committed meanwhile, so a stream misses none; the streams stay open throughout.
 */
import pg from 'pg';
import * as v from 'valibot';
import { LIVE_RESUME_MAX, liveChange, type LiveChange } from '../../src/api/contract/live';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { changesAfter, newestSeq } from './live-changes';
import { LIVE_CHANNEL } from './publish-change';

/** A stream on this process: each change as it comes, and its end when the hub stops (shutdown). */
export type LiveListener = { change: (change: LiveChange) => void; end: () => void };

export type LiveHub = {
  /** Called with every change committed from now on, in commit order; answers the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  /** How many streams listen on this process (the metrics, the bench). */
  listeners(): number;
  /** Ends every stream of this process (their browsers reconnect to another), then the LISTEN connection. */
  stop(): Promise<void>;
};

/** The pause before connecting again: doubled after each failure, up to the last. */
const RECONNECT_PAUSES_MS = [250, 500, 1_000, 2_000, 5_000];

/** A lost connection is an expected bad day: its reason in a line, not a stack. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startLiveHub(options: { connectionString: string; db: Database; logger: Logger }): Promise<LiveHub> {
  const { connectionString, db, logger } = options;
  const listeners = new Set<LiveListener>();
  let delivered = await newestSeq(db);
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (change: LiveChange) => {
    // A change read back after a reconnect may also come by NOTIFY: each is handed on once, in order.
    if (change.seq <= delivered) return;
    delivered = change.seq;
    for (const listener of listeners) listener.change(change);
  };

  // While the log is read back after a (re)connect, what NOTIFY brings waits, so the order holds.
  let waiting: LiveChange[] | null = null;
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
    } catch {
      payload = undefined;
    }
    const parsed = v.safeParse(liveChange, payload);
    if (!parsed.success) logger.warn('A live change on the channel could not be read; it was left out.');
    else if (waiting) waiting.push(parsed.output);
    else deliver(parsed.output);
  };

  /** Every change committed after the last one handed on, from the log, in batches. */
  const catchUp = async () => {
    waiting = [];
    try {
      for (;;) {
        const batch = await changesAfter(db, delivered, LIVE_RESUME_MAX);
        for (const change of batch) deliver(change);
        if (batch.length < LIVE_RESUME_MAX) break;
      }
    } finally {
      const heard = waiting;
      waiting = null;
      for (const change of heard) deliver(change);
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('notification', onNotification);
    // A lost connection: connect again. The 'error' comes before 'end' on a broken socket; 'end' alone on a clean close.
    next.on('error', (error) => lost(next, reasonOf(error)));
    next.on('end', () => lost(next, 'the connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    if (failures > 0) logger.info('Live changes: listening again.');
    failures = 0;
    // What was committed while nobody listened (or before the first LISTEN), from the log.
    try {
      await catchUp();
    } catch (error) {
      // Not this connection, then: the next try opens another.
      client = null;
      next.removeAllListeners('notification');
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  const scheduleConnect = () => {
    if (stopped || retry) return;
    const pause = RECONNECT_PAUSES_MS[Math.min(failures, RECONNECT_PAUSES_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn(`Live changes: could not listen again (${reasonOf(error)}); trying again.`);
        scheduleConnect();
      });
    }, pause);
    retry.unref();
  };

  function lost(which: pg.Client, why: string) {
    if (stopped || client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    logger.warn(`Live changes: the listening connection was lost (${why}); connecting again.`);
    scheduleConnect();
  }

  await connect();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners: () => listeners.size,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      for (const listener of [...listeners]) listener.end();
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
