/**
 * A second look at what StrykerJS calls a survivor (npm run test:mutation runs it after each
 * file), with Stryker's own mutants (issue #35 item 3). Stryker's first run replays every n-th
 * path of a model (`--sample=n`), so a mutant only the other paths notice survives it. Each
 * survivor (and each mutant no test ran) is tried again by a second Stryker run whose `mutate` is
 * restricted to the survivors' locations (`file:line:column-line:column`, StrykerJS's mutation
 * ranges), with every path and every check (MUTATION_PATH_SAMPLE=1). Its verdicts are merged into
 * the first report, mutant by mutant (same place, same mutator, same replacement): the program
 * judged is always the one Stryker made, never a replacement text pasted into the source.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

type Position = { line: number; column: number };
type Location = { start: Position; end: Position };
type Mutant = { id: string; mutatorName: string; status: string; replacement?: string; location: Location; statusReason?: string };
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };

const RECHECKED = new Set(['Survived', 'NoCoverage']);

/**
 * A mutant's place as StrykerJS's `mutate` option takes it. The report counts lines and columns
 * from 1; a mutation range counts lines from 1 and columns from 0, both ends included, and takes
 * every mutant whose node lies inside it (so the range of a survivor is its own node's place).
 */
export const mutationRange = (file: string, { start, end }: Location) => `${file}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`;

const sameMutant = (a: Mutant, b: Mutant) =>
  a.mutatorName === b.mutatorName &&
  a.replacement === b.replacement &&
  a.location.start.line === b.location.start.line &&
  a.location.start.column === b.location.start.column &&
  a.location.end.line === b.location.end.line &&
  a.location.end.column === b.location.end.column;

export type Recheck = { rechecked: number; killed: number; failed: boolean };

/**
 * Runs Stryker again on the survivors of `reportFile` (its file's own tests, every path) and
 * writes their new verdicts into it. `concurrency`: Stryker's test runners at once, if given.
 */
export function recheckSurvivors(reportFile: string, tests: string[], concurrency?: string): Recheck {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const ranges: string[] = [];
  const survivors: Array<{ file: string; mutant: Mutant }> = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    // A report's places are only good for the source it was made from.
    if (readFileSync(file, 'utf8') !== source) {
      console.warn(`${file} changed since its report: its survivors are not rechecked (run Stryker on it again)`);
      continue;
    }
    for (const mutant of mutants.filter((candidate) => RECHECKED.has(candidate.status))) {
      survivors.push({ file, mutant });
      ranges.push(mutationRange(file, mutant.location));
    }
  }
  if (survivors.length === 0) return { rechecked: 0, killed: 0, failed: false };

  const recheckDir = join(dirname(reportFile), 'recheck');
  mkdirSync(recheckDir, { recursive: true });
  const recheckFile = join(recheckDir, basename(reportFile));
  rmSync(recheckFile, { force: true });
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', [...new Set(ranges)].join(','), '--reporters', 'progress,json', ...(concurrency ? ['--concurrency', concurrency] : [])],
    {
      stdio: 'inherit',
      // Every path and every check, whatever the first run sampled (describe-model.ts).
      env: { ...process.env, MUTATION_TESTS: tests.join(','), MUTATION_JSON: recheckFile, MUTATION_PATH_SAMPLE: '1' },
    },
  );
  if (run.status !== 0 || !existsSync(recheckFile)) {
    console.error(`The recheck run of ${reportFile} failed: its survivors stay as the first run judged them`);
    return { rechecked: 0, killed: 0, failed: true };
  }

  const again = JSON.parse(readFileSync(recheckFile, 'utf8')) as Report;
  let rechecked = 0;
  let killed = 0;
  for (const { file, mutant } of survivors) {
    // The range also takes any mutant nested inside the survivor's node: only the survivor itself counts.
    const verdict = again.files[file]?.mutants.find((candidate) => sameMutant(candidate, mutant));
    if (!verdict) {
      console.warn(`${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName}: not made again by the recheck run, left ${mutant.status}`);
      continue;
    }
    rechecked += 1;
    if (verdict.status === 'Killed' || verdict.status === 'Timeout') killed += 1;
    mutant.statusReason = `Stryker's run with every path (tests/support/mutation-recheck.ts): ${verdict.status}${verdict.statusReason ? ` (${verdict.statusReason})` : ''}; the first run, every n-th path: ${mutant.status}.`;
    mutant.status = verdict.status;
  }
  writeFileSync(reportFile, JSON.stringify(report));
  return { rechecked, killed, failed: false };
}
