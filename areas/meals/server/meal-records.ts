/** Meal types as the contract answers them (areas/meals/meal-contract.ts), and the queries that read them. */
import { mealAnswer } from '../meal-contract';
import { and, eq } from 'drizzle-orm';
import type { SortOrder } from '../../../src/api/contract/list';
import type { MEAL_SORTABLE, MealRow } from '../meal-contract';
import type { Database } from '../../../server/db/client';
import { mealIcons } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { searchWhere } from '../../../server/lists/search';
import { caseless, listOrder } from '../../../server/lists/sort';
import { fileUrl } from '../../../server/storage/file-url';

export const MEAL_NOT_FOUND = mealAnswer('meal.not_found');

export const mealColumns = {
  id: mealIcons.id,
  mealType: mealIcons.mealType,
  image: mealIcons.image,
  isActive: mealIcons.isActive,
  createdAt: mealIcons.createdAt,
  version: mealIcons.version,
};

type MealRecord = Pick<typeof mealIcons.$inferSelect, keyof typeof mealColumns>;

export const toMealRow = (meal: MealRecord): MealRow => ({
  id: meal.id,
  meal_type: meal.mealType,
  image: fileUrl(meal.image),
  is_active: meal.isActive,
  created_at: meal.createdAt.toISOString(),
  version: meal.version,
});

type MealSortable = (typeof MEAL_SORTABLE)[number];

const sortColumns = {
  created_at: mealIcons.createdAt,
  meal_type: caseless(mealIcons.mealType),
  is_active: mealIcons.isActive,
} satisfies Record<MealSortable, unknown>;

const searched = (search: string) => searchWhere(search, [mealIcons.searchText]);

const mealRecords = tableRecords({ table: mealIcons, columns: mealColumns, toRow: toMealRow, sortColumns, notFound: MEAL_NOT_FOUND });
export const listMeals = mealRecords.list;
export const findMeal = mealRecords.find;

/** The class form's picker (GET meal-icon/list-meal-icon): active meal types, capped like the chef look-up. */
export const MEAL_LOOKUP_LIMIT = 500;

export async function lookUpMeals(db: Database, query: { search: string; sort_by: MealSortable; order: SortOrder }) {
  const rows = await db
    .select({ id: mealIcons.id, mealType: mealIcons.mealType, image: mealIcons.image })
    .from(mealIcons)
    .where(and(eq(mealIcons.isActive, true), searched(query.search)))
    .orderBy(...listOrder(sortColumns, query.sort_by, query.order, mealIcons.id))
    .limit(MEAL_LOOKUP_LIMIT);
  return rows.map((meal) => ({ id: meal.id, meal_type: meal.mealType, image: fileUrl(meal.image) }));
}
