/**
 * The metrics listener (issue #30 item 6): a small HTTP server of its own, on METRICS_HOST:METRICS_PORT
 * (127.0.0.1:9464 by default), that serves only GET /metrics from the server's registry. Who may
 * read it is decided by where it listens, never by a request header; the main port serves
 * /metrics only with METRICS_TOKEN (server/routes/metrics.ts).
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { Logger } from '../logger';

export type MetricsListener = { url: string; close(): Promise<void> };

/** Thrown when the port is taken: the start stops, as for PORT, naming what to change. */
export class MetricsPortInUse extends Error {
  override name = 'MetricsPortInUse';
  constructor(host: string, port: number) {
    super(`METRICS_PORT ${port} on ${host} is already in use (another Mise on this machine?): set METRICS_PORT to a free port, 0 for any, or off.`);
  }
}

function serve(registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: this listener serves GET /metrics only.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected.\n'),
    );
  });
}

export function startMetricsListener(registry: Registry, options: { host: string; port: number }): Promise<MetricsListener> {
  const server = serve(registry);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new MetricsPortInUse(options.host, options.port) : error));
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as { port: number };
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({
        url: `http://${host}:${port}/metrics`,
        // A scrape is short: closing the idle keep-alive connections is enough to let close() end.
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** What the server starts: the listener METRICS_PORT asks for, its address logged; returns its closer. */
export async function openMetricsListener(registry: Registry, config: Pick<Config, 'metricsHost' | 'metricsPort'>, logger: Logger): Promise<() => Promise<void>> {
  if (config.metricsPort === undefined) {
    logger.info('Metrics listener off (METRICS_PORT=off): /metrics is served only on the main port, with METRICS_TOKEN.');
    return async () => {};
  }
  const listener = await startMetricsListener(registry, { host: config.metricsHost, port: config.metricsPort });
  logger.info(`Metrics on ${listener.url}`);
  return listener.close;
}
