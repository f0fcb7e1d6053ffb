/**
 * The block-price contract group, "blok price" in the spec (areas/block-prices/block-price-contract.ts,
 * spec section 7 "Block prices"), behind the session guard: list, view, add, edit (JSON), status,
 * delete.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  blockPriceAddRequest,
  blockPriceEditRequest,
  blockPriceIdQuery,
  blockPriceListRequest,
  blockPricePaths,
  blockPriceStatusQuery, priceAnswer } from '../block-price-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { findPrice, listPrices, PRICE_NOT_FOUND, toPriceRow } from './block-price-records';
import { blockPrices } from './tables';
import { blockPriceTrash } from './block-price-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../../../server/bulk/row-actions';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';

export const setPriceStatus: StatusAction = async ({ db }, { who }, id, isActive) => {
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: blockPrices.isActive }).from(blockPrices).where(eq(blockPrices.id, id)).for('update');
  if (!before) throw new HttpError(404, PRICE_NOT_FOUND);
  const [updated] = await db.update(blockPrices).set({ isActive }).where(eq(blockPrices.id, id)).returning({ id: blockPrices.id, label: blockPrices.title });
  if (!updated) throw new HttpError(404, PRICE_NOT_FOUND);
  await recordActivity(db, who, statusEntry('blok-price', updated, before.isActive, isActive));
  return isActive ? priceAnswer('price.activated') : priceAnswer('price.deactivated');
};

export const deletePrice: DeleteAction = async ({ db }, { who }, id) => {
  const [deleted] = await moveToTrash(db, blockPriceTrash, who, id, () => db.delete(blockPrices).where(eq(blockPrices.id, id)).returning({ id: blockPrices.id, label: blockPrices.title }), (price) => price.label);
  if (!deleted) throw new HttpError(404, PRICE_NOT_FOUND);
  await recordActivity(db, who, deleteEntry('blok-price', deleted));
  return priceAnswer('price.deleted');
};

export function blockPriceRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${blockPricePaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, blockPriceListRequest);
      return ok(c, priceAnswer('price.list'), await listPrices(db, query));
    })
    .get(`/${blockPricePaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), blockPriceIdQuery);
      return ok(c, priceAnswer('price.details'), toPriceRow(await findPrice(db, id)));
    })
    .get(`/${blockPricePaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), blockPriceStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setPriceStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${blockPricePaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), blockPriceIdQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deletePrice(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${blockPricePaths.add}`, jsonBodyLimit(), async (c) => {
      const price = await readJson(c, blockPriceAddRequest);
      const who = signedInWho(c, deps);
      await db.transaction(async (tx) => {
        const [added] = await tx.insert(blockPrices).values({ title: price.title, amount: price.amount }).returning({ id: blockPrices.id });
        await recordActivity(tx, who, { action: 'add', area: 'blok-price', record: { id: added!.id, label: price.title }, changed: givenFields(price) });
      });
      return ok(c, priceAnswer('price.added'));
    })
    .put(`/${blockPricePaths.edit}`, jsonBodyLimit(), async (c) => {
      const { id, version, ...price } = await readJson(c, blockPriceEditRequest);
      const who = signedInWho(c, deps);
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ title: blockPrices.title, amount: blockPrices.amount, version: blockPrices.version }).from(blockPrices).where(eq(blockPrices.id, id)).for('update');
        if (!before) throw new HttpError(404, PRICE_NOT_FOUND);
        assertCurrentVersion(before.version, version);
        await tx.update(blockPrices).set({ title: price.title, amount: price.amount, version: nextVersion(blockPrices.version) }).where(eq(blockPrices.id, id));
        await recordActivity(tx, who, { action: 'edit', area: 'blok-price', record: { id, label: price.title }, changed: changedFields(before, price) });
      });
      return ok(c, priceAnswer('price.updated'));
    });
}
