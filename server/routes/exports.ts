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
import type * as v from 'valibot';
import { activityListRequest, activityPaths, activityRow } from '../../src/api/contract/activity';
import { adminListRequest, adminPaths, adminRow } from '../../src/api/contract/admins';
import { blockPriceListRequest, blockPricePaths, blockPriceRow } from '../../src/api/contract/block-prices';
import { chefListRequest, chefPaths, chefRow } from '../../src/api/contract/chefs';
import { classListRequest, classPaths, classRow } from '../../src/api/contract/classes';
import { ingredientListRequest, ingredientPaths, ingredientRow } from '../../src/api/contract/ingredients';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { mealListRequest, mealPaths, mealRow } from '../../src/api/contract/meals';
import { staticPageListRequest, staticPagePaths, staticPageRow } from '../../src/api/contract/static-pages';
import { subscribedEmailListRequest, subscribedEmailPaths, subscribedEmailRow } from '../../src/api/contract/subscribed-emails';
import { subscriptionListRequest, subscriptionPaths, subscriptionRow } from '../../src/api/contract/subscriptions';
import { userListRequest, userPaths, userRow } from '../../src/api/contract/users';
import { listActivity } from '../activity/activity-records';
import { listClasses } from '../classes/class-records';
import { listPrices } from '../content/block-price-records';
import { listIngredients } from '../content/ingredient-records';
import { listMeals } from '../content/meal-records';
import { listPlans } from '../content/plan-records';
import { listPages } from '../content/static-page-records';
import { listSubscribers } from '../content/subscriber-records';
import type { Database } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { readJson } from '../http/read-json';
import { CSV_BOM, csvColumns, csvLine, csvValues } from '../lists/csv';
import { listAdmins } from '../people/admin-records';
import { listChefs } from '../people/chef-records';
import { listUsers } from '../people/user-records';

/** Rows read per query: large enough that 100,000 rows take 50 queries, small enough to hold. */
export const EXPORT_PAGE_ROWS = 2000;

type RowSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

type Exported<TQuery extends ListQuery> = {
  path: string;
  /** The file's name before the date: `chefs-2026-11-24.csv`. */
  name: string;
  request: v.GenericSchema<unknown, TQuery>;
  row: RowSchema;
  list: (db: Database, query: TQuery) => Promise<ListPage<unknown>>;
};

const exported = <TQuery extends ListQuery>(entry: Exported<TQuery>) => entry as unknown as Exported<ListQuery>;

export const EXPORTS: ReadonlyArray<Exported<ListQuery>> = [
  exported({ path: adminPaths.export, name: 'admins', request: adminListRequest, row: adminRow, list: listAdmins }),
  exported({ path: userPaths.export, name: 'users', request: userListRequest, row: userRow, list: listUsers }),
  exported({ path: chefPaths.export, name: 'chefs', request: chefListRequest, row: chefRow, list: listChefs }),
  exported({ path: mealPaths.export, name: 'meal-types', request: mealListRequest, row: mealRow, list: listMeals }),
  exported({ path: classPaths.export, name: 'classes', request: classListRequest, row: classRow, list: listClasses }),
  exported({ path: ingredientPaths.export, name: 'ingredients', request: ingredientListRequest, row: ingredientRow, list: listIngredients }),
  exported({ path: subscriptionPaths.export, name: 'subscription-plans', request: subscriptionListRequest, row: subscriptionRow, list: listPlans }),
  exported({ path: blockPricePaths.export, name: 'block-prices', request: blockPriceListRequest, row: blockPriceRow, list: listPrices }),
  exported({ path: staticPagePaths.export, name: 'static-pages', request: staticPageListRequest, row: staticPageRow, list: listPages }),
  exported({ path: subscribedEmailPaths.export, name: 'subscribed-emails', request: subscribedEmailListRequest, row: subscribedEmailRow, list: listSubscribers }),
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
