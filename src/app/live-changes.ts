/**
 * The tab's one stream of the fleet's changes (issue #33 item 3; the server's side is
 * server/routes/live.ts): opened while a screen listens, closed when none does. Each change goes
 * to the listeners of its area; a `resync` (the tab was too far behind) to every listener, which
 * reads its rows again. The stream is read with fetch rather than EventSource so it carries the
 * session's bearer token; it reconnects by itself (the server's `retry`, growing on repeated
 * failures, with a little jitter so a restarted fleet is not met by every tab at once) with
 * `Last-Event-ID`, and so misses nothing across a lost connection or a process restart. A 401
 * ends the session as any call's does, and the stream stops until a screen listens again.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import * as v from 'valibot';
import { LIVE_CHANGE_EVENT, LIVE_RESYNC_EVENT, LIVE_RETRY_MS, liveChange, livePaths, type LiveChange } from '../api/contract/live';
import type { ApiClient } from '../api/client';
import type { Module } from '../api/contract/modules';

/** What a listener hears: a change of its area, or `resync` (changes may have been missed). */
export type LiveNews = { kind: 'change'; change: LiveChange } | { kind: 'resync' };
/** A list's area, or every area (the trash, the activity log). */
export type LiveArea = Module | 'every area';

export type LiveChanges = {
  /** Hears the changes of `area` from now on; answers the unsubscribe. */
  listen(area: LiveArea, listener: (news: LiveNews) => void): () => void;
};

/** The longest pause between two tries after repeated failures. */
const MAX_RETRY_MS = 30_000;

export function createLiveChanges(client: Pick<ApiClient, 'openStream'>): LiveChanges {
  const listeners = new Set<{ area: LiveArea; hear: (news: LiveNews) => void }>();
  let running: AbortController | null = null;
  let lastEventId: string | null = null;

  const tell = (news: LiveNews) => {
    for (const listener of [...listeners]) {
      if (news.kind === 'resync' || listener.area === 'every area' || listener.area === news.change.area) listener.hear(news);
    }
  };

  async function readOnce(signal: AbortSignal): Promise<'again' | 'stop'> {
    const response = await client.openStream(livePaths.stream, { headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {}, signal });
    // Signed out or refused: nothing to follow until a screen asks again (the session flow takes over).
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { done, value } = await events.read();
      if (done) return 'again';
      if (value.id) lastEventId = value.id;
      if (value.event === LIVE_RESYNC_EVENT) tell({ kind: 'resync' });
      if (value.event !== LIVE_CHANGE_EVENT) continue;
      const parsed = v.safeParse(liveChange, JSON.parse(value.data));
      if (parsed.success) tell({ kind: 'change', change: parsed.output });
    }
  }

  async function follow(control: AbortController) {
    let failures = 0;
    while (!control.signal.aborted) {
      const started = Date.now();
      let outcome: 'again' | 'stop' = 'again';
      try {
        outcome = await readOnce(control.signal);
      } catch {
        if (control.signal.aborted) return;
      }
      if (outcome === 'stop') break;
      // A stream that stayed open a while was a success: the next try waits the least.
      failures = Date.now() - started > 10_000 ? 0 : failures + 1;
      const pause = Math.min(MAX_RETRY_MS, LIVE_RETRY_MS * 2 ** Math.max(0, failures - 1)) * (0.75 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    if (running === control) running = null;
  }

  const start = () => {
    if (running) return;
    const control = new AbortController();
    running = control;
    void follow(control);
  };

  return {
    listen(area, hear) {
      const listener = { area, hear };
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && running) {
          running.abort();
          running = null;
          // The next screen reads its rows fresh: it needs no change from before it came.
          lastEventId = null;
        }
      };
    },
  };
}

const ofClient = new WeakMap<object, LiveChanges>();

/** The one stream of a tab's API client. */
export function liveChangesOf(client: Pick<ApiClient, 'openStream'>): LiveChanges {
  let live = ofClient.get(client);
  if (!live) ofClient.set(client, (live = createLiveChanges(client)));
  return live;
}
