/**
 * `nextTask` (src/app/next-task.ts): what follows it runs in a later task of the main thread, so
 * the boot's three parts are three tasks (issue #37), through the browser's `scheduler.yield()`
 * where it has one and a zero timeout elsewhere.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/app/next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves only after the current task: its microtasks and a timer queued before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'timer queued before', 'after nextTask']);
  });

  it("yields through the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where the scheduler has no yield', async () => {
    vi.stubGlobal('scheduler', { postTask: () => {} });
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('after nextTask'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'after nextTask']);
  });
});
