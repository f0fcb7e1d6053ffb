/**
 * The renderer main thread's tasks in a plain Chromium trace (CDP `Tracing`, trace event format),
 * and the blocking time they add up to as Lighthouse counts it: each task's real duration times
 * 4 (Lighthouse's default mobile CPU slowdown) less 50 ms, summed over the tasks after the first
 * contentful paint. The same sum over each task's thread CPU time (`tdur`) is shown beside it: on
 * a loaded host a task's real duration includes the time the thread waited for a core.
 */

/** One trace event; times in microseconds. */
export type TraceEvent = { pid: number; tid: number; ts: number; dur?: number; tdur?: number; ph: string; name: string; cat?: string; args?: { name?: string } };

/** Real start and duration, and the CPU time the thread spent in it. */
export type Task = { startMs: number; durationMs: number; cpuMs: number };

/** Lighthouse's default simulated throttling slows the CPU down 4 times (`cpuSlowdownMultiplier`). */
export const CPU_SLOWDOWN = 4;
/** A task blocks for what it lasts beyond 50 ms (TBT's definition). */
const BLOCKING_THRESHOLD_MS = 50;

/** The scheduler's top-level task, under the names Chromium has used for it (as Lighthouse's main-thread-tasks reads them). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

const threadKey = (event: Pick<TraceEvent, 'pid' | 'tid'>) => `${event.pid}:${event.tid}`;

/** The top-level tasks of one thread, in order: a task nested in another (a nested run loop) is part of it. */
function topLevelTasks(events: TraceEvent[], key: string): Task[] {
  const candidates = events
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name) && threadKey(event) === key && event.dur !== undefined)
    // The outer of two tasks that start together comes first (RunTask wraps ThreadControllerImpl::RunTask).
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: Task[] = [];
  let endOfCurrent = Number.NEGATIVE_INFINITY;
  for (const event of candidates) {
    if (event.ts < endOfCurrent) continue;
    tasks.push({ startMs: event.ts / 1000, durationMs: event.dur! / 1000, cpuMs: (event.tdur ?? event.dur!) / 1000 });
    endOfCurrent = event.ts + event.dur!;
  }
  return tasks;
}

export type MainThread = { tasks: Task[]; fcpMs: number | undefined };

/**
 * The page's main thread: the renderer main thread (`CrRendererMain`) that painted the first
 * contentful paint of the reloaded document; without a paint in the trace (the palette opened on a
 * page already there), the renderer main thread that worked the most, which is the page's (an idle
 * spare renderer has next to nothing).
 */
export function mainThreadOf(events: TraceEvent[]): MainThread {
  const rendererMains = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadKey),
  );
  const fcp = events
    .filter((event) => event.name === 'firstContentfulPaint' && rendererMains.has(threadKey(event)))
    .sort((a, b) => a.ts - b.ts)[0];
  if (fcp) return { tasks: topLevelTasks(events, threadKey(fcp)), fcpMs: fcp.ts / 1000 };
  const busiest = [...rendererMains]
    .map((key) => topLevelTasks(events, key))
    .sort((a, b) => totalMs(b) - totalMs(a))[0];
  return { tasks: busiest ?? [], fcpMs: undefined };
}

export const totalMs = (tasks: Task[]) => tasks.reduce((sum, task) => sum + task.durationMs, 0);

/**
 * Σ max(0, 4 × duration − 50 ms) over the part of each task from `fromMs` on (Lighthouse clips a
 * task that straddles FCP the same way, and counts until TTI; the trace here ends once the page is
 * quiet, which on these pages is after their last long task). `clock`: the task's real duration
 * (the budgeted figure, as Lighthouse counts) or its thread CPU time (the clipped part pro rata).
 */
export function blockingMs(tasks: Task[], fromMs: number, clock: 'real' | 'cpu' = 'real'): number {
  return tasks.reduce((sum, task) => {
    const real = task.startMs + task.durationMs - Math.max(task.startMs, fromMs);
    if (real <= 0) return sum;
    const counted = clock === 'real' ? real : task.cpuMs * (real / task.durationMs);
    return sum + Math.max(0, CPU_SLOWDOWN * counted - BLOCKING_THRESHOLD_MS);
  }, 0);
}
