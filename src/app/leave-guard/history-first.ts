/**
 * Back and Forward reach the unsaved-changes guard before the router (leave-guard.live.ts): the
 * window's listeners run in the order they were added, so boot adds this one before the router
 * adds its own, and the guard, whose code loads after the first page (issue #37), listens
 * through it.
 */
type Listener = (event: PopStateEvent) => void;

let listener: Listener | null = null;

/** At boot, before the router listens. */
export function listenToHistoryFirst(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('popstate', (event) => listener?.(event as PopStateEvent));
}

/** The guard's history watcher hears each move first; the returned function stops it. */
export function onHistoryFirst(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
