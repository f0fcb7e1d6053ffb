/**
 * The fleet's changes as this browser follows them (issue #33 item 3; the server's side is
 * server/routes/live.ts). A browser keeps at most six connections to a host over HTTP/1.1, shared
 * by all its tabs, so a stream per tab would leave the tenth tab's calls waiting: the tabs of one
 * session elect one of them with a Web Lock, which holds the one stream and tells the others each
 * change over a BroadcastChannel; when it goes (closed, reloaded, no list open any more), another
 * tab that listens takes the lock and the stream, resuming from the last change any of them saw.
 * Without Web Locks (an insecure origin) each tab holds its own.
 *
 * A listener hears the changes of its area; a `resync` (the stream was too far behind) goes to
 * every listener, which reads its rows again. The stream is read with fetch, not EventSource, so
 * it carries the session's bearer token; it reconnects by itself (the server's `retry`, growing on
 * repeated failures, with jitter so a restarted fleet is not met by every browser at once) with
 * `Last-Event-ID`, and so misses nothing across a lost connection or a process restart. A 401
 * ends the session as any call's does, and the stream stops until a screen listens again.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import * as v from 'valibot';
import { LIVE_CHANGE_EVENT, LIVE_RESYNC_EVENT, LIVE_RETRY_MS, liveChange, livePaths, type LiveChange } from '../api/contract/live';
import type { ApiClient } from '../api/client';
import type { Module } from '../api/contract/modules';
import { browserLocks } from '../api/web-locks';

/** What a listener hears: a change of its area, or `resync` (changes may have been missed). */
export type LiveNews = { kind: 'change'; change: LiveChange } | { kind: 'resync' };
/** A list's area, or every area (the trash, the activity log). */
export type LiveArea = Module | 'every area';

export type LiveChanges = {
  /** Hears the changes of `area` from now on; answers the unsubscribe. */
  listen(area: LiveArea, listener: (news: LiveNews) => void): () => void;
};

/** What the tab holding the stream tells the others: each piece of news, with the id it came under. */
type TabMessage = { news: LiveNews; id: string | null };

/** The longest pause between two tries after repeated failures. */
const MAX_RETRY_MS = 30_000;

type Browser = { locks: LockManager | null; channel: (name: string) => BroadcastChannel | null };
const thisBrowser: Browser = {
  locks: browserLocks(),
  channel: (name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null),
};

export function createLiveChanges(client: Pick<ApiClient, 'openStream' | 'sessionKey'>, browser: Browser = thisBrowser): LiveChanges {
  const listeners = new Set<{ area: LiveArea; hear: (news: LiveNews) => void }>();
  let lastEventId: string | null = null;
  /** The current time this tab follows (ends when no screen listens). */
  let following: AbortController | null = null;

  const tell = (news: LiveNews) => {
    for (const listener of [...listeners]) {
      if (news.kind === 'resync' || listener.area === 'every area' || listener.area === news.change.area) listener.hear(news);
    }
  };

  async function readOnce(signal: AbortSignal, heard: (message: TabMessage) => void): Promise<'again' | 'stop'> {
    const response = await client.openStream(livePaths.stream, { headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {}, signal });
    // Signed out or refused: nothing to follow until a screen asks again (the session flow takes over).
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { done, value } = await events.read();
      if (done) return 'again';
      if (value.id) lastEventId = value.id;
      if (value.event === LIVE_RESYNC_EVENT) heard({ news: { kind: 'resync' }, id: lastEventId });
      if (value.event !== LIVE_CHANGE_EVENT) continue;
      const parsed = v.safeParse(liveChange, JSON.parse(value.data));
      if (parsed.success) heard({ news: { kind: 'change', change: parsed.output }, id: lastEventId });
    }
  }

  /** The stream itself, until `signal` aborts or the session refuses it. */
  async function holdStream(signal: AbortSignal, heard: (message: TabMessage) => void) {
    let failures = 0;
    while (!signal.aborted) {
      const started = Date.now();
      let outcome: 'again' | 'stop' = 'again';
      try {
        outcome = await readOnce(signal, heard);
      } catch {
        if (signal.aborted) return;
      }
      if (outcome === 'stop') return;
      // A stream that stayed open a while was a success: the next try waits the least.
      failures = Date.now() - started > 10_000 ? 0 : failures + 1;
      const pause = Math.min(MAX_RETRY_MS, LIVE_RETRY_MS * 2 ** Math.max(0, failures - 1)) * (0.75 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  async function follow(control: AbortController) {
    const key = await client.sessionKey().catch(() => null);
    const channel = key === null || !browser.locks ? null : browser.channel(`mise.live.${key}`);
    if (control.signal.aborted) return channel?.close();
    if (!channel) {
      await holdStream(control.signal, ({ news }) => tell(news));
      return;
    }
    // Another tab holds the stream: its news, and the id to resume from should this tab take over.
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (!event.data?.news) return;
      lastEventId = event.data.id ?? lastEventId;
      tell(event.data.news);
    };
    try {
      await browser.locks!.request(`mise.live.${key}`, { signal: control.signal }, () =>
        holdStream(control.signal, (message) => {
          tell(message.news);
          channel.postMessage(message);
        }),
      );
    } catch {
      // Given up waiting (no screen listens any more): nothing to follow.
    } finally {
      channel.close();
    }
  }

  return {
    listen(area, hear) {
      const listener = { area, hear };
      listeners.add(listener);
      if (!following) {
        const control = new AbortController();
        following = control;
        void follow(control).finally(() => {
          if (following === control) following = null;
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && following) {
          following.abort();
          following = null;
          // The next screen reads its rows fresh: it needs no change from before it came.
          lastEventId = null;
        }
      };
    },
  };
}

const ofClient = new WeakMap<object, LiveChanges>();

/** The changes as this tab hears them, for its API client. */
export function liveChangesOf(client: Pick<ApiClient, 'openStream' | 'sessionKey'>): LiveChanges {
  let live = ofClient.get(client);
  if (!live) ofClient.set(client, (live = createLiveChanges(client)));
  return live;
}
