/**
 * The upload locks (src/uploads/upload-locks.ts) over a fake of the browser's LockManager: a held
 * lock is the class's while its upload runs, the refresh rule sees every tab's held and waiting
 * upload locks and nothing else, and without the Web Locks API nothing is held or seen.
 */
import { describe, expect, it } from 'vitest';
import { uploadLockName, uploadLocks } from '../../src/uploads/upload-locks';

/** One browser's locks: those other tabs hold, and those requested here until their callback settles. */
function fakeLockManager(otherTabs: LockInfo[] = []) {
  const here: string[] = [];
  const manager = {
    // As the browser's: request(name, callback) or request(name, options, callback).
    request: async (name: string, ...rest: [() => Promise<void>] | [LockOptions, () => Promise<void>]) => {
      const callback = rest.length === 1 ? rest[0] : rest[1];
      here.push(name);
      await callback();
      here.splice(here.indexOf(name), 1);
    },
    query: async () => ({ held: [...otherTabs, ...here.map((name) => ({ name, mode: 'exclusive' as const }))], pending: [] }),
  };
  return { manager: manager as unknown as LockManager, here };
}

describe('upload locks', () => {
  it('holds the class’s lock until released', async () => {
    const browser = fakeLockManager();
    const locks = uploadLocks(browser.manager);
    const release = locks.hold(9);
    expect(browser.here).toEqual([uploadLockName(9)]);
    expect(await locks.live()).toEqual([9]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.here).toEqual([]);
    expect(await locks.live()).toEqual([]);
  });

  it('sees the upload locks of every tab, held or waited for, and no other lock', async () => {
    const manager = {
      query: async () => ({
        held: [{ name: 'mise.upload.7', mode: 'exclusive' }, { name: 'some.other.lock', mode: 'exclusive' }, { name: 'mise.upload.x', mode: 'exclusive' }],
        pending: [{ name: 'mise.upload.11', mode: 'exclusive' }, { name: 'mise.upload.7', mode: 'exclusive' }],
      }),
    } as unknown as LockManager;
    expect((await uploadLocks(manager).live()).sort((a, b) => a - b)).toEqual([7, 11]);
  });

  it('without the Web Locks API (an insecure origin) holds nothing and sees nothing', async () => {
    const locks = uploadLocks(null);
    expect(() => locks.hold(9)()).not.toThrow();
    expect(await locks.live()).toEqual([]);
  });
});
