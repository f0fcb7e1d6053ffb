/**
 * The parts of the app whose code loads after the first page (issue #37): the unsaved-changes
 * guard is made once, tried again after a failed fetch, and Back still reaches it before the
 * router (boot's own popstate listener, added first, hands the move on).
 */
import { describe, expect, it, vi } from 'vitest';
import { createDeferredPart } from '../../src/app/deferred-part';
import { listenToHistoryFirst, onHistoryFirst } from '../../src/app/leave-guard/history-first';

describe('a deferred part', () => {
  it('is made once, tells who waits for it, and is fetched again after a failure', async () => {
    let makes = 0;
    const part = createDeferredPart(async () => {
      makes += 1;
      if (makes === 1) throw new Error('Failed to fetch dynamically imported module');
      return { made: makes };
    });
    expect(part.current()).toBeNull();
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    const told = vi.fn();
    part.subscribe(told);
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(part.current()).toEqual({ made: 2 });
    expect(makes).toBe(2);
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('the history heard first', () => {
  it('hands each move to the guard before listeners added after it, and to none once stopped', () => {
    const target = new EventTarget();
    listenToHistoryFirst(target as unknown as Window);
    const heard: string[] = [];
    target.addEventListener('popstate', () => heard.push('router'));
    const stop = onHistoryFirst((event) => {
      heard.push('guard');
      event.stopImmediatePropagation();
    });
    target.dispatchEvent(new Event('popstate'));
    expect(heard).toEqual(['guard']);
    stop();
    target.dispatchEvent(new Event('popstate'));
    expect(heard).toEqual(['guard', 'router']);
  });
});
