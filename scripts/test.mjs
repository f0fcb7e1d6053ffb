/**
 * `npm test`: install if needed, type-check, build the SPA (the end-to-end tests drive the
 * built product), then every test: machines and unit, API on embedded PostgreSQL, end-to-end
 * in Chromium. Prints one closing line `N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './setup.mjs';

ensureInstalled({ withTestTools: true });
console.log('Type check (tsc)…');
run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit']);
ensureBuilt();

const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
rmSync(join(reports, 'paths'), { recursive: true, force: true });

// Pure tests first, then the ones that start databases and browsers: the end-to-end files that
// time limits alone, the others two at a time (vitest.config.ts).
const phases = [
  { name: 'machines-unit', projects: ['machines', 'unit'] },
  { name: 'api', projects: ['api'] },
  { name: 'e2e-alone', projects: ['e2e-alone'] },
  { name: 'e2e', projects: ['e2e'], workers: 2 },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedPhase = false;
for (const phase of phases) {
  const output = join(reports, `vitest-${phase.name}.json`);
  rmSync(output, { force: true });
  const args = ['run', ...phase.projects.flatMap((p) => ['--project', p]), ...(phase.workers ? [`--maxWorkers=${phase.workers}`] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), args, { cwd: root, stdio: 'inherit' });
  if (existsSync(output)) {
    const summary = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
  if (result.status !== 0) failedPhase = true;
  // QA's path report (reports/paths.md, reports/paths/index.html), from what the machines' paths recorded.
  if (phase.name === 'machines-unit') {
    const report = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join('tests', 'support', 'paths-report-write.ts')], { cwd: root, stdio: 'inherit' });
    if (report.status !== 0) failedPhase = true;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedPhase || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
