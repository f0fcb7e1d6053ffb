/**
 * Issue #33's live budgets (DESIGN.md section 7): two server processes on one PostgreSQL (the
 * system's, as the fleet test runs), LIVE_STREAMS streams of `GET live` open on process B, and
 * LIVE_CHANGES chefs added one after another through process A. Measured from the client's side:
 * the time from sending each add to each stream receiving its event (p50, p99 over every stream
 * and change), and what the open streams cost process B, the growth of its resident memory (and
 * of its JavaScript heap, shown) from before they opened to while they are open, per stream, as
 * its own metrics report them. Alone: `tsx bench/live-streams.ts`.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ADMIN_API_BASE } from '../src/api/contract/paths';
import { apiToken } from '../tests/support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../tests/support/server-process';
import { startSystemPostgres } from '../tests/support/system-postgres';

export const LIVE_STREAMS = 200;
const LIVE_CHANGES = 100;
/** A change reaches a list open on another process in at most this, at p99. */
export const LIVE_P99_BUDGET_MS = 1_000;
/** Each open stream costs the server at most this. */
export const LIVE_STREAM_BUDGET_KB = 50;

export type LiveFigures = { streams: number; changes: number; p50Ms: number; p99Ms: number; rssKbPerStream: number; heapKbPerStream: number; received: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function memoryOf(server: ServerProcess): Promise<{ rss: number; heap: number }> {
  // The metrics listener's address names its path (…/metrics).
  if (!server.metricsUrl) throw new Error('the server logged no metrics address');
  const text = await (await fetch(server.metricsUrl)).text();
  const read = (name: string) => {
    const value = Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?)`, 'm').exec(text)?.[1]);
    if (!Number.isFinite(value)) throw new Error(`the metrics hold no ${name}`);
    return value;
  };
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/** A stream as a browser tab holds one: each change's record label with the moment it came. */
async function openStream(server: ServerProcess, token: string, heard: (label: string) => void, signal: AbortSignal) {
  const answer = await fetch(`${server.url}${ADMIN_API_BASE}live`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal });
  if (answer.status !== 200) throw new Error(`GET live answered ${answer.status}`);
  const events = answer.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await events.read();
        if (done) return;
        if (value.event === 'change') heard((JSON.parse(value.data) as { record_label: string }).record_label);
      }
    } catch {
      // aborted at the end
    }
  })();
}

export async function measureLiveStreams(): Promise<LiveFigures> {
  const database = await startSystemPostgres();
  const servers: ServerProcess[] = [];
  const stop = new AbortController();
  try {
    const env = { DATABASE_URL: database.url };
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [tokenA, tokenB] = [await apiToken(a), await apiToken(b)];
    // Settled: the start's own work done, a first request served.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = await memoryOf(b);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (let index = 0; index < LIVE_STREAMS; index++) {
      await openStream(b, tokenB, (label) => {
        const sent = sentAt.get(label);
        if (sent !== undefined) latencies.push(performance.now() - sent);
      }, stop.signal);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const open = await memoryOf(b);

    for (let index = 0; index < LIVE_CHANGES; index++) {
      const name = `Live bench chef ${index}`;
      const form = new FormData();
      form.append('name', name);
      form.append('email', `live.bench.${index}@bench.test`);
      sentAt.set(name, performance.now());
      const answer = await fetch(`${a.url}${ADMIN_API_BASE}chef/add`, { method: 'POST', headers: { authorization: `Bearer ${tokenA}` }, body: form });
      if (!answer.ok) throw new Error(`chef/add answered ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The last events on their way.
    const deadline = Date.now() + 5_000;
    while (latencies.length < LIVE_STREAMS * LIVE_CHANGES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const sorted = [...latencies].sort((x, y) => x - y);
    // A change a stream never got counts as over the budget, not as missing.
    while (sorted.length < LIVE_STREAMS * LIVE_CHANGES) sorted.push(Number.POSITIVE_INFINITY);
    return {
      streams: LIVE_STREAMS,
      changes: LIVE_CHANGES,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      rssKbPerStream: (open.rss - before.rss) / 1024 / LIVE_STREAMS,
      heapKbPerStream: (open.heap - before.heap) / 1024 / LIVE_STREAMS,
      received: latencies.length,
    };
  } finally {
    stop.abort();
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) removeDataDir(server.dataDir);
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLiveStreams();
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}
