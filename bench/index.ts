/**
 * `npm run bench`: builds the SPA, starts the product on a temporary data folder with the demo
 * data, measures each budget of DESIGN.md section 7 (the /login first load on the wire,
 * Lighthouse on /login, /chef and /class/add, list latency, upload throughput), prints one table,
 * and exits non-zero when a budget is missed.
 */
import { ensureBuilt } from '../scripts/setup.mjs';
import { measureListLatency } from './list-latency';
import { measurePageBudgets, type Row } from './page-budgets';
import { measureUploadThroughput } from './upload-throughput';
import { UPLOAD_PARALLEL_DEFAULT } from '../src/constants';

const KB = 1024;
/** The chunked upload reaches at least 70 % of one raw PUT's throughput. */
const UPLOAD_RATIO_BUDGET = 0.7;

async function main() {
  ensureBuilt();
  const rows: Row[] = await measurePageBudgets();

  const latency = await measureListLatency();
  rows.push({
    figure: 'chef/list, 100,000 rows, search + sort, 20 clients: p50',
    value: `${latency.p50Ms.toFixed(1)} ms (${latency.requests} requests)`,
    budget: '< 10 ms',
    ok: latency.p50Ms < 10,
  });
  rows.push({
    figure: 'chef/list, 100,000 rows, search + sort, 20 clients: p99',
    value: `${latency.p99Ms.toFixed(1)} ms`,
    budget: '< 50 ms',
    ok: latency.p99Ms < 50,
  });
  // Shown beside the budget: the same calls one at a time, i.e. the latency without queueing.
  const alone = await measureListLatency({ clients: 1, requests: 500 });
  rows.push({
    figure: 'chef/list, same calls, 1 client: p50 / p99',
    value: `${alone.p50Ms.toFixed(1)} / ${alone.p99Ms.toFixed(1)} ms`,
    budget: '(shown)',
    ok: true,
  });

  // The budget holds for the product's setting (5 parallel parts); 1 and 15 are shown beside it.
  for (const upload of await measureUploadThroughput()) {
    const mibPerSecond = (seconds: number) => ((upload.bytes / (1024 * KB)) / seconds).toFixed(0);
    const isDefault = upload.parallel === UPLOAD_PARALLEL_DEFAULT;
    rows.push({
      figure: `1 GiB chunked upload, ${upload.parallel} parallel, vs one raw PUT`,
      value: `${(upload.ratio * 100).toFixed(0)} % (${mibPerSecond(upload.chunkedSeconds)} vs ${mibPerSecond(upload.rawSeconds)} MiB/s)`,
      budget: isDefault ? '≥ 70 %' : '(shown)',
      ok: !isDefault || upload.ratio >= UPLOAD_RATIO_BUDGET,
    });
  }

  const widths = [56, 40, 12, 6];
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${line(['figure', 'measured', 'budget', 'result'])}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line([row.figure, row.value, row.budget, row.ok ? 'ok' : 'OVER']));
  process.exit(rows.every((row) => row.ok) ? 0 : 1);
}

void main();
