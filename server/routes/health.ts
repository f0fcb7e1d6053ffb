/**
 * GET /api/v1/health: the process is alive and serving (it touches nothing, so a slow database
 * never makes a load balancer kill a healthy process). GET /api/v1/ready: this process can take
 * traffic (issue #16 item 3, issue #30 item 3): the database answers, the object store exists and
 * takes a write, and the process is not draining. Its body lists each dependency: `up` or `down`,
 * and mail `up` or `degraded`. Mail down does not make the process unready (mails wait in the
 * queue), it is said in the body and in `mise_dependency_up`.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ok } from '../http/envelope';

export const HEALTH_PATH = '/api/v1/health';
export const READY_PATH = '/api/v1/ready';
/**
 * A small object every process overwrites: a HEAD of a missing key answers even when the bucket is
 * gone or read-only, a write does not.
 */
export const READY_PROBE_KEY = 'ready-probe/probe';
const READY_PROBE_BYTES = new TextEncoder().encode('ready\n');
/** A check slower than this counts as not answering. */
const READY_CHECK_MS = 2_000;
/**
 * A successful write is trusted this long: balancers probe every few seconds, and a write per
 * probe per process is needless traffic (and cost, on S3). A failure is never remembered.
 */
const STORAGE_WRITE_TRUSTED_MS = 10_000;

const within = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_CHECK_MS).unref())]);

export const healthRoutes = () => new Hono<AppEnv>().get('/', (c) => ok(c, answer('server.ok')));

/** A refusal that still lists the dependencies: the envelope's `refuse` carries no data. */
const unready = (c: Context<AppEnv>, said: Answer, data: object) => c.json({ status: false, ...said, data }, 503);

type State = 'up' | 'down' | 'degraded';

export function readyRoutes({ db, storage, logger, clock, metrics, lifecycle, mailQueue }: AppDeps) {
  let storageWrittenAt = Number.NEGATIVE_INFINITY;
  // Balancers probe every few seconds: mail's state is logged when it changes, not at each probe.
  let mailWasOk = true;
  const storageTakesAWrite = async () => {
    if (clock.now().getTime() - storageWrittenAt < STORAGE_WRITE_TRUSTED_MS) return;
    await storage.put(READY_PROBE_KEY, READY_PROBE_BYTES, 'text/plain');
    storageWrittenAt = clock.now().getTime();
  };

  return new Hono<AppEnv>().get('/', async (c) => {
    const [database, objects] = await Promise.allSettled([within(db.execute(sql`select 1`)), within(storageTakesAWrite())]);
    const mail = mailQueue.health();
    const dependencies: Record<'database' | 'storage' | 'mail', State> = {
      database: database.status === 'fulfilled' ? 'up' : 'down',
      storage: objects.status === 'fulfilled' ? 'up' : 'down',
      mail: mail.ok ? 'up' : 'degraded',
    };
    for (const [name, state] of Object.entries(dependencies)) metrics.dependencyUp.set({ dependency: name }, state === 'up' ? 1 : 0);
    if (mail.ok !== mailWasOk) {
      if (mail.ok) logger.info('Mail is sent again.');
      else logger.warn(`Mail is degraded (${mail.detail ?? 'the last send failed'}); mails wait in the queue.`);
      mailWasOk = mail.ok;
    }

    if (lifecycle?.draining()) return unready(c, answer('server.shutting_down'), { ...dependencies, draining: true });
    const down = (['database', 'storage'] as const).filter((name) => dependencies[name] === 'down');
    if (down.length > 0) {
      logger.warn(`Not ready: ${down.join(' and ')} not answering`);
      return unready(c, answer('server.unavailable', { parts: down.join(' and ') }), dependencies);
    }
    return ok(c, answer('server.ready'), dependencies);
  });
}
