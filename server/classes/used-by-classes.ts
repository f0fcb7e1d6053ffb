/**
 * A chef, ingredient or meal type that a class uses cannot be deleted: the class tables refer to
 * them with ON DELETE RESTRICT (areas/classes/server/tables.ts), and the refusal is a 409 that says what
 * to do rather than a 500. Catching the database's own refusal also covers a class added between
 * a check and the delete.
 */
import type { Answer } from '../../src/api/contract/answer-codes';
import { chefAnswer } from '../../areas/chefs/chef-contract';
import { mealAnswer } from '../../areas/meals/meal-contract';
import { ingredientAnswer } from '../../areas/ingredients/ingredient-contract';
import { postgresCode } from '../db/postgres-code';
import { HttpError } from '../http/http-error';

export const CHEF_HAS_CLASSES = chefAnswer('chef.has_classes');
export const INGREDIENT_IN_CLASSES = ingredientAnswer('ingredient.in_classes');
export const MEAL_TYPE_IN_CLASSES = mealAnswer('meal.in_classes');

/** ON DELETE RESTRICT raises restrict_violation; a NO ACTION key would raise foreign_key_violation. */
const STILL_REFERENCED = new Set(['23001', '23503']);

export async function refusedWhenUsedByClasses<T>(write: Promise<T>, message: Answer): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (STILL_REFERENCED.has(String(postgresCode(error)))) throw new HttpError(409, message);
    throw error;
  }
}
