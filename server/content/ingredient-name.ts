/**
 * Ingredient names are unique whatever their case (a unique index on lower(name)), so the class
 * form's picker never offers "Tomato" twice. Checked before writing, for a clear 409; a unique
 * violation from the write itself (two adds racing) is the same 409.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { capitalise, ingredientAnswer } from '../../areas/ingredients/ingredient-contract';
import type { Database } from '../db/client';
import { ingredients } from '../../areas/ingredients/server/tables';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http/http-error';

export const INGREDIENT_EXISTS = ingredientAnswer('ingredient.exists');

/**
 * The name as stored: trimmed (by the contract) and with its first letter upper-cased. The spec
 * has the SPA do that; doing it here too keeps the list consistent whatever client sends it.
 */
export const ingredientName = (name: string) => capitalise(name);

/** Refuses with 409 when another ingredient (not `exceptId`) has this name, in any case. */
export async function assertIngredientNameFree(db: Database, name: string, exceptId?: number): Promise<void> {
  const sameName = eq(sql`lower(${ingredients.name})`, name.toLowerCase());
  const [taken] = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(exceptId === undefined ? sameName : and(sameName, ne(ingredients.id, exceptId)))
    .limit(1);
  if (taken) throw new HttpError(409, INGREDIENT_EXISTS);
}

/** Runs a write, turning a unique violation on the name into the 409 of assertIngredientNameFree. */
export async function ingredientConflictAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, INGREDIENT_EXISTS);
    throw error;
  }
}
