/**
 * GET /api/v1/health: the process is alive and serving (it touches nothing, so a slow database
 * never makes a load balancer kill a healthy process). GET /api/v1/ready: the database and the
 * object storage answer, so this process can take traffic. Both public; issue #16 item 3.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ok, refuse } from '../http/envelope';

export const HEALTH_PATH = '/api/v1/health';
export const READY_PATH = '/api/v1/ready';
/** A key no object is stored under: asking for it proves the store answers, and reads nothing. */
const READY_PROBE_KEY = 'ready-probe/none';
/** A check slower than this counts as not answering. */
const READY_CHECK_MS = 2_000;

const within = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_CHECK_MS).unref())]);

export const healthRoutes = () => new Hono<AppEnv>().get('/', (c) => ok(c, answer('server.ok')));

export function readyRoutes({ db, storage, logger }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const [database, objects] = await Promise.allSettled([within(db.execute(sql`select 1`)), within(storage.head(READY_PROBE_KEY))]);
    const down = [database.status === 'rejected' && 'database', objects.status === 'rejected' && 'storage'].filter(Boolean);
    if (down.length > 0) {
      logger.warn(`Not ready: ${down.join(' and ')} not answering`);
      return refuse(c, 503, answer('server.unavailable', { parts: down.join(' and ') }));
    }
    return ok(c, answer('server.ready'));
  });
}
