/**
 * The sessions calls (areas/sessions/sessions-contract.ts, issue #32 item 3): behind the session guard;
 * every admin sees and ends their own sessions, only the super admin ends another admin's.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { adminAnswer } from '../../admins/admin-contract';
import { endAllSessionsRequest, endSessionRequest, sessionAnswer, sessionPaths } from '../sessions-contract';
import { accountEntry } from '../../../server/activity/account-entry';
import { fullName, signedInWho, type ActivityWho } from '../../../server/activity/activity-who';
import { recordActivity } from '../../../server/activity/record-activity';
import { MODULE_REQUIRED } from '../../../server/auth/module-required';
import { endOwnSession, endSessionsOf, listSessions } from './session-list';
import { admins } from '../../../server/db/schema';
import type { Database, Transaction } from '../../../server/db/client';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { readJson } from '../../../server/http/read-json';

export const SESSION_NOT_FOUND = sessionAnswer('sessions.not_found');

/**
 * Ends sessions and, when it ended any, logs it in the same transaction (an ending of nothing
 * changes nothing and writes no row): on the owner's account, by the admin who asked.
 */
async function endLogged(db: Database, who: ActivityWho, owner: { id: number; label: string }, end: (tx: Transaction) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await end(tx);
    if (ended > 0) await recordActivity(tx, who, { ...accountEntry('sessions-ended', who), record: owner });
    return ended;
  });
}

export function sessionRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>()
    .get(`/${sessionPaths.list}`, async (c) => {
      const { admin, sessionId } = c.var.signedIn;
      return ok(c, sessionAnswer('sessions.list'), { rows: await listSessions(db, admin.id, sessionId, clock.now(), config.sessionIdleMinutes) });
    })
    .post(`/${sessionPaths.end}`, jsonBodyLimit(), async (c) => {
      const { id } = await readJson(c, endSessionRequest);
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: who.adminId, label: who.adminName }, async (tx) => Number(await endOwnSession(tx, who.adminId, id, who.at)));
      if (ended === 0) throw new HttpError(404, SESSION_NOT_FOUND);
      return ok(c, sessionAnswer('sessions.ended'), { ended });
    })
    .post(`/${sessionPaths.endOthers}`, async (c) => {
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: who.adminId, label: who.adminName }, (tx) => endSessionsOf(tx, who.adminId, who.at, c.var.signedIn.sessionId));
      return ok(c, sessionAnswer('sessions.ended'), { ended });
    })
    .post(`/${sessionPaths.endAllOf}`, jsonBodyLimit(), async (c) => {
      if (c.var.signedIn.admin.userType !== 'super_admin') throw new HttpError(403, MODULE_REQUIRED);
      const { admin_id: adminId } = await readJson(c, endAllSessionsRequest);
      const [found] = await db.select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, adminId));
      if (!found) throw new HttpError(404, adminAnswer('admin.not_found'));
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: found.id, label: fullName(found) }, (tx) => endSessionsOf(tx, adminId, who.at));
      return ok(c, sessionAnswer('sessions.ended'), { ended });
    });
}
