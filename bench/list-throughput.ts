/**
 * The list API against the database's own speed (DESIGN.md section 7, issue #11): on 100,000
 * chefs, the four search + sort calls of BENCH_QUERIES sent (a) as the very SQL statements
 * `chef/list` sends, straight to PostgreSQL through node-postgres, and (b) as `chef/list` calls
 * through the product's HTTP API; both by 20 concurrent clients in a load generator of their own
 * process (bench/list-load-client.mjs). Beside them: the server's CPU per call (process.cpuUsage
 * of this process, which runs only the server), PostgreSQL's time per statement
 * (pg_stat_statements), and how p50 grows from 10,000 to 100,000 to 1,000,000 rows for a selective
 * and a broad search. Direct and API alternate for three rounds; the round with the median ratio
 * gives the figures.
 *
 * `tsx bench/list-throughput.ts` runs it alone and prints the figures.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { loadSecrets } from '../server/auth/secrets';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { createMetrics } from '../server/observability/metrics';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { runMigrations } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import type { Logger } from '../server/logger';
import { unsentMailQueue } from '../server/mail/unsent-mail-queue';
import { localObjectStorage } from '../server/storage/local-storage';
import { ADMIN_API_BASE } from '../src/api/contract/paths';
import { BENCH_QUERIES, BROAD_QUERY, EMAIL_FRAGMENT_QUERY, insertBenchChefs, insertGuestChefs, SELECTIVE_QUERY } from './bench-chefs';

export const LIST_BENCH = { rows: 100_000, clients: 20, warmUp: 400, requests: 4_000, scalingRequests: 400, rounds: 3 } as const;
export const SCALING_SIZES = [10_000, 100_000, 1_000_000] as const;

type ListBody = { search: string; sort_by: string; order: string };
type Statement = { text: string; values: unknown[] };
export type LoadFigures = { callsPerSecond: number; p50Ms: number; p99Ms: number; calls: number };
export type StatementCost = { statement: string; calls: number; meanMs: number; sharedHitPerCall: number; sharedReadPerCall: number };
export type ListThroughput = {
  direct: LoadFigures;
  api: LoadFigures;
  /** API over direct throughput of each round, in the order run; direct and api are the median round's. */
  roundRatios: number[];
  serverCpuMsPerCall: number;
  postgresMsPerApiCall: number;
  statements: StatementCost[];
  scaling: { rows: number; selectiveP50Ms: number; emailFragmentP50Ms: number; broadP50Ms: number }[];
};

/** Errors only: stopping PostgreSQL under the pool's last idle connections warns, harmlessly. */
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: (message, error) => console.error(message, error), request: () => undefined };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type LoadJob =
  | { mode: 'http'; url: string; headers: Record<string, string>; bodies: ListBody[] }
  | { mode: 'sql'; databaseUrl: string; statements: Statement[][] };

/** Runs the load generator in its own process and reads its figures. */
function runLoad(job: LoadJob, clients: number, requests: number, warmUp = Math.round(requests / 10)): Promise<LoadFigures> {
  const script = fileURLToPath(new URL('./list-load-client.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(script, [JSON.stringify({ ...job, clients, requests, warmUp })], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message: { latencies?: number[]; wallMs?: number; error?: string }) => {
      if (message.error || !message.latencies || !message.wallMs) return reject(new Error(`load generator: ${message.error}`));
      const sorted = message.latencies.sort((a, b) => a - b);
      resolve({ callsPerSecond: (sorted.length * 1000) / message.wallMs, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), calls: sorted.length });
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
}

/** Records what the server sends to PostgreSQL while `during` runs. */
async function recordStatements(handle: DatabaseHandle, during: () => Promise<void>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const pool = handle.pool as unknown as { query: (config: unknown, values?: unknown[]) => unknown };
  const original = pool.query;
  pool.query = function (this: unknown, config: unknown, values?: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    recorded.push({ text, values: values ?? (config as { values?: unknown[] }).values ?? [] });
    return original.call(this, config, values);
  };
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return recorded;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** PostgreSQL's own account of the statements on `chefs` since the last reset. */
async function statementCosts(handle: DatabaseHandle): Promise<StatementCost[]> {
  const { rows } = await handle.pool.query<{ query: string; calls: string; mean: number; hit: string; read: string }>(
    `select query, calls, mean_exec_time + mean_plan_time as mean, shared_blks_hit as hit, shared_blks_read as read
       from pg_stat_statements where query ilike '%"chefs"%' and query not ilike '%pg_stat_statements%' order by calls desc, mean desc`,
  );
  return rows.map((row) => ({
    statement: row.query.replace(/\s+/g, ' ').slice(0, 90),
    calls: Number(row.calls),
    meanMs: row.mean,
    sharedHitPerCall: Number(row.hit) / Number(row.calls),
    sharedReadPerCall: Number(row.read) / Number(row.calls),
  }));
}

async function totalPostgresMs(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.pool.query<{ total: number }>(
    `select coalesce(sum(total_exec_time + total_plan_time), 0) as total from pg_stat_statements where query not ilike '%pg_stat_statements%'`,
  );
  return rows[0]!.total;
}

const resetStatements = (handle: DatabaseHandle) => handle.pool.query('select pg_stat_statements_reset()');

export async function measureListThroughput(): Promise<ListThroughput> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mise-bench-list-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as `postgres` when the bench runs as root
  const postgres = await startEmbeddedPostgres({
    dataDir,
    logger: quiet,
    ownSignals: false,
    settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on'],
  });
  const handle = openDatabase(postgres.url, quiet);
  const { db } = handle;
  let server: Server | undefined;
  try {
    const admin = { email: 'bench@mise.local', password: `Bench#${randomBytes(6).toString('hex')}A1` };
    await runMigrations(db);
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await seed(db, admin);

    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'dist'), LOGIN_MAX_ATTEMPTS: '1000' });
    const app = createApp({
      config,
      db,
      clock: systemClock,
      logger: quiet,
      metrics: createMetrics(handle),
      mailQueue: unsentMailQueue(),
      storage: localObjectStorage(path.join(dataDir, 'objects')),
      secrets: await loadSecrets(db),
      publicUrl: 'http://127.0.0.1',
    });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const listUrl = `http://127.0.0.1:${await listen(server)}${ADMIN_API_BASE}chef/list`;
    const login = await fetch(`${listUrl.replace(/chef\/list$/, '')}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { data } = (await login.json()) as { data?: { token: string } };
    if (!login.ok || !data) throw new Error(`the bench admin could not sign in: ${login.status}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${data.token}` };
    const api = (bodies: readonly ListBody[]): LoadJob => ({ mode: 'http', url: listUrl, headers, bodies: [...bodies] });
    const callOnce = async (body: ListBody) => {
      const answer = await fetch(listUrl, { method: 'POST', headers, body: JSON.stringify({ ...body, page: 1 }) });
      if (!answer.ok) throw new Error(`chef/list answered ${answer.status}`);
      await answer.arrayBuffer();
    };

    let direct: LoadFigures | undefined;
    let apiFigures: LoadFigures | undefined;
    let serverCpuMsPerCall = 0;
    let postgresMsPerApiCall = 0;
    let statements: StatementCost[] = [];
    let roundRatios: number[] = [];
    const scaling: ListThroughput['scaling'] = [];
    await insertGuestChefs(db);
    let rows = 0;
    for (const size of SCALING_SIZES) {
      await insertBenchChefs(db, size, rows + 1);
      rows = size;
      const bodies = BENCH_QUERIES.map((query) => ({ ...query, page: 1 }));

      if (size === LIST_BENCH.rows) {
        // The SQL of each call, as the list route sends it (the session check is the API's own cost).
        const recorded: Statement[][] = [];
        for (const body of bodies) {
          await callOnce(body); // warm: the session's last-seen write happens at most once a minute
          const all = await recordStatements(handle, () => callOnce(body));
          recorded.push(all.filter((statement) => statement.text.includes('"chefs"')));
        }
        // Direct and API alternate, three rounds, and the round with the median ratio is kept:
        // this machine's speed drifts by a tenth and more within a minute, which one direct run
        // followed by one API run would count against (or for) the API.
        const rounds: { direct: LoadFigures; api: LoadFigures; serverCpuMsPerCall: number; postgresMsPerApiCall: number; statements: StatementCost[] }[] = [];
        for (let round = 0; round < LIST_BENCH.rounds; round++) {
          const directRound = await runLoad({ mode: 'sql', databaseUrl: postgres.url, statements: recorded }, LIST_BENCH.clients, LIST_BENCH.requests, LIST_BENCH.warmUp);
          await resetStatements(handle);
          const cpuBefore = process.cpuUsage();
          const apiRound = await runLoad(api(bodies), LIST_BENCH.clients, LIST_BENCH.requests, LIST_BENCH.warmUp);
          const cpu = process.cpuUsage(cpuBefore);
          const apiCalls = LIST_BENCH.requests + LIST_BENCH.warmUp;
          rounds.push({
            direct: directRound,
            api: apiRound,
            serverCpuMsPerCall: (cpu.user + cpu.system) / 1000 / apiCalls,
            postgresMsPerApiCall: (await totalPostgresMs(handle)) / apiCalls,
            statements: await statementCosts(handle),
          });
        }
        const ratioOf = (each: (typeof rounds)[number]) => each.api.callsPerSecond / each.direct.callsPerSecond;
        roundRatios = rounds.map(ratioOf);
        const middle = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)]!;
        ({ direct, api: apiFigures, serverCpuMsPerCall, postgresMsPerApiCall, statements } = middle);
      }

      const p50 = async (query: ListBody) => (await runLoad(api([{ ...query, page: 1 } as ListBody]), LIST_BENCH.clients, LIST_BENCH.scalingRequests)).p50Ms;
      scaling.push({
        rows: size,
        selectiveP50Ms: await p50(SELECTIVE_QUERY),
        emailFragmentP50Ms: await p50(EMAIL_FRAGMENT_QUERY),
        broadP50Ms: await p50(BROAD_QUERY),
      });
    }
    return { direct: direct!, api: apiFigures!, roundRatios, serverCpuMsPerCall, postgresMsPerApiCall, statements, scaling };
  } finally {
    if (server) await new Promise<void>((resolve) => {
      server!.close(() => resolve());
      server!.closeAllConnections();
    });
    await handle.pool.end();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printListThroughput(figures: ListThroughput) {
  const show = (name: string, load: LoadFigures) =>
    console.log(`  ${name}: ${load.callsPerSecond.toFixed(0)} calls/s, p50 ${load.p50Ms.toFixed(2)} ms, p99 ${load.p99Ms.toFixed(2)} ms (${load.calls} calls)`);
  console.log(`chef/list on ${LIST_BENCH.rows.toLocaleString('en')} chefs, ${LIST_BENCH.clients} clients, the four searches of the bench:`);
  show('direct SQL (node-postgres)', figures.direct);
  show('HTTP API (chef/list)      ', figures.api);
  console.log(`  API / direct by round: ${figures.roundRatios.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ')} (the median round is shown)`);
  console.log(`  server CPU ${figures.serverCpuMsPerCall.toFixed(3)} ms per call; PostgreSQL ${figures.postgresMsPerApiCall.toFixed(3)} ms per call (pg_stat_statements, every statement)`);
  for (const cost of figures.statements) {
    console.log(`    ${cost.calls}x ${cost.meanMs.toFixed(3)} ms, ${cost.sharedHitPerCall.toFixed(0)} hit / ${cost.sharedReadPerCall.toFixed(0)} read blocks: ${cost.statement}`);
  }
  for (const step of figures.scaling) {
    const shown = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(
      `  ${step.rows.toLocaleString('en').padStart(9)} rows, p50: selective "${SELECTIVE_QUERY.search}" ${shown(step.selectiveP50Ms)}, ` +
        `e-mail fragment "${EMAIL_FRAGMENT_QUERY.search}" ${shown(step.emailFragmentP50Ms)}, broad "${BROAD_QUERY.search}" ${shown(step.broadP50Ms)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printListThroughput(await measureListThroughput());
}
