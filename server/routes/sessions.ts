/**
 * The sessions calls (src/api/contract/sessions.ts, issue #32 item 3): behind the session guard;
 * every admin sees and ends their own sessions, only the super admin ends another admin's.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import { endAllSessionsRequest, endSessionRequest, sessionPaths } from '../../src/api/contract/sessions';
import { MODULE_REQUIRED } from '../auth/area-access';
import { endOwnSession, endSessionsOf, listSessions } from '../auth/session-list';
import { admins } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

export const SESSION_NOT_FOUND = answer('sessions.not_found');

export function sessionRoutes({ db, clock, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get(`/${sessionPaths.list}`, async (c) => {
      const { admin, sessionId } = c.var.signedIn;
      return ok(c, answer('sessions.list'), { rows: await listSessions(db, admin.id, sessionId, clock.now(), config.sessionIdleMinutes) });
    })
    .post(`/${sessionPaths.end}`, jsonBodyLimit(), async (c) => {
      const { id } = await readJson(c, endSessionRequest);
      if (!(await endOwnSession(db, c.var.signedIn.admin.id, id, clock.now()))) throw new HttpError(404, SESSION_NOT_FOUND);
      return ok(c, answer('sessions.ended'), { ended: 1 });
    })
    .post(`/${sessionPaths.endOthers}`, async (c) => {
      const { admin, sessionId } = c.var.signedIn;
      return ok(c, answer('sessions.ended'), { ended: await endSessionsOf(db, admin.id, clock.now(), sessionId) });
    })
    .post(`/${sessionPaths.endAllOf}`, jsonBodyLimit(), async (c) => {
      if (c.var.signedIn.admin.userType !== 'super_admin') throw new HttpError(403, MODULE_REQUIRED);
      const { admin_id: adminId } = await readJson(c, endAllSessionsRequest);
      const [found] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId));
      if (!found) throw new HttpError(404, answer('admin.not_found'));
      return ok(c, answer('sessions.ended'), { ended: await endSessionsOf(db, adminId, clock.now()) });
    });
}
