/**
 * The load generator of bench/list-latency.ts, in its own thread so that the clients' work
 * (building requests, parsing answers) does not queue behind the server on one event loop.
 * Plain JavaScript: a worker thread does not go through tsx. Posts the recorded latencies (ms).
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, queries, clients, warmUp, requests } = workerData;

let issued = 0;
const latencies = [];

async function client(total, record) {
  while (issued < total) {
    const query = queries[issued % queries.length];
    issued += 1;
    const started = performance.now();
    const answer = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ ...query, page: 1 }) });
    const body = await answer.json();
    if (!answer.ok || !body.status || !body.data?.count) throw new Error(`chef/list answered ${answer.status}: ${body.message}`);
    if (record) latencies.push(performance.now() - started);
  }
}

async function round(total, record) {
  issued = 0;
  await Promise.all(Array.from({ length: clients }, () => client(total, record)));
}

await round(warmUp, false);
await round(requests, true);
parentPort.postMessage(latencies);
