/**
 * Code fetched on demand while the server may be away (issue #31's bad day, met again by the
 * passkey sign-in): a failed fetch reads as the server not reached, and is not kept, so the next
 * use asks again and succeeds once the server is back. (Kept, every call of the tab failed.)
 */
import { describe, expect, it } from 'vitest';
import { NO_ANSWER } from '../../src/api/answer-messages';
import { loadedOnce, whenReachable } from '../../src/api/when-reachable';

const moduleFetchFailed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/dist-C0IaxTE.js'));

describe('code fetched on demand', () => {
  it('a fetch that fails says the server could not be reached, not the module’s address', async () => {
    await expect(whenReachable(moduleFetchFailed)).rejects.toThrow(new Error(NO_ANSWER));
    await expect(whenReachable(async () => 'module')).resolves.toBe('module');
  });

  it('is fetched again after a failure, then kept once it came', async () => {
    let fetches = 0;
    const load = loadedOnce(() => {
      fetches += 1;
      return fetches === 1 ? moduleFetchFailed() : Promise.resolve({ fetched: fetches });
    });
    await expect(load()).rejects.toThrow(NO_ANSWER);
    await expect(load()).resolves.toEqual({ fetched: 2 });
    await expect(load()).resolves.toEqual({ fetched: 2 });
    expect(fetches).toBe(2);
  });

  it('asks once for calls made together', async () => {
    let fetches = 0;
    const load = loadedOnce(async () => ({ fetched: ++fetches }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(fetches).toBe(1);
  });
});
