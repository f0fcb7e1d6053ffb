/** Ingredients as the contract answers them (areas/ingredients/ingredient-contract.ts), and the queries that read them. */
import { ingredientAnswer } from '../ingredient-contract';
import { asc, sql } from 'drizzle-orm';
import type { INGREDIENT_SORTABLE, IngredientRow } from '../ingredient-contract';
import type { Database } from '../../../server/db/client';
import { ingredients } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { caseless } from '../../../server/lists/sort';

export const INGREDIENT_NOT_FOUND = ingredientAnswer('ingredient.not_found');

export const ingredientColumns = { id: ingredients.id, name: ingredients.name, createdAt: ingredients.createdAt, version: ingredients.version };

type IngredientRecord = Pick<typeof ingredients.$inferSelect, keyof typeof ingredientColumns>;

export const toIngredientRow = (ingredient: IngredientRecord): IngredientRow => ({
  id: ingredient.id,
  name: ingredient.name,
  created_at: ingredient.createdAt.toISOString(),
  version: ingredient.version,
});

type IngredientSortable = (typeof INGREDIENT_SORTABLE)[number];

const sortColumns = {
  created_at: ingredients.createdAt,
  name: caseless(ingredients.name),
} satisfies Record<IngredientSortable, unknown>;

const ingredientRecords = tableRecords({ table: ingredients, columns: ingredientColumns, toRow: toIngredientRow, sortColumns, notFound: INGREDIENT_NOT_FOUND });
export const listIngredients = ingredientRecords.list;
export const findIngredient = ingredientRecords.find;

/**
 * GET ingredients/all: every ingredient, A to Z. Not capped, unlike the chef look-up: the class
 * form refuses an ingredient it cannot find in this list, so a cap would refuse real ones.
 */
export async function allIngredients(db: Database) {
  return db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .orderBy(asc(sql`lower(${ingredients.name})`), asc(ingredients.id));
}
