/**
 * This browser's Web Locks, through which its tabs know of each other without asking: a lock is
 * held for as long as its holder wants it, and the browser frees it when the page goes away
 * (closed, reloaded, crashed). The signed-in mark (src/app/signed-in-mark.ts) and the uploads'
 * locks (src/uploads/upload-locks.ts) are both made of these two steps. Without the API (an
 * insecure origin, an old browser) nothing is held and nothing can be seen.
 */
export const browserLocks = (): LockManager | null => globalThis.navigator?.locks ?? null;

/**
 * Holds `name` until the returned function is called; that function's promise settles once the
 * lock is free again. A lock this page cannot get is logged with `what`, never thrown.
 */
export function holdLock(locks: LockManager | null, name: string, mode: LockMode, what: string): () => Promise<void> {
  if (!locks) return () => Promise.resolve();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const freed = locks
    .request(name, { mode }, () => released)
    .then(() => undefined)
    .catch((error: unknown) => console.error(`${what} could not be held`, error));
  return () => {
    release();
    return freed;
  };
}

/** The names of the locks some page of this browser holds or waits for; null when it cannot tell. */
export async function lockNamesInUse(locks: LockManager | null): Promise<string[] | null> {
  if (!locks) return null;
  try {
    const { held = [], pending = [] } = await locks.query();
    return [...held, ...pending].flatMap((lock) => (lock.name === undefined ? [] : [lock.name]));
  } catch {
    return null;
  }
}
