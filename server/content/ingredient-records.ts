/** Ingredients as the contract answers them (src/api/contract/ingredients.ts), and the queries that read them. */
import { answer } from '../../src/api/contract/answer-codes';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { INGREDIENT_SORTABLE, IngredientRow } from '../../src/api/contract/ingredients';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import { ingredients } from '../db/schema';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { caseless } from '../lists/sort';

export const INGREDIENT_NOT_FOUND = answer('ingredient.not_found');

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

const ingredientsPage = pageStatements({
  rows: (db, total) => db.select({ ...ingredientColumns, total }).from(ingredients).$dynamic(),
  count: (db) => db.select({ n: count() }).from(ingredients).$dynamic(),
  search: [ingredients.searchText],
  sortColumns,
  id: ingredients.id,
});

export async function listIngredients(db: Database, query: ListQuery & { sort_by: IngredientSortable }): Promise<ListPage<IngredientRow>> {
  const page = await readPage(query, ingredientsPage(db, listShape(query)));
  return { rows: page.rows.map(toIngredientRow), count: page.count };
}

export async function findIngredient(db: Database, id: number): Promise<IngredientRecord> {
  const [ingredient] = await db.select(ingredientColumns).from(ingredients).where(eq(ingredients.id, id));
  if (!ingredient) throw new HttpError(404, INGREDIENT_NOT_FOUND);
  return ingredient;
}

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
