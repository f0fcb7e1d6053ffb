/**
 * A call's code imported on demand (the sign-in's calls, a passkey's, the WebAuthn library): a
 * fetch of it that fails means the server could not be reached, and reads so to the person, not
 * as a module's address ("Failed to fetch dynamically imported module: …").
 */
import { NO_ANSWER } from './answer-messages';

export const whenReachable = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(() => {
    throw new Error(NO_ANSWER);
  });

/**
 * `load`'s module, fetched once it has been fetched: a fetch that failed is not kept, so the next
 * use asks again (kept, it failed every call of the tab from then on, the server long back).
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= whenReachable(load).catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}

/**
 * The WebAuthn library's chunk (passkey-ceremony.ts), asked for only once the server has answered
 * the ceremony's options: browsers that keep a failed module fetch for the life of the page
 * (app/chunk-gate.ts) would otherwise lose passkeys in a tab whose click came while the server
 * was away.
 */
export const loadPasskeyCeremony = () => whenReachable(() => import('./passkey-ceremony'));
