/**
 * `GET <area>/history?id=` (src/api/contract/activity.ts): a record's last changes for its view
 * modal, for every area that has one. Each path sits under its area's prefix, so the module guard
 * (server/auth/area-access.ts) gates it like the area's view.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { historyQuery, type ActivityArea } from '../../src/api/contract/activity';
import { recordHistory } from '../activity/activity-records';
import type { AppDeps, AppEnv } from '../deps';
import { ok } from '../http/envelope';
import { readParams } from '../http/read-query';
import { SERVER_AREAS } from '../areas';

export const HISTORY_AREAS: ReadonlyArray<{ path: string; area: ActivityArea }> = SERVER_AREAS.flatMap((area) => (area.history ? [area.history] : []));

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
