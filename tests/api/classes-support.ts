/**
 * Helpers of the class API tests: the look-ups a class needs (a chef, ingredients, meal types),
 * classes written straight into the database, the form the SPA sends, a storage whose multipart
 * aborts are recorded, and the "refused, nothing changed" check over every class table.
 */
import { rm } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client';
import { admins, multipartUploads } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classes, classIngredients, classInstructions, classMealIcons } from '../../areas/classes/server/tables';
import type { ObjectStorage } from '../../server/storage/object-storage';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { expectRefusedWithoutChange, type FormFields } from '../support/api-people-requests';
import { insertChefs } from '../support/api-people-rows';
import { signedInToken, type Answer } from '../support/api-requests';
import { openTestApp, type OpenTestAppOptions, type TestApp } from '../support/test-database';
import { insertIngredients, insertMeals } from './content-support';

export type Aborted = Array<{ key: string; uploadId: string }>;

/** The real storage, with every multipart abort recorded before it is passed on. */
function recordingAborts(real: ObjectStorage, aborted: Aborted): ObjectStorage {
  const multipart = Object.create(real.multipart, {
    abort: {
      value: (key: string, uploadId: string) => {
        aborted.push({ key, uploadId });
        return real.multipart.abort(key, uploadId);
      },
    },
  }) as ObjectStorage['multipart'];
  return Object.create(real, { multipart: { value: multipart } }) as ObjectStorage;
}

export type ClassWorld = {
  t: TestApp;
  token: string;
  aborted: Aborted;
  adminId: number;
  chefId: number;
  otherChefId: number;
  ingredients: { basil: number; garlic: number; tomatoes: number };
  meals: { vegan: number; dinner: number; keto: number };
};

/**
 * A signed-in super admin on a fresh database holding two chefs, three ingredients and three meal
 * types. `app` is passed on to openTestApp (its config, another storage), aborts still recorded.
 */
export async function openClassWorld(app: Pick<OpenTestAppOptions, 'config' | 'wrapStorage'> = {}): Promise<ClassWorld> {
  const aborted: Aborted = [];
  const t = await openTestApp({ ...app, wrapStorage: (real) => recordingAborts(app.wrapStorage ? app.wrapStorage(real) : real, aborted) });
  const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  const [admin] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
  const [chef, otherChef] = await insertChefs(t.db, [
    { first: 'Massimo', last: 'Bottura', email: 'massimo@osteria.test' },
    { first: 'Ana', last: 'Roš', email: 'ana@hisa-franko.test' },
  ]);
  const [basil, garlic, tomatoes] = await insertIngredients(t.db, [{ name: 'Basil' }, { name: 'Garlic' }, { name: 'Tomatoes' }]);
  const [vegan, dinner, keto] = await insertMeals(t.db, [{ mealType: 'Vegan' }, { mealType: 'Dinner' }, { mealType: 'Keto' }]);
  return {
    t,
    token,
    aborted,
    adminId: admin!.id,
    chefId: chef!.id,
    otherChefId: otherChef!.id,
    ingredients: { basil: basil!.id, garlic: garlic!.id, tomatoes: tomatoes!.id },
    meals: { vegan: vegan!.id, dinner: dinner!.id, keto: keto!.id },
  };
}

/** Every class, upload and stored file gone, so each test starts from the look-ups alone. */
export async function clearClasses(world: ClassWorld): Promise<void> {
  await world.t.db.delete(classes);
  await world.t.db.delete(multipartUploads);
  await rm(world.t.objects, { recursive: true, force: true });
  world.aborted.length = 0;
}

type ClassRowInput = Partial<typeof classes.$inferInsert> & { chefId: number; ingredientIds?: number[]; mealIconIds?: number[] };

/** A class written straight into the database (on-demand unless told), with ingredient and meal-type rows when given. */
export async function insertClass(db: Database, input: ClassRowInput) {
  const { ingredientIds = [], mealIconIds = [], ...values } = input;
  const [row] = await db.insert(classes).values({ name: 'Pasta night', classType: 'on-demand', ...values }).returning();
  const classId = row!.id;
  if (ingredientIds.length) {
    await db.insert(classIngredients).values(ingredientIds.map((ingredientId, position) => ({ classId, ingredientId, position, measurement: '1 cup' })));
  }
  if (mealIconIds.length) await db.insert(classMealIcons).values(mealIconIds.map((mealIconId) => ({ classId, mealIconId })));
  return row!;
}

/** A live class's form with every field, for `world`'s look-ups; `overrides` replace fields. */
export function fullForm(world: ClassWorld, overrides: FormFields = {}): FormFields {
  return {
    name: 'Summer pesto',
    class_type: 'live',
    description: '<p>Pound <strong>basil</strong> with garlic.</p>',
    chef_id: world.chefId,
    class_date: '2099-07-01',
    class_time: '18:30:00',
    duration: '600',
    instructions: JSON.stringify([
      { text: 'Wash the basil', timestamp: '00:00:10', end_timestamp: '00:01:00' },
      { text: 'Pound it with garlic', timestamp: '00:01:00', end_timestamp: '00:05:00' },
    ]),
    ingredients: JSON.stringify([
      { ingredient_id: world.ingredients.basil, measurement: '2 cups' },
      { name: 'garlic', measurement: '1 clove' },
    ]),
    meal_icon_id: [world.meals.vegan, world.meals.dinner],
    recipe_name_start_time: '00:00:01',
    recipe_name_end_time: '00:00:20',
    ingredient_start_time: '00:00:20',
    ingredient_end_time: '00:01:30',
    video_link: '',
    video_name: 'Ab3dE6g8_1763800000000.mp4',
    video_original_name: 'pesto take 2.mp4',
    ...overrides,
  };
}

/** A refused class call: the given status and message, and no class table, file or upload changed. */
export async function expectClassRefused(world: ClassWorld, run: () => Promise<Answer>, status: number, message: string | RegExp): Promise<void> {
  const { t } = world;
  const links = () => t.db.select().from(classMealIcons).orderBy(asc(classMealIcons.classId), asc(classMealIcons.mealIconId));
  const uploads = () => t.db.select().from(multipartUploads).orderBy(asc(multipartUploads.uploadId));
  const before = { links: await links(), uploads: await uploads(), aborted: world.aborted.length };
  await expectRefusedWithoutChange(t, [classes, classInstructions, classIngredients, chefs], run, status, message);
  expect({ links: await links(), uploads: await uploads(), aborted: world.aborted.length }).toEqual(before);
}
