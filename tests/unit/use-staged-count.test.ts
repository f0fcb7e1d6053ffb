// @vitest-environment jsdom
/**
 * useStagedCount (src/ui/use-staged-count.ts): a long view drawn part by part, one more part after
 * each painted frame, so no single task draws all of it (issue #11: /class/add's form at once
 * was a 30–35 ms frame). And its first user in the kit: a select with a long list draws the list
 * a frame after itself, keeping the chosen option in place meanwhile.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from '../../src/ui/select-field';
import { useStagedCount, type AfterPaint } from '../../src/ui/use-staged-count';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Frames the test paints by hand: each waiting step runs when `paint` is called. */
function manualFrames() {
  let waiting: { step: () => void }[] = [];
  let cancelled = 0;
  const afterPaint: AfterPaint = (step) => {
    const entry = { step };
    waiting.push(entry);
    return () => {
      cancelled++;
      waiting = waiting.filter((each) => each !== entry);
    };
  };
  const paint = () => {
    const due = waiting;
    waiting = [];
    act(() => due.forEach((entry) => entry.step()));
  };
  return { afterPaint, paint, waiting: () => waiting.length, cancelled: () => cancelled };
}

let root: Root;
let host: HTMLElement;
let frames: ReturnType<typeof manualFrames>;

function Parts({ total, first }: { total: number; first: number }) {
  const drawn = useStagedCount(total, first, frames.afterPaint);
  return createElement('output', null, String(drawn));
}

const render = (total: number, first = 1) => act(() => root.render(createElement(Parts, { total, first })));
const drawn = () => Number(host.querySelector('output')!.textContent);

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  frames = manualFrames();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('useStagedCount', () => {
  it('draws the first parts at once, then one more after each painted frame, and stops at the last', () => {
    render(4, 1);
    expect(drawn()).toBe(1);
    const seen = [drawn()];
    for (let frame = 0; frame < 6; frame++) {
      frames.paint();
      seen.push(drawn());
    }
    expect(seen).toEqual([1, 2, 3, 4, 4, 4, 4]);
    expect(frames.waiting()).toBe(0);
  });

  it('draws nothing more before a frame is painted', () => {
    render(5, 2);
    expect(drawn()).toBe(2);
    render(5, 2);
    expect(drawn()).toBe(2);
    expect(frames.waiting()).toBe(1);
  });

  it('waits while there is nothing to draw, and starts from the first parts once there is', () => {
    render(0, 1);
    expect(drawn()).toBe(0);
    expect(frames.waiting()).toBe(0);
    render(3, 1);
    expect(drawn()).toBe(1);
    frames.paint();
    expect(drawn()).toBe(2);
  });

  it('draws everything at once when the first parts are all there is', () => {
    render(2, 2);
    expect(drawn()).toBe(2);
    expect(frames.waiting()).toBe(0);
  });

  it('drops its waiting step when the view goes', () => {
    render(3, 1);
    expect(frames.waiting()).toBe(1);
    act(() => root.unmount());
    expect(frames.cancelled()).toBe(1);
    expect(frames.waiting()).toBe(0);
    root = createRoot(host);
  });
});

describe('SelectField with a long list', () => {
  /** requestAnimationFrame held until the test paints; the step after it runs on a zero timer. */
  function holdFrames() {
    let callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    return async () => {
      const due = callbacks;
      callbacks = [];
      await act(async () => {
        due.forEach((callback) => callback(0));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
  }
  const options = (count: number) => Array.from({ length: count }, (_, index) => ({ value: `v${index}`, label: `Option ${index}` }));
  const renderSelect = (count: number, value: string) =>
    act(() => root.render(createElement(SelectField, { label: 'Time', placeholder: 'Select a time', options: options(count), value, onChange: () => {} })));
  const shownValues = () => [...host.querySelectorAll('option')].map((option) => option.value);

  it('draws the chosen option with the select, and the whole list a frame later', async () => {
    const paint = holdFrames();
    renderSelect(145, 'v70');
    expect(shownValues()).toEqual(['', 'v70']);
    expect(host.querySelector('select')!.value).toBe('v70');
    await paint();
    expect(shownValues()).toHaveLength(146);
    expect(host.querySelector('select')!.value).toBe('v70');
  });

  it('shows the placeholder alone until then when nothing is chosen', async () => {
    const paint = holdFrames();
    renderSelect(60, '');
    expect(shownValues()).toEqual(['']);
    await paint();
    expect(shownValues()).toHaveLength(61);
  });

  it('draws a short list at once', () => {
    holdFrames();
    renderSelect(12, 'v3');
    expect(shownValues()).toHaveLength(13);
  });
});
