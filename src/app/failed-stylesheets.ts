/**
 * The style sheets of chunks that failed to load. Vite's chunk loader adds a `<link>` for each
 * style sheet a chunk needs and, on a later try, skips any sheet whose `<link>` is already in the
 * page, even one that failed: so a failed one is taken out before the chunk is tried again, and
 * the new try fetches it. A link still loading is left alone (its loader waits for its events).
 */
const failed = new Set<HTMLLinkElement>();
let watching = false;

/** Starts noting style sheets that fail to load (once; the error event does not bubble). */
export function watchFailedStylesheets(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failed.add(target);
    },
    true,
  );
}

export function dropFailedStylesheets(): void {
  for (const link of failed) link.remove();
  failed.clear();
}
