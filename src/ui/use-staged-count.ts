/**
 * How many of a long view's parts to draw: `first` at once, then one more after each frame the
 * browser has painted, until all `total` are drawn. Each part then costs a task of its own
 * (React's commit, then the browser's style and layout of what it added) instead of one long
 * task for the whole view: on /class/add, whose form has about 850 elements, the first draw
 * was a 30–35 ms frame (120–140 ms at Lighthouse's 4× CPU slowdown, issue #11). A person sees
 * the top of the form at once and the rest a few frames later; typing in what is drawn is never
 * held up, since each step is a transition React interrupts for input.
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs `step` once the next frame is painted; returns how to cancel it. */
export type AfterPaint = (step: () => void) => () => void;

/** The frame's callback runs before paint; the task it posts runs after it. */
export const afterNextPaint: AfterPaint = (step) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(step, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

export function useStagedCount(total: number, first: number, afterPaint: AfterPaint = afterNextPaint): number {
  const [count, setCount] = useState(first);
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    return afterPaint(() => startTransition(() => setCount((drawn) => drawn + 1)));
  }, [count, done, afterPaint]);
  return Math.min(count, total);
}
