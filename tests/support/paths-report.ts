/**
 * `npm run test:paths`: runs the model-based machine tests, then prints, per machine, its states,
 * transitions, the paths generated and what they cover, and writes the QA reports
 * (reports/paths.md, reports/paths/index.html: paths-report-write.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS_REPORT_DIR } from './describe-model';

rmSync(PATHS_REPORT_DIR, { recursive: true, force: true });
const run = spawnSync(join('node_modules', '.bin', 'vitest'), ['run', '--project', 'machines', '--reporter=dot'], { stdio: 'inherit' });
const write = spawnSync(join('node_modules', '.bin', 'tsx'), [join('tests', 'support', 'paths-report-write.ts')], { stdio: 'inherit' });
process.exit(run.status !== 0 ? (run.status ?? 1) : (write.status ?? 1));
