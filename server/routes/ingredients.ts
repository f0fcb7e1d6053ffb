/**
 * The ingredients contract group (src/api/contract/ingredients.ts, spec section 7 "Ingredients"),
 * behind the session guard: list, delete, add, edit (JSON), and the class form's ingredients/all.
 * Names are trimmed, start with a capital and are unique whatever their case (409).
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ingredientAddRequest,
  ingredientEditRequest,
  ingredientIdPath,
  ingredientListRequest,
  ingredientPaths,
} from '../../src/api/contract/ingredients';
import { INGREDIENT_IN_CLASSES, refusedWhenUsedByClasses } from '../classes/used-by-classes';
import { assertIngredientNameFree, ingredientConflictAs409, ingredientName } from '../content/ingredient-name';
import { allIngredients, findIngredient, INGREDIENT_NOT_FOUND, listIngredients } from '../content/ingredient-records';
import { ingredients } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import type { DeleteAction } from '../bulk/row-actions';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { basedOn, goneOrStale, nextVersion } from '../http/edit-version';
import { readJson } from '../http/read-json';
import { readParams } from '../http/read-query';

export const deleteIngredient: DeleteAction = async ({ db }, _actor, id) => {
  const [deleted] = await refusedWhenUsedByClasses(
    db.delete(ingredients).where(eq(ingredients.id, id)).returning({ id: ingredients.id }),
    INGREDIENT_IN_CLASSES,
  );
  if (!deleted) throw new HttpError(404, INGREDIENT_NOT_FOUND);
  return 'Ingredient deleted';
};

export function ingredientRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${ingredientPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, ingredientListRequest);
      return ok(c, 'Ingredient list', await listIngredients(db, query));
    })
    .get(`/${ingredientPaths.all}`, async (c) => ok(c, 'Ingredients', { rows: await allIngredients(db) }))
    .get(`/${ingredientPaths.delete}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), ingredientIdPath);
      return ok(c, await deleteIngredient(deps, c.var.signedIn.admin, id));
    })
    .post(`/${ingredientPaths.add}`, jsonBodyLimit(), async (c) => {
      const name = ingredientName((await readJson(c, ingredientAddRequest)).name);
      await assertIngredientNameFree(db, name);
      await ingredientConflictAs409(db.insert(ingredients).values({ name }));
      return ok(c, 'Ingredient added');
    })
    .put(`/${ingredientPaths.edit}`, jsonBodyLimit(), async (c) => {
      const request = await readJson(c, ingredientEditRequest);
      const name = ingredientName(request.name);
      await findIngredient(db, request.id);
      await assertIngredientNameFree(db, name, request.id);
      const [updated] = await ingredientConflictAs409(
        db
          .update(ingredients)
          .set({ name, version: nextVersion(ingredients.version) })
          .where(and(eq(ingredients.id, request.id), basedOn(ingredients.version, request.version)))
          .returning({ id: ingredients.id }),
      );
      if (!updated) await goneOrStale(async () => (await db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.id, request.id))).length > 0, INGREDIENT_NOT_FOUND);
      return ok(c, 'Ingredient updated');
    });
}
