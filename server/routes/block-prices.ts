/**
 * The block-price contract group, "blok price" in the spec (src/api/contract/block-prices.ts,
 * spec section 7 "Block prices"), behind the session guard: list, view, add, edit (JSON), status,
 * delete.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  blockPriceAddRequest,
  blockPriceEditRequest,
  blockPriceIdQuery,
  blockPriceListRequest,
  blockPricePaths,
  blockPriceStatusQuery,
} from '../../src/api/contract/block-prices';
import { findPrice, listPrices, PRICE_NOT_FOUND, toPriceRow } from '../content/block-price-records';
import { blockPrices } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import type { DeleteAction, StatusAction } from '../bulk/row-actions';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { basedOn, goneOrStale, nextVersion } from '../http/edit-version';
import { readJson } from '../http/read-json';
import { readParams } from '../http/read-query';

export const setPriceStatus: StatusAction = async ({ db }, _actor, id, isActive) => {
  const [updated] = await db.update(blockPrices).set({ isActive }).where(eq(blockPrices.id, id)).returning({ id: blockPrices.id });
  if (!updated) throw new HttpError(404, PRICE_NOT_FOUND);
  return isActive ? 'Price activated' : 'Price deactivated';
};

export const deletePrice: DeleteAction = async ({ db }, _actor, id) => {
  const [deleted] = await db.delete(blockPrices).where(eq(blockPrices.id, id)).returning({ id: blockPrices.id });
  if (!deleted) throw new HttpError(404, PRICE_NOT_FOUND);
  return 'Price deleted';
};

export function blockPriceRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${blockPricePaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, blockPriceListRequest);
      return ok(c, 'Price list', await listPrices(db, query));
    })
    .get(`/${blockPricePaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), blockPriceIdQuery);
      return ok(c, 'Price details', toPriceRow(await findPrice(db, id)));
    })
    .get(`/${blockPricePaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), blockPriceStatusQuery);
      return ok(c, await setPriceStatus(deps, c.var.signedIn.admin, id, isActive));
    })
    .get(`/${blockPricePaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), blockPriceIdQuery);
      return ok(c, await deletePrice(deps, c.var.signedIn.admin, id));
    })
    .post(`/${blockPricePaths.add}`, jsonBodyLimit(), async (c) => {
      const { title, amount } = await readJson(c, blockPriceAddRequest);
      await db.insert(blockPrices).values({ title, amount });
      return ok(c, 'Price added');
    })
    .put(`/${blockPricePaths.edit}`, jsonBodyLimit(), async (c) => {
      const { id, version, title, amount } = await readJson(c, blockPriceEditRequest);
      const [updated] = await db
        .update(blockPrices)
        .set({ title, amount, version: nextVersion(blockPrices.version) })
        .where(and(eq(blockPrices.id, id), basedOn(blockPrices.version, version)))
        .returning({ id: blockPrices.id });
      if (!updated) await goneOrStale(async () => (await db.select({ id: blockPrices.id }).from(blockPrices).where(eq(blockPrices.id, id))).length > 0, PRICE_NOT_FOUND);
      return ok(c, 'Price updated');
    });
}
