/**
 * CSV export of every list (issue #15 item 4): `POST <area>/export` takes the list body and
 * answers the rows of its search and sort, all pages, as `text/csv` (server/lists/csv.ts). The
 * rows are read in pages of EXPORT_PAGE_ROWS inside one read-only, repeatable-read transaction, so
 * the export is one consistent picture of the list however long it streams, and the server holds
 * one page in memory at a time. Each call sits under its area's prefix, so the module guard
 * (server/auth/area-access.ts) gates it like the list.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { activityListRequest, activityPaths, activityRow } from '../../src/api/contract/activity';
import type { ListQuery } from '../../src/api/contract/list';
import { listActivity } from '../activity/activity-records';
import type { Database } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { readJson } from '../http/read-json';
import { CSV_BOM, csvColumns, csvLine, csvValues } from '../lists/csv';
import { SERVER_AREAS } from '../areas';
import { exported, type Exported } from '../lists/exported';

/** Rows read per query: large enough that 100,000 rows take 50 queries, small enough to hold. */
export const EXPORT_PAGE_ROWS = 2000;


export const EXPORTS: ReadonlyArray<Exported<ListQuery>> = [
  ...SERVER_AREAS.flatMap((area) => (area.export ? [area.export] : [])),
  // The super admin's log of who did what (SUPER_ADMIN_ONLY in server/auth/area-access.ts).
  exported({ path: activityPaths.export, name: 'activity', request: activityListRequest, row: activityRow, list: listActivity }),
];

function streamCsv(c: Context<AppEnv>, deps: AppDeps, entry: Exported<ListQuery>, query: ListQuery) {
  const { db } = deps;
  const columns = csvColumns(entry.row);
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${entry.name}-${day}.csv"`);
  return stream(c, async (out) => {
    await db.transaction(
      async (tx) => {
        await out.write(CSV_BOM + csvLine(columns.map((column) => column.header)));
        for (let page = 1; !out.aborted; page += 1) {
          const { rows } = await entry.list(tx as unknown as Database, { ...query, page, pageSize: EXPORT_PAGE_ROWS });
          if (rows.length > 0) await out.write(rows.map((row) => csvLine(csvValues(row, columns))).join(''));
          if (rows.length < EXPORT_PAGE_ROWS) break;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }, async (error, out) => {
    // The 200 has gone out: a cut connection is the only way left to say the file is not whole.
    deps.logger.error(`CSV export of ${entry.path} failed:`, error);
    await out.abort();
  });
}

export function exportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const entry of EXPORTS) {
    routes.post(`/${entry.path}`, jsonBodyLimit(), async (c) => streamCsv(c, deps, entry, await readJson(c, entry.request)));
  }
  return routes;
}
