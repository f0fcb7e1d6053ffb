/**
 * Resolves in a later task of the main thread, so the work after it is a task of its own (issue
 * #37: no task over 50 ms). `scheduler.yield()` continues ahead of other queued tasks where the
 * browser has it (Chromium 129 and later); elsewhere a zero timeout does.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
