/**
 * The meal-icon contract group (areas/meals/meal-contract.ts, spec section 7 "Meal icons"), behind
 * the session guard: list, view, status, delete, add, edit, and the class form's look-up. Icons
 * are checked by their bytes (jpg/png) but have no minimum size: an icon may well be 32x32.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  mealAddRequest,
  mealEditRequest,
  mealIdPath,
  mealIdQuery,
  mealListRequest,
  mealLookupQuery,
  mealPaths,
  mealStatusQuery, mealAnswer } from '../meal-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { MEAL_TYPE_IN_CLASSES, refusedWhenUsedByClasses } from '../../../server/classes/used-by-classes';
import { findMeal, listMeals, lookUpMeals, MEAL_NOT_FOUND, toMealRow } from './meal-records';
import { mealIcons } from './tables';
import { mealTrash } from './meal-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../../../server/bulk/row-actions';
import { imageFormBodyLimit, jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readForm } from '../../../server/http/read-form';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';
import { acceptImage } from '../../../server/uploads/accept-image';
import { saveWithImage } from '../../../server/uploads/save-with-image';
import { imageOfVersion, pictureOfEdit } from '../../../server/uploads/image-from-version';

export const setMealStatus: StatusAction = async ({ db }, { who }, id, isActive) => {
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: mealIcons.isActive }).from(mealIcons).where(eq(mealIcons.id, id)).for('update');
  if (!before) throw new HttpError(404, MEAL_NOT_FOUND);
  const [updated] = await db.update(mealIcons).set({ isActive }).where(eq(mealIcons.id, id)).returning({ id: mealIcons.id, label: mealIcons.mealType });
  if (!updated) throw new HttpError(404, MEAL_NOT_FOUND);
  await recordActivity(db, who, statusEntry('meal', updated, before.isActive, isActive));
  return isActive ? mealAnswer('meal.activated') : mealAnswer('meal.deactivated');
};

export const deleteMeal: DeleteAction = async (deps, { who }, id) => {
  const [deleted] = await moveToTrash(deps.db, mealTrash, who, id, () =>
    refusedWhenUsedByClasses(deps.db.delete(mealIcons).where(eq(mealIcons.id, id)).returning({ id: mealIcons.id, label: mealIcons.mealType }), MEAL_TYPE_IN_CLASSES),
    (meal) => meal.label,
  );
  if (!deleted) throw new HttpError(404, MEAL_NOT_FOUND);
  await recordActivity(deps.db, who, deleteEntry('meal', deleted));
  return mealAnswer('meal.deleted');
};

export function mealRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${mealPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, mealListRequest);
      return ok(c, mealAnswer('meal.list'), await listMeals(db, query));
    })
    .get(`/${mealPaths.lookup}`, async (c) => {
      const query = readParams(c.req.query(), mealLookupQuery);
      return ok(c, mealAnswer('meal.lookup'), { rows: await lookUpMeals(db, query) });
    })
    .get(`/${mealPaths.view}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), mealIdPath);
      return ok(c, mealAnswer('meal.details'), toMealRow(await findMeal(db, id)));
    })
    .get(`/${mealPaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), mealStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setMealStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${mealPaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), mealIdQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteMeal(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${mealPaths.add}`, imageFormBodyLimit(), async (c) => {
      const { image, meal_type: mealType } = await readForm(c, mealAddRequest);
      const accepted = await acceptImage(image);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, async (key) => {
        await db.transaction(async (tx) => {
          const [added] = await tx.insert(mealIcons).values({ mealType, image: key! }).returning({ id: mealIcons.id });
          await recordActivity(tx, who, { action: 'add', area: 'meal', record: { id: added!.id, label: mealType }, changed: givenFields({ meal_type: mealType }, { newImage: true }) });
        });
        return null;
      });
      return ok(c, mealAnswer('meal.added'));
    })
    .put(`/${mealPaths.edit}`, imageFormBodyLimit(), async (c) => {
      const { id, version, image, image_from_version: restoreFrom, meal_type: mealType } = await readForm(c, mealEditRequest);
      await findMeal(db, id);
      const accepted = image ? await acceptImage(image) : undefined;
      // An icon is required, so every version shows one; were one without, the current icon stays.
      const restored = accepted || !restoreFrom ? undefined : ((await imageOfVersion(db, 'meal', id, restoreFrom, 'image')) ?? undefined);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, (key) =>
        db.transaction(async (tx) => {
          // Locked, so the icon this edit replaces is the one it read.
          const [current] = await tx
            .select({ image: mealIcons.image, version: mealIcons.version, meal_type: mealIcons.mealType })
            .from(mealIcons)
            .where(eq(mealIcons.id, id))
            .for('update');
          if (!current) throw new HttpError(404, MEAL_NOT_FOUND);
          assertCurrentVersion(current.version, version);
          const picture = pictureOfEdit(key, restored, current.image);
          await tx
            .update(mealIcons)
            .set({ mealType, version: nextVersion(mealIcons.version), ...(picture.changes && picture.next ? { image: picture.next } : {}) })
            .where(eq(mealIcons.id, id));
          const changed = changedFields(current, { meal_type: mealType }, { newImage: picture.changes });
          await recordActivity(tx, who, { action: 'edit', area: 'meal', record: { id, label: mealType }, changed });
          return picture.replaced;
        }),
      );
      return ok(c, mealAnswer('meal.updated'));
    });
}
