/**
 * GET /metrics: Prometheus' text format (issue #16 item 3). Answered to the machine itself
 * (loopback, and not through a proxy on it, which would bring everyone's requests from there),
 * or to anyone with METRICS_TOKEN as a bearer token.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';

export const METRICS_PATH = '/metrics';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function fromLoopback(c: Context<AppEnv>): boolean {
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address !== undefined && LOOPBACK.test(address) && PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}

function hasToken(c: Context<AppEnv>, token: string | undefined): boolean {
  const sent = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (token === undefined || sent === undefined) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes({ metrics, config }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!fromLoopback(c) && !hasToken(c, config.metricsToken)) {
      return c.text('Metrics are served to this machine, or with the METRICS_TOKEN bearer token.\n', 403);
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
