/**
 * Every request leaves one log line and its metrics (issue #16 item 3): method, the route's
 * pattern (never the address with its query, which may carry a token), status, duration and a
 * request id. The id comes from the proxy in front when it sent a sane one, else it is made here,
 * and it is echoed in X-Request-Id so a person reporting a problem can quote it.
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from '../deps';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a proxy's id may look like: no spaces or line breaks to forge log lines with. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const observeRequests = ({ logger, metrics }: Pick<AppDeps, 'logger' | 'metrics'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const offered = c.req.header(REQUEST_ID_HEADER);
    const requestId = offered !== undefined && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A response with immutable headers (a redirect): copied once to carry the id.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const seconds = (performance.now() - started) / 1000;
    // The handler that answered; a request no route took is one label, not one per address.
    const route = routePath(c) || 'unmatched';
    const { method } = c.req;
    const status = c.res.status;
    metrics.requests.inc({ method, route, status });
    metrics.latency.observe({ method, route }, seconds);
    logger.request({ requestId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10 });
  });
