/**
 * The bound on simultaneous password hashes (server/auth/concurrency-limit.ts): never more than
 * its slots at once, the others in arrival order, and a failing task gives its slot back.
 */
import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../server/auth/concurrency-limit';

/** A task that runs until the test lets it finish, recording when it started. */
function heldTask(started: number[], index: number) {
  let finish: (fail: boolean) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (fail) => (fail ? reject(new Error(`task ${index} failed`)) : resolve());
  });
  return {
    run: () => {
      started.push(index);
      return done;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('runs at most its slots at once and starts the others in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, index) => heldTask(started, index));
    const results = tasks.map((task) => limit(task.run));
    await settle();
    expect(started).toEqual([0, 1]);

    tasks[1]!.finish(false);
    await settle();
    expect(started).toEqual([0, 1, 2]);

    tasks[0]!.finish(false);
    tasks[2]!.finish(false);
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    tasks[3]!.finish(false);
    tasks[4]!.finish(false);
    await Promise.all(results);
  });

  it('gives the slot of a failing task to the next one and passes the failure on', async () => {
    const limit = concurrencyLimit(1);
    const started: number[] = [];
    const failing = heldTask(started, 0);
    const next = heldTask(started, 1);
    const failed = limit(failing.run);
    const after = limit(next.run);
    await settle();
    expect(started).toEqual([0]);

    failing.finish(true);
    await expect(failed).rejects.toThrow('task 0 failed');
    await settle();
    expect(started).toEqual([0, 1]);
    next.finish(false);
    await after;
  });

  it('answers what the task answers', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(async () => 42)).resolves.toBe(42);
  });
});
