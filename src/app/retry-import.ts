/**
 * Loads a chunk, trying again a few times with a growing pause when it fails: a dropped
 * connection or a server restarting for a moment must not cost the admin the screen. The same
 * loader is called each time: browsers that follow whatwg/html#10327 fetch a failed module again;
 * the others keep the failure, which is why a screen's loader asks the server first
 * (chunk-gate.ts). `beforeRetry` clears what the page keeps of a failure (a style sheet that did
 * not load, failed-stylesheets.ts).
 */
export type RetryImportOptions = {
  /** Tries in all, the first included. */
  attempts?: number;
  /** The pause before the second try; each later pause is twice the one before. */
  firstPauseMs?: number;
  wait?: (ms: number) => Promise<void>;
  beforeRetry?: () => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryImport<T>(load: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const { attempts = 3, firstPauseMs = 400, wait = sleep, beforeRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(firstPauseMs * 2 ** (attempt - 1));
      beforeRetry?.();
    }
  }
}
