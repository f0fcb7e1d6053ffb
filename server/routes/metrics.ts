/**
 * GET /metrics on the main port (issue #16 item 3, issue #30 item 6): only for the bearer of
 * METRICS_TOKEN. Anyone else gets a plain 404 `Not found` (never the SPA), whatever headers or
 * address the request comes with: a proxy on this machine makes every visitor look local, so no
 * header or peer address may decide. Scrapers on the machine use the metrics listener
 * (server/observability/metrics-listener.ts) instead.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { handleNotFound } from '../http/errors';

export const METRICS_PATH = '/metrics';

function hasToken(c: Context<AppEnv>, token: string | undefined): boolean {
  const sent = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (token === undefined || sent === undefined) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes({ metrics, config }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    // 404, not 403: without the token the address does not exist, so it tells a scanner nothing.
    if (!hasToken(c, config.metricsToken)) return handleNotFound(c);
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
