/**
 * The load generator of bench/list-throughput.ts, run as its own process (child_process.fork) so
 * that its work never shares an event loop, or a process's CPU account, with the server it
 * measures. Plain JavaScript: a forked child does not go through tsx.
 *
 * Two modes over the same closed loop of `clients` concurrent clients, each sending its next call
 * as soon as the last one answered, cycling through the calls it was given:
 * - `http`: POST each body to `url` over keep-alive connections (one socket a client);
 * - `sql`: send each call's recorded statements (text and parameters) one after another on one
 *   pooled node-postgres connection, as the server does.
 * It answers one message: the latency of every measured call (ms) and the wall time of the
 * measured round (ms).
 */
import http from 'node:http';
import pg from 'pg';

const job = JSON.parse(process.argv[2]);

function httpCaller() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const target = new URL(job.url);
  const post = (body) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { ...job.headers, 'content-length': payload.length },
        },
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (answer.statusCode !== 200) return reject(new Error(`${job.url} answered ${answer.statusCode}: ${text.slice(0, 200)}`));
            const parsed = JSON.parse(text);
            // Every bench search matches rows: an answer without them is a broken call, not a fast one.
            if (!parsed.status || !(parsed.data?.rows?.length > 0)) return reject(new Error(`${job.url} answered no rows: ${text.slice(0, 200)}`));
            resolve();
          });
          answer.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { call: (index) => post(job.bodies[index % job.bodies.length]), close: async () => agent.destroy() };
}

function sqlCaller() {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.clients });
  const call = async (index) => {
    const statements = job.statements[index % job.statements.length];
    const client = await pool.connect();
    try {
      let rows = 0;
      for (const statement of statements) rows += (await client.query({ text: statement.text, values: statement.values })).rowCount ?? 0;
      if (rows === 0) throw new Error('a recorded list call returned no rows');
    } finally {
      client.release();
    }
  };
  return { call, close: () => pool.end() };
}

const caller = job.mode === 'http' ? httpCaller() : sqlCaller();

async function round(total, latencies) {
  let issued = 0;
  const client = async () => {
    while (issued < total) {
      const index = issued;
      issued += 1;
      const started = performance.now();
      await caller.call(index);
      latencies?.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: job.clients }, client));
}

try {
  await round(job.warmUp, undefined);
  const latencies = [];
  const started = performance.now();
  await round(job.requests, latencies);
  const wallMs = performance.now() - started;
  await caller.close();
  process.send({ latencies, wallMs }, () => process.exit(0));
} catch (error) {
  process.send({ error: String(error?.stack ?? error) }, () => process.exit(1));
}
