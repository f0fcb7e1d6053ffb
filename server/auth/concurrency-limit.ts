/**
 * At most `slots` tasks at once; the others wait their turn, first come first served. Password
 * hashing goes through one of these: each scrypt holds 128 MiB and a libuv thread for about
 * 0.3 s, so a burst of sign-ins must queue rather than take the memory and every thread.
 */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(slots: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so a newcomer cannot take it in between.
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      leave();
    }
  };
}
