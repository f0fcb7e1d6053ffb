import { describe, expect, it } from 'vitest';
import { retryImport } from '../../src/app/retry-import';

/** A loader that fails its first `failures` calls, then answers. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError(`Failed to fetch dynamically imported module (try ${calls})`);
    return { default: 'screen' };
  };
  return { load, calls: () => calls };
}

const noPause = () => {
  const pauses: number[] = [];
  return { pauses, wait: async (ms: number) => void pauses.push(ms) };
};

describe('retryImport', () => {
  it('answers the module at once when the first load works', async () => {
    const loader = flakyLoader(0);
    const { pauses, wait } = noPause();
    await expect(retryImport(loader.load, { wait })).resolves.toEqual({ default: 'screen' });
    expect(loader.calls()).toBe(1);
    expect(pauses).toEqual([]);
  });

  it('loads again after a failure, with a growing pause, and answers the module once a load works', async () => {
    const loader = flakyLoader(2);
    const { pauses, wait } = noPause();
    let cleared = 0;
    const module = await retryImport(loader.load, { wait, firstPauseMs: 100, beforeRetry: () => (cleared += 1) });
    expect(module).toEqual({ default: 'screen' });
    expect(loader.calls()).toBe(3);
    expect(pauses).toEqual([100, 200]);
    expect(cleared).toBe(2);
  });

  it('gives up after the last try with the last failure', async () => {
    const loader = flakyLoader(10);
    const { pauses, wait } = noPause();
    await expect(retryImport(loader.load, { wait, attempts: 4, firstPauseMs: 50 })).rejects.toThrow('try 4');
    expect(loader.calls()).toBe(4);
    expect(pauses).toEqual([50, 100, 200]);
  });

  it('tries three times by default', async () => {
    const loader = flakyLoader(10);
    const { wait } = noPause();
    await expect(retryImport(loader.load, { wait })).rejects.toThrow('try 3');
    expect(loader.calls()).toBe(3);
  });
});
