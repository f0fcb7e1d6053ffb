/**
 * `npm run test:mutation [name…]`: StrykerJS over src/machines, one file at a time, each judged by
 * its own tests (issue #14 item 3). A machine is mostly a static object, built when its module
 * loads; Stryker runs every test it is given against each such mutant, so giving a machine only
 * its own tests makes the run hours shorter without weakening it. The per-file reports are merged
 * into reports/mutation/mutation.json, which mutation-report.ts turns into the table of
 * reports/paths.md. Stryker's run replays every 8th path of a model (`--sample=n`); then a
 * second Stryker run, restricted to the survivors' places, tries each of them again with every
 * path (mutation-recheck.ts), and its verdicts are merged in, so the score is the whole suite's and
 * every mutant judged is one Stryker made. Names (e.g. `locale login`) run only those files and
 * keep the others' last reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { recheckSurvivors } from './mutation-recheck';
import { MUTATION_REPORT } from './mutation-scores';

const MACHINES = 'src/machines';
const REPORTS = 'reports/mutation';
const ALL_MACHINE_TESTS = 'tests/machines/**/*.test.ts';

/** The helpers several machines share are judged by every machine test; a machine by its own. */
const SHARED_TESTS: Record<string, string[]> = {
  'class-form.values': ['tests/machines/class-form*.test.ts'],
  // Change and set password are this one flow: their model tests judge it.
  'password-form.machine': ['tests/machines/change-password*.test.ts', 'tests/machines/set-password.test.ts', 'tests/unit/machine-needs.test.ts'],
  // The placeholders and their check: the needs test (tests/unit) is theirs.
  supplied: ['tests/unit/machine-needs.test.ts'],
  // Its model records `startFlow`; what the app's flow does with it (kept e-mail, stored step) is the routes test's.
  'recovery-host.machine': ['tests/machines/recovery-host.test.ts', 'tests/machines/recovery.routes.test.ts', 'tests/unit/machine-needs.test.ts'],
  // Its model runs stand-in children; what it tells the real ones is checked with the runtime.
  'uploads.machine': ['tests/machines/uploads.test.ts', 'tests/unit/classes-upload-runtime.test.ts', 'tests/unit/machine-needs.test.ts'],
};

/** Every machine's needs, id and placeholders are checked there (what the app must supply). */
const NEEDS_TESTS = 'tests/unit/machine-needs.test.ts';

function testsOf(name: string): string[] {
  if (SHARED_TESTS[name]) return SHARED_TESTS[name];
  const stem = name.replace(/\.machine$/, '');
  const own = readdirSync('tests/machines').filter((file) => file === `${stem}.test.ts` || (file.startsWith(`${stem}.`) && file.endsWith('.test.ts')));
  return own.length > 0 ? [...own.map((file) => `tests/machines/${file}`), NEEDS_TESTS] : [ALL_MACHINE_TESTS, NEEDS_TESTS];
}

/** Files that hold only types compile to nothing: no mutant, nothing to run. */
const hasCode = (file: string) => /^\s*(export\s+)?(const|function|class|let)\b/m.test(readFileSync(file, 'utf8'));

// `--recheck-only`: no new full Stryker run, only the survivors of the reports there are tried again (by Stryker, every path).
const recheckOnly = process.argv.includes('--recheck-only');
// `--sample=n`: Stryker's run replays every n-th path of a model (default 8); survivors are rechecked with all.
const pathSample = Number(process.argv.find((argument) => argument.startsWith('--sample='))?.slice('--sample='.length) ?? '8');
// `--concurrency=n`: Stryker's test runners at once (stryker.config.mjs says 1, leaving a core for other work).
const concurrency = process.argv.find((argument) => argument.startsWith('--concurrency='))?.slice('--concurrency='.length);
const asked = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const files = readdirSync(MACHINES)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(MACHINES, file))
  .filter(hasCode)
  .filter((file) => asked.length === 0 || asked.some((name) => basename(file, '.ts').replace(/\.machine$/, '') === name));

mkdirSync(REPORTS, { recursive: true });
let failed = false;
for (const file of files) {
  const name = basename(file, '.ts');
  const tests = testsOf(name);
  console.log(`\n${file}: judged by ${tests.join(', ')}`);
  if (recheckOnly && !existsSync(join(REPORTS, `${name}.json`))) continue;
  const run = recheckOnly ? { status: 0 } : spawnSync('npx', ['stryker', 'run', '--mutate', file, '--reporters', 'progress,json', ...(concurrency ? ['--concurrency', concurrency] : [])], {
    stdio: 'inherit',
    // Stryker's run replays every n-th path; the recheck below, every path (describe-model.ts).
    env: { ...process.env, MUTATION_TESTS: tests.join(','), MUTATION_JSON: join(REPORTS, `${name}.json`), MUTATION_PATH_SAMPLE: String(pathSample) },
  });
  if (run.status !== 0) {
    console.error(`Stryker failed on ${file}`);
    failed = true;
    continue;
  }
  const { rechecked, killed, failed: recheckFailed } = recheckSurvivors(join(REPORTS, `${name}.json`), tests, concurrency);
  if (recheckFailed) failed = true;
  console.log(`${file}: ${rechecked} survivors run again by Stryker with every path, ${killed} of them killed after all`);
}

// One report for all files, from each file's latest run.
type Report = { files: Record<string, unknown> } & Record<string, unknown>;
const merged: Report = { schemaVersion: '2', thresholds: { high: 90, low: 85 }, files: {} };
for (const file of readdirSync(REPORTS).filter((entry) => entry.endsWith('.json') && entry !== basename(MUTATION_REPORT))) {
  const report = JSON.parse(readFileSync(join(REPORTS, file), 'utf8')) as Report;
  Object.assign(merged.files, report.files);
}
if (Object.keys(merged.files).length > 0 || !existsSync(MUTATION_REPORT)) writeFileSync(MUTATION_REPORT, JSON.stringify(merged));

// The table per file, into reports/paths.md; non-zero when a file is below the budget.
const report = spawnSync('npx', ['tsx', 'tests/support/mutation-report.ts'], { stdio: 'inherit' });
process.exit(failed ? 1 : (report.status ?? 1));
