/**
 * The tab's one "server back" watcher (issue #31 item 1): probes only while a screen waits,
 * spaced further each time, at once on 'online' and 'focus', tells every waiting screen once when
 * the server answers, and a wait soon after a "back" (the database still away) stays calm.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createServerBackWatcher, serverBackActor } from '../../src/app/server-back';
import { deferredServerBack } from '../../src/app/server-back-deferred';

/** The server as the probe finds it, and when each probe was made (ms since the test began). */
function fakeServer() {
  const server = { up: false, probes: [] as number[] };
  const started = Date.now();
  const probe = async () => {
    server.probes.push(Date.now() - started);
    return server.up;
  };
  return { server, probe };
}

const windowLike = () => {
  const target = new EventTarget();
  return { target, fire: (type: string) => target.dispatchEvent(new Event(type)) };
};

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('the server back watcher', () => {
  it('asks nothing while no screen waits', async () => {
    const { server, probe } = fakeServer();
    createServerBackWatcher({ probe, delays: [1000, 2000, 3000, 5000] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.probes).toEqual([]);
  });

  it('asks after 1 s, 2 s, 3 s, then every 5 s, and tells every waiting screen once when the server answers', async () => {
    const { server, probe } = fakeServer();
    const watcher = createServerBackWatcher({ probe, delays: [1000, 2000, 3000, 5000] });
    const told: string[] = [];
    watcher.whenBack(() => told.push('list'));
    watcher.whenBack(() => told.push('form'));
    await vi.advanceTimersByTimeAsync(16_000);
    expect(server.probes).toEqual([1000, 3000, 6000, 11_000, 16_000]);
    expect(told).toEqual([]);

    server.up = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(told).toEqual(['list', 'form']);
    // Nobody waits any more: no more probes, nobody told twice.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.probes).toEqual([1000, 3000, 6000, 11_000, 16_000, 21_000]);
    expect(told).toEqual(['list', 'form']);
  });

  it('asks at once when the browser is back online or the tab gets focus', async () => {
    const { server, probe } = fakeServer();
    const { target, fire } = windowLike();
    const watcher = createServerBackWatcher({ probe, delays: [1000, 2000, 3000, 5000], events: target });
    const told = vi.fn();
    watcher.whenBack(told);
    await vi.advanceTimersByTimeAsync(500);
    fire('online');
    await vi.advanceTimersByTimeAsync(0);
    server.up = true;
    fire('focus');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.probes).toEqual([500, 500]);
    expect(told).toHaveBeenCalledTimes(1);
    // Once told, 'focus' asks nothing more.
    fire('focus');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.probes).toHaveLength(2);
  });

  it('stops asking when the last screen stops waiting (it was left)', async () => {
    const { server, probe } = fakeServer();
    const { target, fire } = windowLike();
    const watcher = createServerBackWatcher({ probe, delays: [1000, 2000, 3000, 5000], events: target });
    const stop = watcher.whenBack(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    fire('online');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.probes).toEqual([1000]);
  });

  it('goes on from the spacing reached when a screen waits again soon after the server answered', async () => {
    const { server, probe } = fakeServer();
    const watcher = createServerBackWatcher({ probe, delays: [1000, 2000, 3000, 5000] });
    server.up = true;
    // The health probe answers while the database is away: told "back", the list is refused again.
    watcher.whenBack(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    watcher.whenBack(() => {});
    await vi.advanceTimersByTimeAsync(2000);
    watcher.whenBack(() => {});
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.probes).toEqual([1000, 3000, 6000]);
    // A wait long after the last "back" starts from 1 s again.
    await vi.advanceTimersByTimeAsync(30_000);
    watcher.whenBack(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.probes).toEqual([1000, 3000, 6000, 37_000]);
  });

  it('takes a probe that throws for no answer', async () => {
    const probes: number[] = [];
    const watcher = createServerBackWatcher({
      probe: async () => {
        probes.push(Date.now());
        throw new TypeError('Failed to fetch');
      },
      delays: [1000],
    });
    const told = vi.fn();
    watcher.whenBack(told);
    await vi.advanceTimersByTimeAsync(3000);
    expect(probes).toEqual([1000, 2000, 3000]);
    expect(told).not.toHaveBeenCalled();
  });

  it('sends server.back to the machine that invoked it, and stops waiting when that state is left', async () => {
    const { server, probe } = fakeServer();
    const watcher = createServerBackWatcher({ probe, delays: [1000] });
    const machine = createMachine({
      initial: 'away',
      states: {
        away: { invoke: { id: 'serverBack', src: serverBackActor(watcher) }, on: { 'server.back': 'back', leave: 'left' } },
        back: {},
        left: {},
      },
    });
    const actor = createActor(machine).start();
    server.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('back');

    server.up = false;
    const other = createActor(machine).start();
    other.send({ type: 'leave' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.probes).toEqual([1000]);
  });
});

describe('the watcher as the first load holds it (issue #37: its code loads after /login)', () => {
  it('loads its code once, at the first wait or ahead, and waits on the watcher it brings', async () => {
    const { server, probe } = fakeServer();
    let loads = 0;
    const deferred = deferredServerBack(async () => {
      loads += 1;
      return createServerBackWatcher({ probe, delays: [1000] });
    });
    const told: string[] = [];
    deferred.whenBack(() => told.push('list'));
    deferred.whenBack(() => told.push('form'));
    deferred.preload();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loads).toBe(1);
    expect(server.probes).toEqual([1000]);
    server.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual(['list', 'form']);
  });

  it('asks for its code again every few seconds while it cannot be fetched, and a wait stopped meanwhile is not kept', async () => {
    const { server, probe } = fakeServer();
    server.up = true;
    let loads = 0;
    const deferred = deferredServerBack(async () => {
      loads += 1;
      if (loads < 3) throw new Error('Failed to fetch dynamically imported module');
      return createServerBackWatcher({ probe, delays: [1000] });
    }, 5000);
    const told: string[] = [];
    deferred.whenBack(() => told.push('kept'));
    const stop = deferred.whenBack(() => told.push('stopped'));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads).toBe(2);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual(['kept']);
  });
});
