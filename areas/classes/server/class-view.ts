/**
 * GET class-info/view/{id}: everything spec section 3 lists for a class (areas/classes/class-contract.ts
 * classView): its row and chef, schedule, instructions in order (also as `class_instructions`),
 * ingredients with their names, meal types with their icons, and the address its video plays from.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ClassView } from '../class-contract';
import { UPLOAD_STATUS } from '../../../src/constants';
import { chefs } from '../../chefs/server/tables';
import { classes, classIngredients, classInstructions, classMealIcons } from './tables';
import { ingredients } from '../../ingredients/server/tables';
import { mealIcons } from '../../meals/server/tables';
import type { AppDeps } from '../../../server/deps';
import { HttpError } from '../../../server/http/http-error';
import { fileUrl } from '../../../server/storage/file-url';
import { CLASS_NOT_FOUND, classRowColumns, toClassRow } from './class-records';
import { videoKey } from './class-video';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** How long the video address stays playable: long enough to watch a long class and seek in it. */
export const VIDEO_URL_TTL_SECONDS = 6 * 60 * 60;

const detailColumns = {
  ...classRowColumns,
  description: classes.description,
  classDate: classes.classDate,
  classTime: classes.classTime,
  duration: classes.duration,
  videoOriginalName: classes.videoOriginalName,
  version: classes.version,
  videoLink: classes.videoLink,
  recipeNameStartTime: classes.recipeNameStartTime,
  recipeNameEndTime: classes.recipeNameEndTime,
  ingredientStartTime: classes.ingredientStartTime,
  ingredientEndTime: classes.ingredientEndTime,
};

/** Only a completed upload whose object is really there plays; anything else shows no player. */
async function videoUrl({ storage }: Deps, videoName: string | null, videoStatus: number | null): Promise<string | null> {
  if (!videoName || videoStatus !== UPLOAD_STATUS.done) return null;
  const key = videoKey(videoName);
  if (!(await storage.head(key))) return null;
  return storage.presignRead(key, VIDEO_URL_TTL_SECONDS);
}

export async function viewClass(deps: Deps, id: number): Promise<ClassView> {
  const { db } = deps;
  const [record] = await db.select(detailColumns).from(classes).innerJoin(chefs, eq(chefs.id, classes.chefId)).where(eq(classes.id, id));
  if (!record) throw new HttpError(404, CLASS_NOT_FOUND);
  const [steps, foods, meals, video] = await Promise.all([
    db
      .select({ text: classInstructions.text, timestamp: classInstructions.timestamp, end_timestamp: classInstructions.endTimestamp })
      .from(classInstructions)
      .where(eq(classInstructions.classId, id))
      .orderBy(asc(classInstructions.position), asc(classInstructions.id)),
    db
      .select({ id: classIngredients.id, ingredientId: classIngredients.ingredientId, measurement: classIngredients.measurement, name: ingredients.name })
      .from(classIngredients)
      .innerJoin(ingredients, eq(ingredients.id, classIngredients.ingredientId))
      .where(eq(classIngredients.classId, id))
      .orderBy(asc(classIngredients.position), asc(classIngredients.id)),
    db
      .select({ id: mealIcons.id, mealType: mealIcons.mealType, image: mealIcons.image })
      .from(classMealIcons)
      .innerJoin(mealIcons, eq(mealIcons.id, classMealIcons.mealIconId))
      .where(eq(classMealIcons.classId, id))
      .orderBy(asc(sql`lower(${mealIcons.mealType})`), asc(mealIcons.id)),
    videoUrl(deps, record.videoName, record.videoStatus),
  ]);
  return {
    ...toClassRow(record),
    version: record.version,
    description: record.description,
    chef_id: record.chefId,
    class_date: record.classDate,
    class_time: record.classTime,
    duration: record.duration,
    video_original_name: record.videoOriginalName,
    video_url: video,
    video_link: record.videoLink,
    instructions: steps,
    class_instructions: steps,
    class_ingredients: foods.map((food) => ({ id: food.id, ingredient_id: food.ingredientId, measurement: food.measurement, ingredient: { name: food.name } })),
    class_meal_icons: meals.map((meal) => ({ meal_icon: { id: meal.id, meal_type: meal.mealType, image: fileUrl(meal.image) } })),
    recipe_name_start_time: record.recipeNameStartTime,
    recipe_name_end_time: record.recipeNameEndTime,
    ingredient_start_time: record.ingredientStartTime,
    ingredient_end_time: record.ingredientEndTime,
  };
}
