/**
 * Bulk actions (issue #15 item 3): `POST <area>/bulk-status` `{ids, is_active}` and
 * `POST <area>/bulk-delete` `{ids}` for every list with a status or a delete. Each row runs the
 * area's one-row action (server/bulk/row-actions.ts) in a transaction of its own, with its own
 * activity row, one after the other: a refused row (your own account, a chef a class uses, a row
 * gone) is named with the refusal's message and the others go on. Each call sits under its area's
 * prefix, so the module guard (server/auth/area-access.ts) gates it like the area's other calls.
 *
 * Instead of ids a body may carry `match`, the area's list request (issue #31 item 4, "select all
 * matching"): the rows are then those its search and filters find (server/bulk/matching-rows.ts),
 * read by the area's export entry (the same list query), and only the refused rows are listed.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { bulkDeleteRequest, bulkMatchDeleteRequest, bulkMatchStatusRequest, bulkStatusRequest, namesRowsByMatch, type BulkRowResult } from '../../src/api/contract/bulk';
import { matchingIds } from '../bulk/matching-rows';
import { inRowTransaction, rowActor } from '../bulk/row-actions';
import { rowByRow } from '../bulk/row-by-row';
import type { ListQuery } from '../../src/api/contract/list';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { readJson } from '../http/read-json';
import { EXPORTS } from './exports';
import { SERVER_AREAS } from '../areas';
import type { BulkArea } from '../bulk/bulk-area';


export const BULK_AREAS: readonly BulkArea[] = SERVER_AREAS.flatMap((area) => (area.bulk ? [area.bulk] : []));

/** Every row in its own transaction (server/bulk/row-by-row.ts): a refusal names the row and the rest goes on. */
const eachRow = (deps: AppDeps, ids: number[], act: (rowDeps: AppDeps, id: number) => Promise<Answer>): Promise<BulkRowResult[]> =>
  rowByRow(
    deps.logger,
    ids,
    async (id) => ({ id, status: true, ...(await inRowTransaction(deps, (rowDeps) => act(rowDeps, id))) }),
    (id, why) => ({ id, status: false, ...why }),
  );

/** Each refused row with its name as its list shows it, when it is still stored. */
async function namedRefusals(deps: AppDeps, area: BulkArea, rows: BulkRowResult[]): Promise<BulkRowResult[]> {
  const labels = await area.labels(deps.db, rows.filter((row) => !row.status).map((row) => row.id));
  return rows.map((row) => {
    const label = row.status ? undefined : labels.get(row.id);
    return label === undefined ? row : { ...row, label };
  });
}

/** By `match` (up to thousands of rows) only the refused rows are listed; by ids, every row. */
async function answerRows(c: Context<AppEnv>, deps: AppDeps, area: BulkArea, rows: BulkRowResult[], onlyRefused = false) {
  const done = rows.filter((row) => row.status).length;
  const refused = rows.length - done;
  const listed = await namedRefusals(deps, area, onlyRefused ? rows.filter((row) => !row.status) : rows);
  return ok(c, refused === 0 ? answer('bulk.done', { done }) : answer('bulk.done_refused', { done, refused }), { rows: listed, done, refused });
}

/** The area's list (request and query), found by its export under the same prefix. */
function listOf(area: BulkArea) {
  const prefix = area.bulkDelete.slice(0, area.bulkDelete.lastIndexOf('/'));
  const entry = EXPORTS.find((each) => each.path === `${prefix}/export`);
  if (!entry) throw new Error(`The bulk area ${prefix} has no list export to find its matching rows by`);
  return entry;
}

/**
 * The body by ids or by `match`, and the ids it names. The body is read twice (Hono keeps its
 * text): first only as an object, to know which of the two schemas it must meet.
 */
async function readRows<TIds extends v.GenericSchema, TMatch extends v.GenericSchema>(
  c: Context<AppEnv>,
  deps: AppDeps,
  area: BulkArea,
  schemas: { byIds: TIds; byMatch: TMatch },
): Promise<{ body: v.InferOutput<TIds> | v.InferOutput<TMatch>; ids: number[]; byMatch: boolean }> {
  const byMatch = namesRowsByMatch(await readJson(c, v.looseObject({})));
  if (!byMatch) {
    const body = await readJson(c, schemas.byIds);
    return { body, ids: (body as { ids: number[] }).ids, byMatch };
  }
  const body = await readJson(c, schemas.byMatch);
  const { match, count } = body as { match: ListQuery; count: number };
  return { body, ids: await matchingIds(deps, listOf(area).list, match, count), byMatch };
}

export function bulkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const area of BULK_AREAS) {
    const listRequest = listOf(area).request;
    if (area.bulkStatus !== undefined) {
      const { setStatus } = area;
      const schemas = { byIds: bulkStatusRequest, byMatch: bulkMatchStatusRequest(listRequest) };
      app.post(`/${area.bulkStatus}`, jsonBodyLimit(), async (c) => {
        const { body, ids, byMatch } = await readRows(c, deps, area, schemas);
        const actor = rowActor(c, deps);
        return answerRows(c, deps, area, await eachRow(deps, ids, (rowDeps, id) => setStatus(rowDeps, actor, id, body.is_active)), byMatch);
      });
    }
    const schemas = { byIds: bulkDeleteRequest, byMatch: bulkMatchDeleteRequest(listRequest) };
    app.post(`/${area.bulkDelete}`, jsonBodyLimit(), async (c) => {
      const { ids, byMatch } = await readRows(c, deps, area, schemas);
      const actor = rowActor(c, deps);
      return answerRows(c, deps, area, await eachRow(deps, ids, (rowDeps, id) => area.remove(rowDeps, actor, id)), byMatch);
    });
  }
  return app;
}
