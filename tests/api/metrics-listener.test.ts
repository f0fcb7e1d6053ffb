/**
 * Issue #30 item 6: the metrics listener of its own. It serves GET /metrics from the server's
 * registry on METRICS_HOST (127.0.0.1 by default) and nothing else; a port in use stops the start
 * with one line naming METRICS_PORT; METRICS_PORT=off starts none; close() frees the port.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../server/observability/metrics';
import { MetricsPortInUse, openMetricsListener, startMetricsListener, type MetricsListener } from '../../server/observability/metrics-listener';
import { recordingLogger } from '../support/test-database';

const pool = { totalCount: 3, idleCount: 2, waitingCount: 0 };

describe('the metrics listener', () => {
  const metrics = createMetrics({ pool });
  let listener: MetricsListener;
  beforeAll(async () => {
    listener = await startMetricsListener(metrics.registry, { host: '127.0.0.1', port: 0 });
  });
  afterAll(() => listener.close());

  it('serves the same registry at /metrics on 127.0.0.1, to a request with proxy headers or none', async () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    metrics.failedSignIns.inc(3);
    for (const headers of [{}, { via: '1.1 nginx', 'x-forwarded-for': '203.0.113.7' }] as Array<Record<string, string>>) {
      const answer = await fetch(listener.url, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toContain('mise_sign_in_failures_total 3');
      expect(text).toContain('mise_db_pool_connections{state="busy"} 1');
    }
  });

  it('serves nothing else', async () => {
    const origin = listener.url.replace(/\/metrics$/, '');
    for (const path of ['/', '/api/v1/health', '/metrics/x', '/login']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(listener.url, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a port in use with one line naming METRICS_PORT, and frees its port on close', async () => {
    const port = Number(new URL(listener.url).port);
    const error = await startMetricsListener(metrics.registry, { host: '127.0.0.1', port }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetricsPortInUse);
    expect((error as Error).message).toMatch(/^METRICS_PORT \d+ on 127\.0\.0\.1 is already in use.*set METRICS_PORT/);
    expect((error as Error).message).not.toContain('\n');

    const own = await startMetricsListener(metrics.registry, { host: '127.0.0.1', port: 0 });
    const ownPort = Number(new URL(own.url).port);
    await own.close();
    await new Promise<void>((resolve, reject) => {
      const probe = createServer().once('error', reject);
      probe.listen(ownPort, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });

  it('logs its address when started, and starts nothing with METRICS_PORT=off', async () => {
    const logger = recordingLogger();
    const close = await openMetricsListener(metrics.registry, { metricsHost: '127.0.0.1', metricsPort: 0 }, logger);
    const line = logger.lines.find((each) => each.startsWith('Metrics on '));
    expect(line).toMatch(/^Metrics on http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(line!.slice('Metrics on '.length))).status).toBe(200);
    await close();

    const off = recordingLogger();
    await (await openMetricsListener(metrics.registry, { metricsHost: '127.0.0.1', metricsPort: undefined }, off))();
    expect(off.lines.join('\n')).toContain('METRICS_PORT=off');
    expect(off.lines.join('\n')).not.toContain('Metrics on ');
  });
});
