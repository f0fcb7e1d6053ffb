/**
 * Where a long-lived part of the app lives whose code is not the sign-in page's: the upload
 * runtime (its tracker and uploads), the password recovery host. boot.ts makes an empty holder;
 * the first screen that needs the part creates it here, and every later screen gets the same
 * one, which outlives each route. The sign-in page carries only the holder.
 */
export type LazyHolder<T> = {
  /** The running part, made with `create` the first time. */
  ensure: (create: () => T) => T;
  current: () => T | null;
};

export function createLazyHolder<T>(): LazyHolder<T> {
  let part: T | null = null;
  return {
    ensure: (create) => (part ??= create()),
    current: () => part,
  };
}
