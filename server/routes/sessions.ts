/**
 * The sessions calls (src/api/contract/sessions.ts, issue #32 item 3): behind the session guard;
 * every admin sees and ends their own sessions, only the super admin ends another admin's.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import { adminAnswer } from '../../areas/admins/admin-contract';
import { endAllSessionsRequest, endSessionRequest, sessionPaths } from '../../src/api/contract/sessions';
import { accountEntry } from '../activity/account-entry';
import { fullName, signedInWho, type ActivityWho } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { MODULE_REQUIRED } from '../auth/area-access';
import { endOwnSession, endSessionsOf, listSessions } from '../auth/session-list';
import { admins } from '../db/schema';
import type { Database, Transaction } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

export const SESSION_NOT_FOUND = answer('sessions.not_found');

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
      return ok(c, answer('sessions.list'), { rows: await listSessions(db, admin.id, sessionId, clock.now(), config.sessionIdleMinutes) });
    })
    .post(`/${sessionPaths.end}`, jsonBodyLimit(), async (c) => {
      const { id } = await readJson(c, endSessionRequest);
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: who.adminId, label: who.adminName }, async (tx) => Number(await endOwnSession(tx, who.adminId, id, who.at)));
      if (ended === 0) throw new HttpError(404, SESSION_NOT_FOUND);
      return ok(c, answer('sessions.ended'), { ended });
    })
    .post(`/${sessionPaths.endOthers}`, async (c) => {
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: who.adminId, label: who.adminName }, (tx) => endSessionsOf(tx, who.adminId, who.at, c.var.signedIn.sessionId));
      return ok(c, answer('sessions.ended'), { ended });
    })
    .post(`/${sessionPaths.endAllOf}`, jsonBodyLimit(), async (c) => {
      if (c.var.signedIn.admin.userType !== 'super_admin') throw new HttpError(403, MODULE_REQUIRED);
      const { admin_id: adminId } = await readJson(c, endAllSessionsRequest);
      const [found] = await db.select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName }).from(admins).where(eq(admins.id, adminId));
      if (!found) throw new HttpError(404, adminAnswer('admin.not_found'));
      const who = signedInWho(c, deps);
      const ended = await endLogged(db, who, { id: found.id, label: fullName(found) }, (tx) => endSessionsOf(tx, adminId, who.at));
      return ok(c, answer('sessions.ended'), { ended });
    });
}
