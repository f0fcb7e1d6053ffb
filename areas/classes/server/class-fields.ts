/**
 * A stored class as its form's fields (the contract's names, areas/classes/class-contract.ts), so the
 * activity log can say which of them an add gave or an edit changed. Read inside the write's
 * transaction, before and after it: both sides are as stored (times as the database writes them,
 * the description as the sanitiser left it), so only a real change shows. The chef and the meal
 * types are references with the names they have now (changed-fields.ts `reference`), so the log
 * names them as they were when the class changed.
 */
import { asc, eq } from 'drizzle-orm';
import { reference } from '../../../server/activity/changed-fields';
import type { Transaction } from '../../../server/db/client';
import { chefs } from '../../chefs/server/tables';
import { classes, classIngredients, classInstructions, classMealIcons } from './tables';
import { mealIcons } from '../../meals/server/tables';

export type ClassFields = Record<string, unknown>;

export async function storedClassFields(tx: Transaction, id: number): Promise<ClassFields> {
  const [stored] = await tx.select({ row: classes, chefName: chefs.name }).from(classes).innerJoin(chefs, eq(chefs.id, classes.chefId)).where(eq(classes.id, id));
  if (!stored) return {};
  const { row, chefName } = stored;
  // One after the other: a transaction is one connection, which runs one query at a time (pg 9
  // refuses a query sent while another runs; pg 8 warns).
  const instructions = await tx.select().from(classInstructions).where(eq(classInstructions.classId, id)).orderBy(asc(classInstructions.position));
  const ingredients = await tx.select().from(classIngredients).where(eq(classIngredients.classId, id)).orderBy(asc(classIngredients.position));
  const meals = await tx
    .select({ id: classMealIcons.mealIconId, name: mealIcons.mealType })
    .from(classMealIcons)
    .innerJoin(mealIcons, eq(mealIcons.id, classMealIcons.mealIconId))
    .where(eq(classMealIcons.classId, id))
    .orderBy(asc(classMealIcons.mealIconId));
  return {
    name: row.name,
    class_type: row.classType,
    description: row.description,
    chef_id: reference('chef', row.chefId, chefName),
    class_date: row.classDate,
    class_time: row.classTime,
    duration: row.duration,
    video_name: row.videoName,
    video_link: row.videoLink,
    recipe_name_start_time: row.recipeNameStartTime,
    recipe_name_end_time: row.recipeNameEndTime,
    ingredient_start_time: row.ingredientStartTime,
    ingredient_end_time: row.ingredientEndTime,
    instructions: instructions.map((step) => ({ text: step.text, timestamp: step.timestamp, end_timestamp: step.endTimestamp })),
    ingredients: ingredients.map((used) => ({ ingredient_id: used.ingredientId, measurement: used.measurement })),
    meal_icon_id: meals.map((meal) => reference('meal', meal.id, meal.name)),
  };
}
