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

export function uploadLocks(locks: LockManager | null = globalThis.navigator?.locks ?? null): UploadLocks {
  return {
    hold(classId) {
      if (!locks) return () => Promise.resolve();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // A second upload of the class in this page waits for the first one's cancel to end.
      const freed = locks
        .request(uploadLockName(classId), () => released)
        .then(() => undefined)
        .catch((error: unknown) => console.error('The upload lock could not be held', error));
      return () => {
        release();
        return freed;
      };
    },
    async live() {
      if (!locks) return [];
      const { held = [], pending = [] } = await locks.query();
      const ids = [...held, ...pending].flatMap((lock) => {
        const id = classIdOf(lock.name);
        return id === null ? [] : [id];
      });
      return [...new Set(ids)];
    },
  };
}
