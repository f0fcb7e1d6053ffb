/** GET /api/v1/health: public; start scripts and tests poll it. It answers ok only when the database does. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ok, refuse } from '../http/envelope';

export const HEALTH_PATH = '/api/v1/health';

export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return refuse(c, 503, 'database unavailable');
    }
    return ok(c, 'ok');
  });
}
