/**
 * Which uploads a live page of this browser is still sending (issue #12 item 2), through the
 * browser's own coordination, the Web Locks API: each running upload holds a lock named after its
 * class for as long as it runs, and the browser frees it when the page goes away (reload, closed
 * tab, crash). The refresh marker and the upload log are shared by all tabs, so the refresh rule
 * asks here before it calls an upload cut off.
 *
 * Without the API (an insecure origin, an old browser) no lock is held or seen, and the refresh
 * rule works as the spec describes it for a single tab.
 */
import { browserLocks, holdLock, lockNamesInUse } from '../api/web-locks';

export type UploadLocks = {
  /** Holds the class's lock until the returned function is called; its promise: the lock is free. */
  hold: (classId: number) => () => Promise<void>;
  /** The classes whose lock some page of this browser holds or waits for. */
  live: () => Promise<number[]>;
};

const PREFIX = 'mise.upload.';

export const uploadLockName = (classId: number) => `${PREFIX}${classId}`;

const classIdOf = (name: string | undefined) => {
  if (!name?.startsWith(PREFIX)) return null;
  const id = Number(name.slice(PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function uploadLocks(locks: LockManager | null = browserLocks()): UploadLocks {
  return {
    // A second upload of the class in this page waits for the first one's cancel to end.
    hold: (classId) => holdLock(locks, uploadLockName(classId), 'exclusive', 'The upload lock'),
    async live() {
      const ids = ((await lockNamesInUse(locks)) ?? []).flatMap((name) => {
        const id = classIdOf(name);
        return id === null ? [] : [id];
      });
      return [...new Set(ids)];
    },
  };
}
