/**
 * The bench's own blocking figure beside Lighthouse (issue #37 item 2, DESIGN.md section 7): a
 * screen reloaded signed in, in Chromium driven by playwright-core with no Lighthouse attached,
 * traced over plain CDP (`Tracing.start`); blocking is Σ max(0, 4 × task − 50 ms) over the page's
 * main-thread tasks from its first contentful paint until it is quiet (bench/trace-tasks.ts).
 * Lighthouse re-attaches its DevTools session and evaluates its own scripts in the renderer, which
 * on two cores lands inside its TBT (TOOLCHAIN.md); this trace has neither. The budget is judged on
 * the tasks' real durations, as Lighthouse counts; the same sum over their thread CPU time is shown
 * beside it, since on a loaded host a task's real duration also holds the time it waited for a core.
 *
 * Window: from FCP, as Lighthouse's TBT, to the page being quiet (its content visible, then no
 * request for 500 ms, then one more second for idle-time work); Lighthouse's TTI needs five quiet
 * seconds, but a task after this window would be one these screens do not have. /login is a cold
 * first load in a fresh context each run; the palette is traced from the key press on a
 * dashboard already there, every task counted (no paint to start from).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser';
import { signInThroughScreen } from '../tests/support/people-e2e';
import type { ServerProcess } from '../tests/support/server-process';
import type { Screen } from './screens';
import { blockingMs, mainThreadOf, totalMs, type TraceEvent } from './trace-tasks';
import { quietNetwork } from '../tests/support/quiet-network';

export const PLAIN_RUNS = 5;

/** Top-level tasks (`toplevel`) and, in devtools.timeline, the thread names and the first contentful paint. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'].join(',');
/** Time left after network idle for work the page does when idle (preloads, deferred renders). */
const SETTLE_MS = 1000;

/** `cpuBlockingMs`: the same sum over the tasks' thread CPU time, shown to tell the page's own work from a busy host's. */
export type PlainRun = { blockingMs: number; cpuBlockingMs: number; longestTaskMs: number; mainThreadMs: number };
export type PlainFigure = { screen: Screen; runs: PlainRun[]; medianBlockingMs: number; medianCpuBlockingMs: number; error?: string };

async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (chunk: { value: object[] }) => events.push(...(chunk.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await act();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

async function quiet(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await quietNetwork(page);
  await page.waitForTimeout(SETTLE_MS);
}

function figureOf(events: TraceEvent[]): PlainRun {
  const { tasks, fcpMs } = mainThreadOf(events);
  if (tasks.length === 0) throw new Error('the trace has no main-thread task of the page');
  return {
    blockingMs: blockingMs(tasks, fcpMs ?? Number.NEGATIVE_INFINITY),
    cpuBlockingMs: blockingMs(tasks, fcpMs ?? Number.NEGATIVE_INFINITY, 'cpu'),
    longestTaskMs: Math.max(...tasks.map((task) => task.durationMs)),
    mainThreadMs: totalMs(tasks),
  };
}

/** One run of a screen in a context already signed in (or, for /login, a fresh one). */
async function measureOnce(context: BrowserContext, page: Page, baseUrl: string, screen: Screen): Promise<PlainRun> {
  const cdp = await context.newCDPSession(page);
  try {
    if (screen.kind === 'login') {
      return figureOf(await traced(cdp, async () => {
        await page.goto(`${baseUrl}${screen.path}`);
        await quiet(page, screen.ready);
      }));
    }
    if (screen.kind === 'palette') {
      await page.reload();
      await quiet(page, 'main h1');
      return figureOf(await traced(cdp, async () => {
        await page.keyboard.press('Control+k');
        await quiet(page, screen.ready);
      }));
    }
    return figureOf(await traced(cdp, async () => {
      await page.reload();
      await quiet(page, screen.ready);
    }));
  } finally {
    await cdp.detach();
  }
}

/** The middle value; of an even count, the mean of the two middle ones. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A screen measured `runs` times: a fresh browser, signed in through the login screen, then one traced reload per run. */
export async function measurePlainBlocking(server: ServerProcess, screen: Screen, runs = PLAIN_RUNS): Promise<PlainFigure> {
  const browser = await launchBrowser();
  try {
    const measured: PlainRun[] = [];
    if (screen.kind === 'login') {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        measured.push(await measureOnce(context, await context.newPage(), server.url, screen));
        await context.close();
      }
    } else {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInThroughScreen(page, server);
      await page.goto(`${server.url}${screen.path}`);
      await quiet(page, screen.kind === 'palette' ? 'main h1' : screen.ready);
      for (let run = 0; run < runs; run++) measured.push(await measureOnce(context, page, server.url, screen));
    }
    return { screen, runs: measured, medianBlockingMs: median(measured.map((run) => run.blockingMs)), medianCpuBlockingMs: median(measured.map((run) => run.cpuBlockingMs)) };
  } catch (error) {
    return { screen, runs: [], medianBlockingMs: Number.NaN, medianCpuBlockingMs: Number.NaN, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await browser.close();
  }
}
