// @vitest-environment jsdom
/**
 * usePacedSelector (src/app/use-paced-selector.ts): an actor's value drawn at most once per
 * interval, the first change at once and the last value always, so an upload's percent changing
 * a hundred times in a few seconds costs the page a few frames, not a hundred (issue #11 item 6).
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup, type Actor } from 'xstate';
import { usePacedSelector, type PaceClock } from '../../src/app/use-paced-selector';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'bump' } } }).createMachine({
  context: { count: 0 },
  on: { bump: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

/** A clock the test moves by hand: timers run when their time is reached. */
function manualClock() {
  let now = 1_000;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 0;
  const clock: PaceClock & { cleared: number } = {
    cleared: 0,
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++nextId;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle) => {
      clock.cleared++;
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((each) => each.at <= now)) {
      timers = timers.filter((each) => each !== timer);
      timer.run();
    }
  };
  return { clock, advance, pending: () => timers.length };
}

const INTERVAL = 250;
let actor: Actor<typeof counter>;
let root: Root;
let host: HTMLElement;
let drawn: number[];
let time: ReturnType<typeof manualClock>;

function Count() {
  const count = usePacedSelector(actor, (snapshot) => snapshot.context.count, INTERVAL, time.clock);
  drawn.push(count);
  return createElement('output', null, String(count));
}

const bump = (times = 1) =>
  act(() => {
    for (let i = 0; i < times; i++) actor.send({ type: 'bump' });
  });
const advance = (ms: number) => act(() => time.advance(ms));
const shown = () => host.textContent;
/** The distinct values the component drew, in order. */
const drawnValues = () => drawn.filter((value, index) => index === 0 || drawn[index - 1] !== value);

beforeEach(async () => {
  actor = createActor(counter).start();
  time = manualClock();
  drawn = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(() => root.render(createElement(Count)));
});

afterEach(async () => {
  await act(() => root.unmount());
  host.remove();
  actor.stop();
});

describe('usePacedSelector', () => {
  it('draws the first change at once', async () => {
    expect(shown()).toBe('0');
    await bump();
    expect(shown()).toBe('1');
  });

  it('holds the changes within the interval and draws the one current at its end', async () => {
    await bump();
    await advance(50);
    await bump(3);
    expect(shown()).toBe('1');
    await advance(INTERVAL - 51);
    expect(shown()).toBe('1');
    await bump();
    await advance(1);
    expect(shown()).toBe('5');
    expect(drawnValues()).toEqual([0, 1, 5]);
  });

  it('draws a change at once when the last draw is older than the interval', async () => {
    await bump();
    await advance(INTERVAL + 10);
    await bump();
    expect(shown()).toBe('2');
    expect(time.pending()).toBe(0);
  });

  it('draws a hundred changes over a second at most five times, ending on the last', async () => {
    for (let step = 0; step < 100; step++) {
      await bump();
      await advance(10);
    }
    await advance(INTERVAL);
    expect(shown()).toBe('100');
    const values = drawnValues();
    expect(values.length - 1).toBeLessThanOrEqual(5);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('keeps one draw pending however many changes come, and drops it when it unmounts', async () => {
    await bump();
    await bump(3);
    expect(time.pending()).toBe(1);
    await act(() => root.unmount());
    expect(time.pending()).toBe(0);
    root = createRoot(host); // for afterEach
  });

  it('draws what changed between its first render and its subscription', async () => {
    await act(() => root.unmount());
    let renders = 0;
    function BumpsWhileRendering() {
      const count = usePacedSelector(actor, (snapshot) => snapshot.context.count, INTERVAL, time.clock);
      if (renders++ === 0) actor.send({ type: 'bump' }); // a change the subscription cannot see
      return createElement('output', null, String(count));
    }
    root = createRoot(host);
    await act(() => root.render(createElement(BumpsWhileRendering)));
    expect(shown()).toBe('1');
  });
});
