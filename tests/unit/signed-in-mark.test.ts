/**
 * The signed-in mark (src/app/signed-in-mark.ts) over a fake of the browser's LockManager: a
 * signed-in tab holds a shared lock until it lets go; a new tab learns whether any tab holds it;
 * without the Web Locks API, or when the browser refuses to say, it cannot tell.
 */
import { describe, expect, it } from 'vitest';
import { signedInMark } from '../../src/app/signed-in-mark';

/** One browser's locks: those requested by the tabs, held until their callback settles. */
function fakeBrowserLocks() {
  const held: LockInfo[] = [];
  const manager = {
    request: async (name: string, options: LockOptions, callback: () => Promise<void>) => {
      const lock = { name, mode: options.mode ?? 'exclusive' };
      held.push(lock);
      await callback();
      held.splice(held.indexOf(lock), 1);
    },
    query: async () => ({ held: [...held], pending: [] }),
  };
  return { manager: manager as unknown as LockManager, held };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the signed-in mark', () => {
  it('says no tab is signed in when none holds the mark, whatever else is held', async () => {
    const browser = fakeBrowserLocks();
    browser.held.push({ name: 'mise.upload.7', mode: 'exclusive' });
    expect(await signedInMark(browser.manager).someTabSignedIn()).toBe(false);
  });

  it('is held, shared, by each signed-in tab until it lets go', async () => {
    const browser = fakeBrowserLocks();
    const firstTab = signedInMark(browser.manager).hold();
    const secondTab = signedInMark(browser.manager).hold();
    expect(browser.held.map((lock) => lock.mode)).toEqual(['shared', 'shared']);
    expect(await signedInMark(browser.manager).someTabSignedIn()).toBe(true);
    firstTab();
    await settled();
    expect(await signedInMark(browser.manager).someTabSignedIn()).toBe(true);
    secondTab();
    await settled();
    expect(await signedInMark(browser.manager).someTabSignedIn()).toBe(false);
  });

  it('counts a tab still waiting for the mark as signed in', async () => {
    const manager = { query: async () => ({ held: [], pending: [{ name: 'mise.signed-in', mode: 'shared' }] }) } as unknown as LockManager;
    expect(await signedInMark(manager).someTabSignedIn()).toBe(true);
  });

  it('cannot tell without the Web Locks API, or when the browser refuses the question', async () => {
    expect(await signedInMark(null).someTabSignedIn()).toBeUndefined();
    const refusing = { query: async () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')) } as unknown as LockManager;
    expect(await signedInMark(refusing).someTabSignedIn()).toBeUndefined();
    // Holding nothing is harmless there.
    expect(() => signedInMark(null).hold()()).not.toThrow();
  });
});
