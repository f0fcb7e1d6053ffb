/**
 * Bulk actions (issue #15 item 3): `POST <area>/bulk-status` `{ids, is_active}` and
 * `POST <area>/bulk-delete` `{ids}` for every list with a status or a delete. Each row runs the
 * area's one-row action (server/bulk/row-actions.ts) in a transaction of its own, with its own
 * activity row, one after the other: a refused row (your own account, a chef a class uses, a row
 * gone) is named with the refusal's message and the others go on. Each call sits under its area's
 * prefix, so the module guard (server/auth/area-access.ts) gates it like the area's other calls.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { Hono, type Context } from 'hono';
import { adminPaths } from '../../src/api/contract/admins';
import { blockPricePaths } from '../../src/api/contract/block-prices';
import { bulkDeleteRequest, bulkStatusRequest, type BulkRowResult } from '../../src/api/contract/bulk';
import { chefPaths } from '../../src/api/contract/chefs';
import { classPaths } from '../../src/api/contract/classes';
import { ingredientPaths } from '../../src/api/contract/ingredients';
import { mealPaths } from '../../src/api/contract/meals';
import { subscriptionPaths } from '../../src/api/contract/subscriptions';
import { userPaths } from '../../src/api/contract/users';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../bulk/row-actions';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';
import { deleteAdmin, setAdminStatus } from './admins';
import { deletePrice, setPriceStatus } from './block-prices';
import { deleteChef, setChefStatus } from './chefs';
import { deleteClass, setClassStatus } from './classes';
import { deleteIngredient } from './ingredients';
import { deleteMeal, setMealStatus } from './meals';
import { deletePlan } from './subscriptions';
import { deleteUser, setUserStatus } from './users';

type BulkArea = { bulkDelete: string; remove: DeleteAction } & ({ bulkStatus: string; setStatus: StatusAction } | { bulkStatus?: undefined; setStatus?: undefined });

export const BULK_AREAS: readonly BulkArea[] = [
  { bulkStatus: adminPaths.bulkStatus, setStatus: setAdminStatus, bulkDelete: adminPaths.bulkDelete, remove: deleteAdmin },
  { bulkStatus: userPaths.bulkStatus, setStatus: setUserStatus, bulkDelete: userPaths.bulkDelete, remove: deleteUser },
  { bulkStatus: chefPaths.bulkStatus, setStatus: setChefStatus, bulkDelete: chefPaths.bulkDelete, remove: deleteChef },
  { bulkStatus: mealPaths.bulkStatus, setStatus: setMealStatus, bulkDelete: mealPaths.bulkDelete, remove: deleteMeal },
  { bulkStatus: classPaths.bulkStatus, setStatus: setClassStatus, bulkDelete: classPaths.bulkDelete, remove: deleteClass },
  { bulkStatus: blockPricePaths.bulkStatus, setStatus: setPriceStatus, bulkDelete: blockPricePaths.bulkDelete, remove: deletePrice },
  { bulkDelete: ingredientPaths.bulkDelete, remove: deleteIngredient },
  { bulkDelete: subscriptionPaths.bulkDelete, remove: deletePlan },
];

/** Every row in its own transaction; a refusal names the row, a failure too (logged), and the rest goes on. */
async function eachRow(deps: AppDeps, ids: number[], act: (rowDeps: AppDeps, id: number) => Promise<Answer>): Promise<BulkRowResult[]> {
  const rows: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      rows.push({ id, status: true, ...(await inRowTransaction(deps, (rowDeps) => act(rowDeps, id))) });
    } catch (error) {
      if (error instanceof HttpError) {
        rows.push({ id, status: false, ...error.answer });
      } else {
        deps.logger.error(`Bulk action on row ${id} failed:`, error);
        rows.push({ id, status: false, ...answer('server.error') });
      }
    }
  }
  return rows;
}

function answerRows(c: Context<AppEnv>, rows: BulkRowResult[]) {
  const done = rows.filter((row) => row.status).length;
  const refused = rows.length - done;
  return ok(c, refused === 0 ? answer('bulk.done', { done }) : answer('bulk.done_refused', { done, refused }), { rows, done, refused });
}

export function bulkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const area of BULK_AREAS) {
    if (area.bulkStatus !== undefined) {
      const { setStatus } = area;
      app.post(`/${area.bulkStatus}`, jsonBodyLimit(), async (c) => {
        const { ids, is_active: isActive } = await readJson(c, bulkStatusRequest);
        const actor = rowActor(c, deps);
        return answerRows(c, await eachRow(deps, ids, (rowDeps, id) => setStatus(rowDeps, actor, id, isActive)));
      });
    }
    app.post(`/${area.bulkDelete}`, jsonBodyLimit(), async (c) => {
      const { ids } = await readJson(c, bulkDeleteRequest);
      const actor = rowActor(c, deps);
      return answerRows(c, await eachRow(deps, ids, (rowDeps, id) => area.remove(rowDeps, actor, id)));
    });
  }
  return app;
}
