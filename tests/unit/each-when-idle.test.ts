/**
 * Issue #11: the login page's idle preload runs one step per idle period, in order, so no single
 * task inserts every chunk's links at once; without requestIdleCallback it still runs them all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from '../../src/app/each-when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eachWhenIdle', () => {
  it('runs one step per idle callback, in the order given, each with the timeout', () => {
    const queued: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => queued.push({ run, timeout: options?.timeout }),
    });
    const ran: string[] = [];
    eachWhenIdle([() => ran.push('shell'), () => ran.push('switch'), () => ran.push('dashboard')], 1500);

    expect(ran).toEqual([]);
    expect(queued).toHaveLength(1);
    queued.shift()!.run();
    expect(ran).toEqual(['shell']);
    expect(queued).toHaveLength(1);
    queued.shift()!.run();
    expect(ran).toEqual(['shell', 'switch']);
    const last = queued.shift()!;
    expect(last.timeout).toBe(1500);
    last.run();
    expect(ran).toEqual(['shell', 'switch', 'dashboard']);
    expect(queued).toEqual([]);
  });

  it('falls back to timers where requestIdleCallback is missing, still one step per task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) });
    const ran: number[] = [];
    eachWhenIdle([() => ran.push(1), () => ran.push(2)]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
  });

  it('does nothing for no steps', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback });
    eachWhenIdle([]);
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
