/**
 * One watcher for the whole tab: "the server is reachable again" (issue #31 item 1, DESIGN.md
 * section 8). A screen that found no server (a list, a form, a screen whose chunk failed) waits
 * on it with `whenBack`; while anyone waits, the watcher probes the health endpoint, spaced
 * further each time (`delays`), and at once when the browser is back online or the tab gets
 * focus. The first answer tells every waiting screen together, and each then reads its data
 * again by itself: nothing needs a click or a reload.
 *
 * The health probe answers even while the database is away, so a screen may be told "back" and
 * still be refused: it waits again, and a wait that starts soon after a "back" goes on from the
 * spacing it had reached rather than from the start, so a database outage is asked about
 * calmly, not in a tight loop.
 */
import { fromCallback } from 'xstate';
import type { ServerBackEvent } from '../machines/server-away';

export type ServerBackWatcher = {
  /** Calls `listener` once, when the server answers again; the returned function stops waiting. */
  whenBack: (listener: () => void) => () => void;
};

/** The spacing of the probes: 1 s, 2 s, 3 s, then every 5 s. */
export const SERVER_BACK_DELAYS_MS = [1000, 2000, 3000, 5000] as const;
/** A wait that starts this soon after a "back" goes on from the spacing reached. */
export const SERVER_BACK_CALM_MS = 15_000;

type WatcherOptions = {
  /** Asks the server once; true when it answered. */
  probe: () => Promise<boolean>;
  delays?: readonly number[];
  /** Where 'online' and 'focus' come from (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
};

export function createServerBackWatcher({ probe, delays = SERVER_BACK_DELAYS_MS, events, now = Date.now }: WatcherOptions): ServerBackWatcher {
  const waiting = new Set<() => void>();
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let backAt = Number.NEGATIVE_INFINITY;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), delays[Math.min(step, delays.length - 1)]);
  };
  const wake = () => void ask();

  function start() {
    step = now() - backAt < SERVER_BACK_CALM_MS ? Math.min(step + 1, delays.length - 1) : 0;
    events?.addEventListener('online', wake);
    events?.addEventListener('focus', wake);
    schedule();
  }

  function stop() {
    clearTimeout(timer);
    timer = undefined;
    events?.removeEventListener('online', wake);
    events?.removeEventListener('focus', wake);
  }

  async function ask() {
    if (probing || waiting.size === 0) return;
    probing = true;
    clearTimeout(timer);
    const answered = await probe().catch(() => false);
    probing = false;
    if (waiting.size === 0) return;
    if (!answered) {
      step = Math.min(step + 1, delays.length - 1);
      return schedule();
    }
    backAt = now();
    const told = [...waiting];
    waiting.clear();
    stop();
    for (const listener of told) listener();
  }

  return {
    whenBack(listener) {
      // A listener is called once: a copy is waited on, so the same function may wait twice.
      const once = () => listener();
      waiting.add(once);
      if (waiting.size === 1) start();
      return () => {
        if (!waiting.delete(once)) return;
        if (waiting.size === 0) stop();
      };
    },
  };
}

/** The machines' `serverBack` actor: sends `server.back` once the watcher hears the server again. */
export const serverBackActor = (watcher: ServerBackWatcher) =>
  fromCallback<ServerBackEvent>(({ sendBack }) => watcher.whenBack(() => sendBack({ type: 'server.back' })));
