/**
 * The budgets of the pages as a person gets them (DESIGN.md section 7): the product started with
 * the demo data (scripts/seed-demo.ts: chefs to list, look-ups for the class form), the /login
 * first load on the wire, then Lighthouse on /login, /chef and /class/add.
 */
import { execFileSync } from 'node:child_process';
import { E2E_ADMIN, makeDataDir, removeDataDir, startServer } from '../tests/support/server-process';
import { LIGHTHOUSE_RUNS, runLighthouseFlows, type LighthousePage } from './lighthouse-flow';
import { measureLoginBundle } from './login-bundle';

export type Row = { figure: string; value: string; budget: string; ok: boolean };

const KB = 1024;
const LOGIN_JS_BUDGET_BYTES = 90 * KB;
const LIGHTHOUSE_BUDGET = { performance: 98, accessibility: 100, bestPractices: 100 };

/** A new data folder with the demo data in it. */
function seededDataDir(): string {
  const dataDir = makeDataDir();
  execFileSync('node_modules/.bin/tsx', ['scripts/seed-demo.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dataDir;
}

function lighthouseRows(page: LighthousePage): Row[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    {
      figure: `Lighthouse ${page.name}: performance (median of ${page.runs.length} runs)`,
      value: `${page.performance} (runs: ${page.runs.map((run) => run.performance).join(', ')})`,
      budget: `≥ ${LIGHTHOUSE_BUDGET.performance}`,
      // A run that failed (no paint, the page did not load) fails the page, median or not.
      ok: page.performance >= LIGHTHOUSE_BUDGET.performance && page.runtimeErrors.length === 0,
    },
    // Accessibility and best practices do not depend on timing: every run must reach them.
    { figure: `Lighthouse ${page.name}: accessibility (every run)`, value: String(page.worstAccessibility), budget: `${LIGHTHOUSE_BUDGET.accessibility}`, ok: page.worstAccessibility >= LIGHTHOUSE_BUDGET.accessibility },
    { figure: `Lighthouse ${page.name}: best practices (every run)`, value: String(page.worstBestPractices), budget: `${LIGHTHOUSE_BUDGET.bestPractices}`, ok: page.worstBestPractices >= LIGHTHOUSE_BUDGET.bestPractices },
    {
      figure: `Lighthouse ${page.name}: FCP / LCP / TBT / CLS (Lighthouse's median run)`,
      value: `${seconds(page.fcpMs)} / ${seconds(page.lcpMs)} / ${page.tbtMs.toFixed(0)} ms / ${page.cls.toFixed(3)}`,
      budget: '(shown)',
      ok: true,
    },
    { figure: `Lighthouse ${page.name}: JavaScript transferred (idle preload too)`, value: `${(page.scriptBytes / KB).toFixed(1)} KB`, budget: '(shown)', ok: true },
  ];
}


export async function measurePageBudgets(): Promise<Row[]> {
  const server = await startServer({ dataDir: seededDataDir() });
  const rows: Row[] = [];
  try {
    const bundle = await measureLoginBundle(server);
    console.log('JavaScript of /login as Chromium received it (bytes on the wire, headers included):');
    for (const file of bundle.files) {
      const note = file.idlePreload ? '  (fetched while idle, after load: not counted)' : '';
      console.log(`  ${file.url}  ${(file.wire / KB).toFixed(1)} KB on the wire (${file.encoding}), ${(file.raw / KB).toFixed(1)} KB decoded${note}`);
    }
    const counted = bundle.files.filter((file) => !file.idlePreload).length;
    rows.push({
      figure: 'First-load JavaScript of /login, on the wire (CDP)',
      value: `${(bundle.wireTotal / KB).toFixed(1)} KB in ${counted} files`,
      budget: '≤ 90 KB',
      ok: bundle.wireTotal <= LOGIN_JS_BUDGET_BYTES,
    });

    console.log(`Lighthouse: the flow (/login, sign-in, /chef, /class/add) ${LIGHTHOUSE_RUNS} times; each page judged on the median of its runs' performance scores`);
    const pages = await runLighthouseFlows(server.url, E2E_ADMIN);
    for (const page of pages) {
      rows.push(...lighthouseRows(page));
      console.log(`Lighthouse ${page.name}, TBT of each run: ${page.runs.map((run) => `${run.tbtMs.toFixed(0)} ms`).join(', ')}`);
      for (const error of page.runtimeErrors) console.log(`Lighthouse ${page.name}, ${error}`);
      for (const failure of page.failing) console.log(`Lighthouse ${page.name}: ${failure}`);
      for (const script of page.busiestScripts) console.log(`Lighthouse ${page.name}, main-thread time by script (Lighthouse's median run, simulated): ${script}`);
      for (const task of page.longTasks) console.log(`Lighthouse ${page.name}, long task (Lighthouse's median run, simulated) ${task}`);
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return rows;
}
