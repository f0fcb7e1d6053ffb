/**
 * The address a request came from, for per-address rate limits. Behind a proxy (TRUST_PROXY) it
 * is the last X-Forwarded-For entry, the one our proxy appended: earlier entries are whatever the
 * client chose to send.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../deps';

export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // app.request() in tests has no socket unless the test passes one.
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
