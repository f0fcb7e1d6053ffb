/**
 * The tab's server-back watcher (server-back.ts) as the first load holds it: its code is not the
 * sign-in page's (issue #37). It loads while the page is idle after its load event, and before
 * that on the first wait; a wait that starts while its code cannot be fetched (the server is away)
 * asks for it again every few seconds, and waits on the watcher once it has come.
 */
import { createDeferredPart } from './deferred-part';
import type { ServerBackWatcher } from './server-back';

export type DeferredServerBack = ServerBackWatcher & {
  /** Fetches the watcher's code ahead, so a screen that finds no server has it. */
  preload: () => void;
};

export function deferredServerBack(load: () => Promise<ServerBackWatcher>, retryMs = 5000): DeferredServerBack {
  const part = createDeferredPart(load);
  const ensure = part.load;
  return {
    preload: () => void ensure().catch(() => {}),
    whenBack(listener) {
      const watcher = part.current();
      if (watcher) return watcher.whenBack(listener);
      let stopped = false;
      let stop = () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () =>
        ensure().then(
          (loaded) => {
            if (!stopped) stop = loaded.whenBack(listener);
          },
          () => {
            if (!stopped) timer = setTimeout(attempt, retryMs);
          },
        );
      void attempt();
      return () => {
        stopped = true;
        clearTimeout(timer);
        stop();
      };
    },
  };
}
