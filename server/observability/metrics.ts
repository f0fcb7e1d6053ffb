/**
 * The server's Prometheus metrics (issue #16 item 3), on a registry of its own (tests build many
 * apps in one process): requests and their latency by route, the database pool, video upload
 * bytes and parts, failed sign-ins, the mail queue (sent, failed for good, dropped as expired,
 * waiting), and prom-client's process metrics (CPU, memory, event loop).
 */
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { pool } = options;

  new Gauge({
    name: 'mise_db_pool_connections',
    help: 'Connections of the database pool, by state (idle, busy) and callers waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  return {
    registry,
    requests: new Counter({
      name: 'mise_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    latency: new Histogram({
      name: 'mise_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being handed over, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    uploadParts: new Counter({
      name: 'mise_upload_parts_total',
      help: 'Video parts of finished uploads.',
      registers,
    }),
    uploadBytes: new Counter({
      name: 'mise_upload_bytes_total',
      help: 'Bytes of finished video uploads.',
      registers,
    }),
    dependencyUp: new Gauge({
      name: 'mise_dependency_up',
      help: 'What the last /api/v1/ready found of each dependency: 1 up, 0 down (database, storage) or degraded (mail).',
      labelNames: ['dependency'],
      registers,
    }),
    failedSignIns: new Counter({
      name: 'mise_sign_in_failures_total',
      help: 'Sign-ins refused: wrong e-mail or password, inactive account, or too many attempts.',
      registers,
    }),
    mailSent: new Counter({
      name: 'mise_mail_sent_total',
      help: 'Queued mails handed to the mail server (or written to the outbox) by this process.',
      registers,
    }),
    mailFailed: new Counter({
      name: 'mise_mail_failed_total',
      help: 'Queued mails given up after their last retry failed.',
      registers,
    }),
    mailExpired: new Counter({
      name: 'mise_mail_expired_total',
      help: 'Queued mails dropped unsent because their content (OTP, link, code) had expired.',
      registers,
    }),
  };
}

/** The gauge of mails waiting in the queue (new or waiting for a retry), read at each scrape. */
export function watchQueuedMails(metrics: Metrics, count: () => Promise<number>): void {
  new Gauge({
    name: 'mise_mail_queued',
    help: 'Mails waiting in the queue: not yet tried, or waiting for a retry.',
    registers: [metrics.registry],
    async collect() {
      this.set(await count().catch(() => Number.NaN));
    },
  });
}
