/**
 * A second look at what StrykerJS calls a survivor (npm run test:mutation runs it after each
 * file). Stryker's vitest runner counts a mutant as survived when the test file could not even be
 * loaded (a machine that throws when it is built: no test ran, none failed), and it may run a
 * static mutant (a machine is built when its module loads) with the module as it was
 * (stryker-js#6144, #6209). So each survivor is applied to the source for real, the file's own
 * tests are run, and a mutant they fail on is recorded as killed, saying so. The same for a
 * mutant Stryker ran no test against (its per-test coverage misses code run when a module loads). The source is put
 * back after each, and on any exit.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

type Location = { start: { line: number; column: number }; end: { line: number; column: number } };
type Mutant = { id: string; status: string; replacement?: string; location: Location; statusReason?: string };
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };

/** Stryker's lines and columns count from 1; the end is just past the mutated text. */
function offsetOf(source: string, { line, column }: { line: number; column: number }): number {
  const lines = source.split('\n');
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
}

export function recheckSurvivors(reportFile: string, tests: string[]): { rechecked: number; killed: number } {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  let rechecked = 0;
  let killed = 0;
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    // Only a report of the source as it is now can be applied to it.
    if (readFileSync(file, 'utf8') !== source) {
      console.warn(`${file} changed since its report: its survivors are not rechecked`);
      continue;
    }
    const restore = () => writeFileSync(file, source);
    const restoreAndStop = () => {
      restore();
      process.exit(130);
    };
    process.once('exit', restore);
    process.once('SIGINT', restoreAndStop);
    process.once('SIGTERM', restoreAndStop);
    try {
      for (const mutant of mutants.filter((candidate) => (candidate.status === 'Survived' || candidate.status === 'NoCoverage') && candidate.replacement !== undefined)) {
        const start = offsetOf(source, mutant.location.start);
        const end = offsetOf(source, mutant.location.end);
        writeFileSync(file, source.slice(0, start) + mutant.replacement + source.slice(end));
        const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutation.config.ts', '--reporter', 'dot'], {
          // Every path and every check, whatever the Stryker run sampled.
          env: { ...process.env, MUTATION_TESTS: tests.join(','), MUTATION_PATH_SAMPLE: '1' },
          stdio: 'ignore',
        });
        rechecked += 1;
        if (run.status !== 0) {
          killed += 1;
          mutant.status = 'Killed';
          mutant.statusReason = 'Killed when applied to the source and its tests run again (tests/support/mutation-recheck.ts).';
        }
      }
    } finally {
      restore();
      process.removeListener('exit', restore);
      process.removeListener('SIGINT', restoreAndStop);
      process.removeListener('SIGTERM', restoreAndStop);
    }
  }
  writeFileSync(reportFile, JSON.stringify(report));
  return { rechecked, killed };
}
