/**
 * `GET <area>/history?id=` (src/api/contract/activity.ts): a record's last changes for its view
 * modal, for every area that has one, and `GET <area>/history/version?id=&version_id=`: the record
 * as one of them left it, which the edit form puts in its fields to restore (issue #33 item 1). Each path sits under its area's prefix, so the module guard
 * (server/auth/area-access.ts) gates it like the area's view.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { historyQuery, historyVersionPath, historyVersionQuery, type ActivityArea } from '../../src/api/contract/activity';
import { findVersion, recordHistory } from '../activity/activity-records';
import { HttpError } from '../http/http-error';
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
    app.get(`/${historyVersionPath(path)}`, async (c) => {
      const { id, version_id: versionId } = readParams(c.req.query(), historyVersionQuery);
      const version = await findVersion(db, area, id, versionId);
      if (!version) throw new HttpError(404, answer('history.version_not_found'));
      return ok(c, answer('history.version'), version);
    });
  }
  return app;
}
