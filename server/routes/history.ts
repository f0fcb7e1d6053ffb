/**
 * `GET <area>/history?id=` (src/api/contract/activity.ts): a record's last changes for its view
 * modal, for every area that has one. Each path sits under its area's prefix, so the module guard
 * (server/auth/area-access.ts) gates it like the area's view.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { adminPaths } from '../../src/api/contract/admins';
import { historyQuery, type ActivityArea } from '../../src/api/contract/activity';
import { chefPaths } from '../../src/api/contract/chefs';
import { classPaths } from '../../src/api/contract/classes';
import { mealPaths } from '../../src/api/contract/meals';
import { staticPagePaths } from '../../src/api/contract/static-pages';
import { subscriptionPaths } from '../../src/api/contract/subscriptions';
import { userPaths } from '../../src/api/contract/users';
import { recordHistory } from '../activity/activity-records';
import type { AppDeps, AppEnv } from '../deps';
import { ok } from '../http/envelope';
import { readParams } from '../http/read-query';

export const HISTORY_AREAS: ReadonlyArray<{ path: string; area: ActivityArea }> = [
  { path: adminPaths.history, area: 'admin' },
  { path: userPaths.history, area: 'user' },
  { path: chefPaths.history, area: 'chef' },
  { path: mealPaths.history, area: 'meal' },
  { path: classPaths.history, area: 'class' },
  { path: subscriptionPaths.history, area: 'subscription' },
  { path: staticPagePaths.history, area: 'static-page' },
];

export function historyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const { path, area } of HISTORY_AREAS) {
    app.get(`/${path}`, async (c) => {
      const { id } = readParams(c.req.query(), historyQuery);
      return ok(c, answer('history.list'), { rows: await recordHistory(db, area, id) });
    });
  }
  return app;
}
