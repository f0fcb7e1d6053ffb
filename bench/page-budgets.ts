/**
 * The budgets of the pages as a person gets them (DESIGN.md section 7): the product started with
 * the demo data (scripts/seed-demo.ts: rows in every list, look-ups for the forms), the /login
 * first load on the wire, then on every screen of bench/screens.ts (or the one `--page` names)
 * Lighthouse's nine runs and the plain-trace blocking, judged per screen (bench/screen-table.ts).
 */
import { execFileSync } from 'node:child_process';
import { E2E_ADMIN, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../tests/support/server-process';
import type { BenchOptions } from './bench-options';
import { withEditPaths } from './edit-paths';
import { LIGHTHOUSE_RUNS, runLighthouseFlows, type LighthousePage } from './lighthouse-flow';
import { measureLoginBundle } from './login-bundle';
import { measurePlainBlocking, PLAIN_RUNS } from './plain-blocking';
import { missedBudgets, printScreenTable, type ScreenResult } from './screen-table';
import { selectScreens, type Screen } from './screens';

export type Row = { figure: string; value: string; budget: string; ok: boolean };

const KB = 1024;
const LOGIN_JS_BUDGET_BYTES = 85 * KB;
/** What /login runs after its load, before any input: some 26 KB today; the kit alone is 50. */
const LOGIN_AFTER_LOAD_BUDGET_BYTES = 35 * KB;

/** A new data folder with the demo data in it. */
function seededDataDir(): string {
  const dataDir = makeDataDir();
  execFileSync('node_modules/.bin/tsx', ['scripts/seed-demo.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dataDir;
}

async function loginBundleRows(server: ServerProcess): Promise<Row[]> {
  const bundle = await measureLoginBundle(server);
  console.log('JavaScript of /login as Chromium received it (bytes on the wire, headers included):');
  for (const file of bundle.files) {
    const note = !file.afterLoad ? '' : file.runs ? '  (run after load, while idle)' : '  (prefetched after load for the signed-in screens, not run)';
    console.log(`  ${file.url}  ${(file.wire / KB).toFixed(1)} KB on the wire (${file.encoding}), ${(file.raw / KB).toFixed(1)} KB decoded${note}`);
  }
  const counted = bundle.files.filter((file) => !file.afterLoad).length;
  const runAfter = bundle.files.filter((file) => file.afterLoad && file.runs).length;
  return [
    {
      figure: 'First-load JavaScript of /login, on the wire (CDP)',
      value: `${(bundle.wireTotal / KB).toFixed(1)} KB in ${counted} files`,
      budget: '≤ 85 KB',
      ok: bundle.wireTotal <= LOGIN_JS_BUDGET_BYTES,
    },
    {
      figure: 'JavaScript /login runs after its load, before input',
      value: `${(bundle.runAfterLoadWire / KB).toFixed(1)} KB in ${runAfter} requests`,
      budget: '≤ 35 KB',
      ok: bundle.runAfterLoadWire <= LOGIN_AFTER_LOAD_BUDGET_BYTES,
    },
  ];
}

/** What Lighthouse says about one screen beyond its scores, so a missed budget says why. */
function printLighthouseDetails(page: LighthousePage) {
  // A timespan (the palette) has no paint figures.
  const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
  console.log(`Lighthouse ${page.name} (Lighthouse's median run): FCP ${seconds(page.fcpMs)}, LCP ${seconds(page.lcpMs)}, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, JavaScript ${(page.scriptBytes / KB).toFixed(1)} KB; TBT of each run: ${page.runs.map((run) => `${run.tbtMs.toFixed(0)}`).join(', ')} ms`);
  for (const error of page.runtimeErrors) console.log(`Lighthouse ${page.name}, ${error}`);
  for (const failure of page.failing) console.log(`Lighthouse ${page.name}: ${failure}`);
  for (const script of page.busiestScripts) console.log(`Lighthouse ${page.name}, main-thread time by script (simulated): ${script}`);
  for (const task of page.longTasks) console.log(`Lighthouse ${page.name}, long task (simulated) ${task}`);
  page.runs.forEach((run, index) => {
    if (run.performance < 98) console.log(`Lighthouse ${page.name}, run ${index + 1} (${run.performance}, TBT ${run.tbtMs.toFixed(0)} ms): its long tasks after FCP, ms in TBT: ${run.blockers.join('; ') || 'none'}`);
  });
  if (page.lcpElement.length > 0) console.log(`Lighthouse ${page.name}, LCP ${page.lcpElement.join('; ')}`);
}

async function plainFigures(server: ServerProcess, screens: Screen[]) {
  console.log(`Plain trace (no Lighthouse): each screen reloaded signed in ${PLAIN_RUNS} times; blocking = Σ max(0, 4 × task − 50 ms) from FCP, over real durations (judged) and over thread CPU time (shown)`);
  const figures = [];
  for (const screen of screens) {
    const figure = await measurePlainBlocking(server, screen);
    const runs = figure.runs.map((run) => `${run.blockingMs.toFixed(0)} (CPU ${run.cpuBlockingMs.toFixed(0)}, longest ${run.longestTaskMs.toFixed(0)}, main ${run.mainThreadMs.toFixed(0)})`);
    console.log(`  ${screen.name} ${screen.path === screen.name ? '' : `(${screen.path}) `}: ${figure.error ?? `${runs.join(', ')} ms`}`);
    figures.push(figure);
  }
  return figures;
}

export async function measurePageBudgets(options: BenchOptions): Promise<Row[]> {
  const server = await startServer({ dataDir: seededDataDir() });
  const rows: Row[] = [];
  try {
    const screens = await withEditPaths(server, selectScreens(options.page));
    if (!options.plainOnly && screens.some((screen) => screen.kind === 'login')) rows.push(...(await loginBundleRows(server)));

    let lighthouse: LighthousePage[] | undefined;
    if (!options.plainOnly) {
      console.log(`Lighthouse: ${screens.map((screen) => screen.name).join(', ')}, ${options.runs} times, each screen in a fresh browser of its own (signed in, then the screen)${options.runs === LIGHTHOUSE_RUNS ? '' : `; the budgets are set for ${LIGHTHOUSE_RUNS} runs, so this is a first look, not a verdict`}`);
      lighthouse = await runLighthouseFlows(server.url, E2E_ADMIN, screens, options.runs);
      lighthouse.forEach(printLighthouseDetails);
    }
    const plain = await plainFigures(server, screens);

    const results: ScreenResult[] = screens.map((screen, index) => ({ screen, lighthouse: lighthouse?.[index], plain: plain[index]! }));
    printScreenTable(results);
    for (const result of results) {
      const missed = missedBudgets(result);
      rows.push({ figure: `Screen ${result.screen.name}: Lighthouse and plain blocking`, value: missed.length === 0 ? 'within budget' : missed.join('; '), budget: '(per screen)', ok: missed.length === 0 });
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return rows;
}
