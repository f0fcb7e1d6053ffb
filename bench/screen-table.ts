/**
 * The per-screen table of the page budgets (DESIGN.md section 7, issue #37 item 2): each screen's
 * Lighthouse performance runs, their median and minimum, the plain-trace blocking beside them and
 * the verdict, under a header with the host and Lighthouse's `benchmarkIndex`.
 */
import { describeHost } from './host';
import type { LighthousePage } from './lighthouse-flow';
import { median, type PlainFigure } from './plain-blocking';
import type { Screen } from './screens';

export const BUDGET = { lighthouseMedian: 98, lighthouseEveryRun: 95, accessibility: 100, bestPractices: 100, plainBlockingMs: 150 };

export type ScreenResult = { screen: Screen; lighthouse: LighthousePage | undefined; plain: PlainFigure };

/** What misses a budget on one screen; empty when it meets them all. A part not measured (`--plain-only`) is not judged. */
export function missedBudgets({ lighthouse, plain }: ScreenResult): string[] {
  const missed: string[] = [];
  if (lighthouse) {
    if (lighthouse.performance < BUDGET.lighthouseMedian) missed.push(`median ${lighthouse.performance} < ${BUDGET.lighthouseMedian}`);
    if (lighthouse.worstPerformance < BUDGET.lighthouseEveryRun) missed.push(`a run at ${lighthouse.worstPerformance} < ${BUDGET.lighthouseEveryRun}`);
    if (lighthouse.runtimeErrors.length > 0) missed.push('a run failed');
    // A timespan (the palette) has no accessibility category: nothing to judge there.
    if (lighthouse.worstAccessibility !== undefined && lighthouse.worstAccessibility < BUDGET.accessibility) missed.push(`accessibility ${lighthouse.worstAccessibility}`);
    if (lighthouse.worstBestPractices !== undefined && lighthouse.worstBestPractices < BUDGET.bestPractices) missed.push(`best practices ${lighthouse.worstBestPractices}`);
  }
  if (plain.error) missed.push(`plain trace failed: ${plain.error}`);
  else if (plain.medianBlockingMs > BUDGET.plainBlockingMs) missed.push(`plain blocking ${plain.medianBlockingMs.toFixed(0)} ms > ${BUDGET.plainBlockingMs} ms`);
  return missed;
}

function benchmarkIndexLine(results: ScreenResult[]): string {
  const indexes = results.flatMap((result) => result.lighthouse?.benchmarkIndexes ?? []);
  if (indexes.length === 0) return "Lighthouse's benchmarkIndex: not measured (no Lighthouse run)";
  return `Lighthouse's benchmarkIndex: median ${median(indexes).toFixed(0)} (${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} over ${indexes.length} runs)`;
}

export function printScreenTable(results: ScreenResult[]) {
  const widths = [34, 36, 6, 4, 38, 7];
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(`\nPage budgets per screen. Host: ${describeHost()}`);
  console.log(benchmarkIndexLine(results));
  console.log(`Budgets: Lighthouse performance median ≥ ${BUDGET.lighthouseMedian}, no run under ${BUDGET.lighthouseEveryRun}; plain blocking (median of the plain runs) ≤ ${BUDGET.plainBlockingMs} ms`);
  console.log(line(['screen', 'Lighthouse performance, each run', 'median', 'min', 'plain blocking (CPU) / longest / main', 'verdict']));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const result of results) {
    const { lighthouse, plain } = result;
    const runs = plain.runs;
    const plainCell = plain.error
      ? 'failed'
      : `${plain.medianBlockingMs.toFixed(0)} (${plain.medianCpuBlockingMs.toFixed(0)}) / ${median(runs.map((run) => run.longestTaskMs)).toFixed(0)} / ${median(runs.map((run) => run.mainThreadMs)).toFixed(0)} ms`;
    const missed = missedBudgets(result);
    console.log(
      line([
        result.screen.name,
        lighthouse ? lighthouse.runs.map((run) => run.performance).join(' ') : '(not run)',
        lighthouse ? String(lighthouse.performance) : '-',
        lighthouse ? String(lighthouse.worstPerformance) : '-',
        plainCell,
        missed.length === 0 ? 'ok' : `OVER: ${missed.join('; ')}`,
      ]),
    );
  }
  console.log("plain: medians over the plain runs of the blocking time (Σ 4 × task − 50 ms from FCP; in brackets the same over thread CPU time, not judged), the longest task and the main thread's total time (real ms)");
}
