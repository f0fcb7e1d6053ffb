/**
 * The ingredients contract group (areas/ingredients/ingredient-contract.ts, spec section 7 "Ingredients"),
 * behind the session guard: list, delete, add, edit (JSON), and the class form's ingredients/all.
 * Names are trimmed, start with a capital and are unique whatever their case (409).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ingredientAddRequest,
  ingredientEditRequest,
  ingredientIdPath,
  ingredientListRequest,
  ingredientPaths, ingredientAnswer } from '../ingredient-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry } from '../../../server/activity/row-entries';
import { INGREDIENT_IN_CLASSES, refusedWhenUsedByClasses } from '../../../server/classes/used-by-classes';
import { assertIngredientNameFree, ingredientConflictAs409, ingredientName } from '../../../server/content/ingredient-name';
import { allIngredients, findIngredient, INGREDIENT_NOT_FOUND, listIngredients } from './ingredient-records';
import { ingredients } from './tables';
import { ingredientTrash } from './ingredient-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction } from '../../../server/bulk/row-actions';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';

export const deleteIngredient: DeleteAction = async ({ db }, { who }, id) => {
  const [deleted] = await moveToTrash(db, ingredientTrash, who, id, () =>
    refusedWhenUsedByClasses(db.delete(ingredients).where(eq(ingredients.id, id)).returning({ id: ingredients.id, label: ingredients.name }), INGREDIENT_IN_CLASSES),
    (ingredient) => ingredient.label,
  );
  if (!deleted) throw new HttpError(404, INGREDIENT_NOT_FOUND);
  await recordActivity(db, who, deleteEntry('ingredients', deleted));
  return ingredientAnswer('ingredient.deleted');
};

export function ingredientRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${ingredientPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, ingredientListRequest);
      return ok(c, ingredientAnswer('ingredient.list'), await listIngredients(db, query));
    })
    .get(`/${ingredientPaths.all}`, async (c) => ok(c, ingredientAnswer('ingredient.all'), { rows: await allIngredients(db) }))
    .get(`/${ingredientPaths.delete}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), ingredientIdPath);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteIngredient(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${ingredientPaths.add}`, jsonBodyLimit(), async (c) => {
      const name = ingredientName((await readJson(c, ingredientAddRequest)).name);
      await assertIngredientNameFree(db, name);
      const who = signedInWho(c, deps);
      await ingredientConflictAs409(
        db.transaction(async (tx) => {
          const [added] = await tx.insert(ingredients).values({ name }).returning({ id: ingredients.id });
          await recordActivity(tx, who, { action: 'add', area: 'ingredients', record: { id: added!.id, label: name }, changed: ['name'] });
        }),
      );
      return ok(c, ingredientAnswer('ingredient.added'));
    })
    .put(`/${ingredientPaths.edit}`, jsonBodyLimit(), async (c) => {
      const request = await readJson(c, ingredientEditRequest);
      const name = ingredientName(request.name);
      await findIngredient(db, request.id);
      await assertIngredientNameFree(db, name, request.id);
      const who = signedInWho(c, deps);
      await ingredientConflictAs409(
        db.transaction(async (tx) => {
          const [current] = await tx.select({ name: ingredients.name, version: ingredients.version }).from(ingredients).where(eq(ingredients.id, request.id)).for('update');
          if (!current) throw new HttpError(404, INGREDIENT_NOT_FOUND);
          assertCurrentVersion(current.version, request.version);
          await tx.update(ingredients).set({ name, version: nextVersion(ingredients.version) }).where(eq(ingredients.id, request.id));
          await recordActivity(tx, who, { action: 'edit', area: 'ingredients', record: { id: request.id, label: name }, changed: changedFields(current, { name }) });
        }),
      );
      return ok(c, ingredientAnswer('ingredient.updated'));
    });
}
