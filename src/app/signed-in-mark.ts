/**
 * Whether some tab of this browser is signed in, known without asking it: each signed-in tab
 * holds a shared Web Lock for as long as it is, and the browser frees it when the tab goes away
 * (closed, reloaded, crashed). A new tab asks the others for their session; this says whether an
 * answer can come, so it waits for a busy tab's late answer and does not wait at all when there is
 * nobody (issue #31 item 2: with a fixed short wait, a tab busy at that moment sent the new tab to
 * the sign-in).
 * A tab holding a Web Lock is also one Chromium does not freeze in the background.
 *
 * Without the API (an insecure origin, an old browser) nothing is held and nothing can be known.
 */
import { browserLocks, holdLock, lockNamesInUse } from '../api/web-locks';

const SIGNED_IN_LOCK = 'mise.signed-in';

export type SignedInMark = {
  /** Marks this tab signed in until the returned function is called. */
  hold: () => () => void;
  /** True: some tab is signed in; false: none is; undefined: this browser cannot tell. */
  someTabSignedIn: () => Promise<boolean | undefined>;
};

export function signedInMark(locks: LockManager | null = browserLocks()): SignedInMark {
  return {
    hold: () => {
      const release = holdLock(locks, SIGNED_IN_LOCK, 'shared', 'The signed-in mark');
      return () => void release();
    },
    async someTabSignedIn() {
      const names = await lockNamesInUse(locks);
      return names === null ? undefined : names.includes(SIGNED_IN_LOCK);
    },
  };
}
