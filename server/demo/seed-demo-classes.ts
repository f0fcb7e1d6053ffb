/**
 * Demo classes for `npm run seed:demo`, after the demo people and content: live and on-demand
 * classes with an image, instructions, ingredients and meal types, taught by the chefs already
 * there, written the way class-info/add writes them (areas/classes/server/class-write.ts). Idempotent:
 * a class whose name is already there, in any case, is left alone and its image not stored.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { ClassInput } from '../../areas/classes/server/class-form';
import { insertClass } from '../../areas/classes/server/class-write';
import type { Database } from '../db/client';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import type { Logger } from '../logger';
import type { ObjectStorage } from '../storage/object-storage';
import { newImageKey } from '../uploads/image-key';
import { discardImage } from '../uploads/save-with-image';
import { CLASSES, demoSchedule, demoSteps, isLiveDemo, type DemoClass } from './demo-classes';
import { demoDate, demoIsActive } from './demo-content';
import { absent, present } from './seed-demo-content';
import { solidPng } from './solid-png';

export const CLASS_IMAGE_SIZE = { width: 320, height: 200 } as const;

type Deps = { db: Database; storage: ObjectStorage; logger: Logger; now: Date };

/** Ids by lower-cased name, of the names wanted that are there. */
async function idsByName(db: Database, column: typeof ingredients.name | typeof mealIcons.mealType, names: string[]): Promise<Map<string, number>> {
  const lower = sql<string>`lower(${column})`;
  const table = column.table as typeof ingredients | typeof mealIcons;
  const rows = await db.select({ id: table.id, name: lower }).from(table).where(inArray(lower, names.map((name) => name.toLowerCase())));
  return new Map(rows.map((row) => [row.name, row.id]));
}

function classInput(demo: DemoClass, index: number, chefId: number, now: Date, found: { ingredients: Map<string, number>; meals: Map<string, number> }): ClassInput {
  const live = isLiveDemo(index);
  const steps = demoSteps(demo, index);
  const lastEnd = steps.at(-1)!.endTimestamp;
  return {
    values: {
      name: demo.name,
      classType: live ? 'live' : 'on-demand',
      description: `<p>${live ? 'Cook along live' : 'Cook at your own pace'} with your chef: <strong>${demo.name.toLowerCase()}</strong>, step by step.</p>`,
      chefId,
      ...(live ? demoSchedule(index, now) : { classDate: null, classTime: null }),
      videoLink: '',
      recipeNameStartTime: '00:00:01',
      recipeNameEndTime: '00:00:15',
      ingredientStartTime: '00:00:15',
      ingredientEndTime: lastEnd,
    },
    duration: null,
    video: null,
    instructions: steps,
    ingredients: demo.ingredients.flatMap(([name, measurement]) => {
      const ingredientId = found.ingredients.get(name.toLowerCase());
      return ingredientId === undefined ? [] : [{ ingredientId, rowId: null, measurement }];
    }),
    mealIconIds: demo.mealTypes.flatMap((name) => found.meals.get(name.toLowerCase()) ?? []),
  };
}

export async function seedDemoClasses(deps: Deps): Promise<number> {
  const { db, storage, logger, now } = deps;
  const wanted = CLASSES.map((demo, index) => ({ demo, index }));
  const missing = absent(wanted, ({ demo }) => demo.name, await present(db, classes.name, CLASSES.map((demo) => demo.name)));
  if (missing.length === 0) return 0;
  const teachers = await db.select({ id: chefs.id }).from(chefs).orderBy(asc(chefs.id)).limit(CLASSES.length);
  if (teachers.length === 0) {
    logger.warn('Demo classes skipped: there is no chef to teach them.');
    return 0;
  }
  const found = {
    ingredients: await idsByName(db, ingredients.name, CLASSES.flatMap((demo) => demo.ingredients.map(([name]) => name))),
    meals: await idsByName(db, mealIcons.mealType, CLASSES.flatMap((demo) => demo.mealTypes)),
  };
  for (const { demo, index } of missing) {
    // The image first, as saveWithImage does: a row never names a missing object.
    const image = newImageKey('png');
    await storage.put(image, solidPng(CLASS_IMAGE_SIZE.width, CLASS_IMAGE_SIZE.height, demo.colour), 'image/png');
    const input = classInput(demo, index, teachers[index % teachers.length]!.id, now, found);
    try {
      await insertClass(db, input, { image, adminId: null, createdAt: demoDate(index, 800, now), isActive: demoIsActive(index) });
    } catch (error) {
      await discardImage(deps, image);
      throw error;
    }
  }
  return missing.length;
}
