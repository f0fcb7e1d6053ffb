/**
 * The activity log's calls (src/api/contract/activity.ts, issue #15 item 1): `POST activity/list`,
 * `GET activity/admins` and `GET activity/chain` (issue #32 item 5). No module opens them (server/auth/area-access.ts names no `activity/`
 * prefix), so only the super admin passes the guard. There is no call that edits or deletes a row.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { activityListRequest, activityPaths } from '../../src/api/contract/activity';
import { activityAdmins, listActivity } from '../activity/activity-records';
import { verifyActivityChain } from '../activity/chain-verify';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { readJson } from '../http/read-json';

export function activityRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .post(`/${activityPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, activityListRequest);
      return ok(c, answer('activity.list'), await listActivity(db, query));
    })
    .get(`/${activityPaths.admins}`, async (c) => ok(c, answer('activity.admins'), { rows: await activityAdmins(db) }))
    // The whole chain, page by page: the Activity area's "Check the log", as `npm run audit:verify`.
    .get(`/${activityPaths.chain}`, async (c) => ok(c, answer('activity.chain'), await verifyActivityChain(db)));
}
