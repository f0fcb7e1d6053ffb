/**
 * A long-lived part of the app whose code loads after the first page (issue #37): the
 * unsaved-changes guard, the server-back watcher, the login page's field checks. `load` fetches and makes it once (a failed fetch is tried again at the
 * next call); `current` is the part once made; `subscribe` tells when it is.
 */
export type DeferredPart<T> = {
  load: () => Promise<T>;
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
};

export function createDeferredPart<T>(make: () => Promise<T>): DeferredPart<T> {
  let part: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= make().then(
        (made) => {
          part = made;
          for (const listener of listeners) listener();
          return made;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    current: () => part,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
