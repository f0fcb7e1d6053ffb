/**
 * Runs each step in an idle period of its own, in order. One step per period keeps each task
 * short: the signed-in chunks' preload inserts about twenty `<link>` elements, and all at once
 * that was a single 10–25 ms task (40–100 ms at Lighthouse's 4× CPU slowdown) while the admin may
 * already be typing on the login page.
 */
export function eachWhenIdle(steps: ReadonlyArray<() => void>, timeoutMs = 2000): void {
  const [step, ...rest] = steps;
  if (!step) return;
  const run = () => {
    step();
    eachWhenIdle(rest, timeoutMs);
  };
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, 200);
}

/** `eachWhenIdle` once the page's load event has passed: what it fetches is not the first load's. */
export function eachWhenIdleAfterLoad(steps: ReadonlyArray<() => void>): void {
  if (document.readyState === 'complete') eachWhenIdle(steps);
  else window.addEventListener('load', () => eachWhenIdle(steps), { once: true });
}
