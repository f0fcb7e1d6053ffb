/**
 * List-call latency (DESIGN.md section 7): POST chef/list with a search term and a sort, on
 * 100,000 chefs, from 20 concurrent clients over real HTTP on 127.0.0.1, against the real app on
 * its own embedded PostgreSQL in a temporary folder. Budget: p50 under 10 ms, p99 under 50 ms.
 *
 * The clients run in a worker thread (bench/list-load-worker.mjs), so their own work does not
 * wait in line with the server's on one event loop. `tsx bench/list-latency.ts` runs it alone and
 * prints the figures (CLIENTS=1 for the latency without contention).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createAdaptorServer } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { loadSecrets } from '../server/auth/secrets';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { runMigrations } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import type { Logger } from '../server/logger';
import { outboxDriver } from '../server/mail/outbox-driver';
import { localObjectStorage } from '../server/storage/local-storage';
import { ADMIN_API_BASE } from '../src/api/contract/paths';

export type ListLatency = { p50Ms: number; p99Ms: number; requests: number };

export const LIST_BENCH = { rows: 100_000, clients: 20, warmUp: 200, requests: 2_000 } as const;

/**
 * What an admin types and clicks: a surname (about 0.8 % of the rows), a first name (2.5 %), a
 * fragment of an e-mail and the start of a full name, each with a sort on another column.
 */
export const BENCH_QUERIES = [
  { search: 'rossi', sort_by: 'name', order: 'ASC' },
  { search: 'marco', sort_by: 'created_at', order: 'DESC' },
  { search: 'chef123', sort_by: 'email', order: 'ASC' },
  { search: 'anna bian', sort_by: 'name', order: 'DESC' },
] as const;

const FIRST = [
  'Marco', 'Anna', 'Luca', 'Sofia', 'Hiro', 'Aiko', 'Pierre', 'Chloe', 'Diego', 'Lucia',
  'Omar', 'Leila', 'Ivan', 'Olga', 'Kwame', 'Ama', 'Liam', 'Emma', 'Noah', 'Mia',
  'Mateo', 'Elena', 'Yuki', 'Kenji', 'Fatima', 'Youssef', 'Ingrid', 'Lars', 'Priya', 'Arjun',
  'Zara', 'Tomas', 'Nadia', 'Pablo', 'Greta', 'Felix', 'Amara', 'Tariq', 'Rosa', 'Hugo',
];
/** Surnames from a start and an ending: 120 of them, "Rossi" among them. */
const SURNAME_STARTS = ['Ros', 'Bian', 'Tana', 'Mor', 'Fer', 'Gal', 'Ric', 'Lom', 'Mar', 'Col'];
const SURNAME_ENDS = ['si', 'chi', 'ka', 'etti', 'ari', 'li', 'ardi', 'bardi', 'ini', 'oni', 'elli', 'ucci'];

/** Errors only: stopping PostgreSQL under the pool's last idle connections warns, harmlessly. */
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: (message, error) => console.error(message, error) };

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** 100,000 chefs in one statement, names from the lists above, created over the last year. */
export async function insertBenchChefs(db: Database, rows: number) {
  const first = FIRST.length;
  const starts = SURNAME_STARTS.length;
  await db.execute(sql`
    insert into chefs (name, email, phone_number, bio, is_active, created_at)
    select (${textArray(FIRST)})[1 + i % ${first}]
             || ' ' || (${textArray(SURNAME_STARTS)})[1 + (i / ${first}) % ${starts}]
             || (${textArray(SURNAME_ENDS)})[1 + (i / ${first * starts}) % ${SURNAME_ENDS.length}],
           'chef' || i || '@bench.test',
           '+39 06 ' || (1000000 + i),
           'Chef number ' || i,
           i % 10 <> 0,
           now() - i * interval '5 minutes'
    from generate_series(1, ${rows}::int) as i`);
  // A table that grew over a year has been vacuumed along the way: its trigram index has no
  // pending entries and its statistics are current. A bulk load must catch up first.
  await db.execute(sql`vacuum analyze chefs`);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureListLatency(options: { clients?: number; requests?: number } = {}): Promise<ListLatency> {
  const clients = options.clients ?? LIST_BENCH.clients;
  const requests = options.requests ?? LIST_BENCH.requests;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mise-bench-list-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as `postgres` when the bench runs as root
  const postgres = await startEmbeddedPostgres({ dataDir, logger: quiet, ownSignals: false });
  const { db, pool } = openDatabase(postgres.url, quiet);
  let server: Server | undefined;
  try {
    const admin = { email: 'bench@mise.local', password: `Bench#${randomBytes(6).toString('hex')}A1` };
    await runMigrations(db);
    await seed(db, admin);
    await insertBenchChefs(db, LIST_BENCH.rows);

    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'dist'), LOGIN_MAX_ATTEMPTS: '1000' });
    const app = createApp({
      config,
      db,
      clock: systemClock,
      logger: quiet,
      mail: outboxDriver({ dir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger: quiet }),
      storage: localObjectStorage(path.join(dataDir, 'objects')),
      secrets: await loadSecrets(db),
      publicUrl: 'http://127.0.0.1',
    });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const base = `http://127.0.0.1:${await listen(server)}${ADMIN_API_BASE}`;

    const login = await fetch(`${base}auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const { data } = (await login.json()) as { data?: { token: string } };
    if (!login.ok || !data) throw new Error(`the bench admin could not sign in: ${login.status}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${data.token}` };

    const latencies = await new Promise<number[]>((resolve, reject) => {
      const worker = new Worker(new URL('./list-load-worker.mjs', import.meta.url), {
        workerData: { url: `${base}chef/list`, headers, queries: BENCH_QUERIES, clients, warmUp: LIST_BENCH.warmUp, requests },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });

    latencies.sort((a, b) => a - b);
    return { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), requests: latencies.length };
  } finally {
    if (server) await new Promise<void>((resolve) => {
      server!.close(() => resolve());
      server!.closeAllConnections();
    });
    await pool.end();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clients = Number(process.env.CLIENTS ?? LIST_BENCH.clients);
  const figures = await measureListLatency({ clients });
  console.log(`chef/list on ${LIST_BENCH.rows} chefs, ${clients} clients, ${figures.requests} requests: p50 ${figures.p50Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms`);
}
