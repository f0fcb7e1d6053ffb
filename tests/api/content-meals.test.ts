/**
 * The meal-icon group (spec section 7 "Meal icons"): add, edit, view, status, delete and the class
 * form's look-up, with their refusals. Lists are in content-lists.test.ts. After every refused
 * call the table is as it was and no file is left in storage.
 */
import { refusal } from '../support/answers';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mealLookupResponse, mealViewResponse } from '../../areas/meals/meal-contract';
import { MEAL_TYPE_IN_CLASSES } from '../../server/classes/used-by-classes';
import { classes, classMealIcons } from '../../areas/classes/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { insertChefs } from '../support/api-people-rows';
import { fileOf, gifFile, jpeg, jpegFile, png, pngFile, pngSignatureOnly, textAsPng } from '../support/api-people-images';
import { callForm, expectRefusedWithoutChange as expectRefused, storedObjects, type FormFields } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(classes);
  await t.db.delete(mealIcons);
  await rm(t.objects, { recursive: true, force: true });
});

const add = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'meal-icon/add', fields, options);
const edit = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'meal-icon/edit', fields, { ...options, method: 'PUT' });
const mealByType = async (mealType: string) => (await t.db.select().from(mealIcons).where(eq(mealIcons.mealType, mealType)))[0];

async function addMeal(mealType = 'Vegan', image: File = pngFile(32, 'vegan.png')) {
  const answer = await add({ meal_type: mealType, image });
  expect(answer.status, answer.body.message).toBe(200);
  return (await mealByType(mealType))!;
}

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [mealIcons], run, status, message);

describe('meal-icon/add', () => {
  it('adds a meal type with its icon and answers "Meal type added"', async () => {
    const answer = await add({ meal_type: '  Gluten-free ', image: pngFile(64, 'icon.png') });

    expect(answer.body).toEqual({ status: true, message: 'Meal type added', code: 'meal.added' });
    const meal = await mealByType('Gluten-free');
    expect(meal).toMatchObject({ isActive: true });
    expect(meal!.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await storedObjects(t.objects)).toEqual([meal!.image]);
  });

  it.each([
    ['a 16x16 PNG', () => pngFile(16), 'image/png', png(16, 16, [0xe5, 0x4b, 0x2f])],
    ['a 24x8 JPEG', () => jpegFile(24, 8), 'image/jpeg', jpeg(24, 8)],
  ])('takes small icons (no minimum size): %s, served back byte for byte', async (_case, file, type, bytes) => {
    const meal = await addMeal('Snack', file());
    const served = await t.app.request(`/api/v1/files/${meal.image}`);
    expect(served.headers.get('content-type')).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it.each<[string, FormFields, string]>([
    ['no meal type', { image: pngFile() }, 'meal_type: This field is required'],
    ['a blank meal type', { meal_type: '   ', image: pngFile() }, 'meal_type: This field is required'],
    ['an over-long meal type', { meal_type: 'M'.repeat(101), image: pngFile() }, 'meal_type: Must be at most 100 characters'],
    ['no image', { meal_type: 'Vegan' }, 'image: This field is required'],
    ['an empty file input', { meal_type: 'Vegan', image: fileOf(new Uint8Array(), '', 'application/octet-stream') }, 'image: This field is required'],
    ['an image sent as text', { meal_type: 'Vegan', image: 'icon.png' }, 'image: This field is required'],
    ['a text file renamed to .png', { meal_type: 'Vegan', image: textAsPng() }, 'image: Only jpg, png or jpeg images are allowed'],
    ['a GIF', { meal_type: 'Vegan', image: gifFile() }, 'image: Only jpg, png or jpeg images are allowed'],
    ['a PNG signature followed by noise', { meal_type: 'Vegan', image: pngSignatureOnly() }, 'image: This file could not be read as an image'],
    ['an image over 5 MB', { meal_type: 'Vegan', image: fileOf(new Uint8Array(5 * 1024 * 1024 + 1), 'big.png', 'image/png') }, 'image: The image must be at most 5 MB'],
  ])('refuses %s with 400, storing nothing', async (_case, fields, message) => {
    await expectRefusedWithoutChange(() => add(fields), 400, message);
  });

  it('refuses a body far larger than any form with 413', async () => {
    const huge = fileOf(new Uint8Array(7 * 1024 * 1024), 'huge.png', 'image/png');
    await expectRefusedWithoutChange(() => add({ meal_type: 'Vegan', image: huge }), 413, 'Request body is too large');
  });

  it('refuses a JSON body: the call takes a form', async () => {
    await expectRefusedWithoutChange(() => call(t.app, 'meal-icon/add', { body: { meal_type: 'Vegan' }, token }), 400, 'Request body must be multipart/form-data');
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add({ meal_type: 'Vegan', image: pngFile() }, {}), 401, /sign in/i);
  });
});

describe('meal-icon/edit', () => {
  it('renames the meal type and keeps the icon when no image is sent', async () => {
    const meal = await addMeal('Vegan');

    const answer = await edit({ id: meal.id, meal_type: ' Plant-based ' });

    expect(answer.body).toEqual({ status: true, message: 'Meal type updated', code: 'meal.updated' });
    expect((await t.db.select().from(mealIcons).where(eq(mealIcons.id, meal.id)))[0]).toMatchObject({ mealType: 'Plant-based', image: meal.image });
    expect(await storedObjects(t.objects)).toEqual([meal.image]);
  });

  it('replaces the icon and keeps the old one, which the version before the edit names', async () => {
    const meal = await addMeal('Vegan');

    const answer = await edit({ id: meal.id, meal_type: 'Vegan', image: jpegFile(40, 40) });

    expect(answer.status).toBe(200);
    const updated = (await t.db.select().from(mealIcons).where(eq(mealIcons.id, meal.id)))[0]!;
    expect(updated.image).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect((await storedObjects(t.objects)).sort()).toEqual([meal.image, updated.image].sort());
    expect((await t.app.request(`/api/v1/files/${meal.image}`)).status).toBe(200);
  });

  it('treats an empty file input as no new icon', async () => {
    const meal = await addMeal('Vegan');
    const answer = await edit({ id: meal.id, meal_type: 'Vegan', image: fileOf(new Uint8Array(), '', 'application/octet-stream') });
    expect(answer.status).toBe(200);
    expect(await storedObjects(t.objects)).toEqual([meal.image]);
  });

  it('refuses an unknown id with 404, storing nothing', async () => {
    await addMeal();
    await expectRefusedWithoutChange(() => edit({ id: 999_999, meal_type: 'Keto', image: pngFile() }), 404, 'Meal type not found');
  });

  it.each<[string, (id: number) => FormFields, string]>([
    ['no id', () => ({ meal_type: 'Keto' }), 'id: id is required'],
    ['an id that is not a number', () => ({ id: 'abc', meal_type: 'Keto' }), 'id: id must be a positive whole number'],
    ['no meal type', (id) => ({ id }), 'meal_type: This field is required'],
    ['a blank meal type', (id) => ({ id, meal_type: ' \t ' }), 'meal_type: This field is required'],
    ['a text file renamed to .png', (id) => ({ id, meal_type: 'Keto', image: textAsPng() }), 'image: Only jpg, png or jpeg images are allowed'],
  ])('refuses %s with 400 and keeps the current icon', async (_case, fields, message) => {
    const meal = await addMeal();
    await expectRefusedWithoutChange(() => edit(fields(meal.id)), 400, message);
  });

  it('is a PUT, as the contract says', async () => {
    const meal = await addMeal();
    expect((await callForm(t.app, 'meal-icon/edit', { id: meal.id, meal_type: 'Keto' }, { token, method: 'POST' })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const meal = await addMeal();
    await expectRefusedWithoutChange(() => edit({ id: meal.id, meal_type: 'Keto' }, {}), 401, /sign in/i);
  });
});

describe('meal-icon/view/{id}', () => {
  it('answers the meal type as the contract describes it, the id in the path', async () => {
    const meal = await addMeal('Brunch');

    const answer = await call(t.app, `meal-icon/view/${meal.id}`, { token });

    expect(v.parse(mealViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Meal type details',
      data: { id: meal.id, meal_type: 'Brunch', image: `/api/v1/files/${meal.image}`, is_active: true, created_at: meal.createdAt.toISOString(), version: 1 },
    });
    const icon = await t.app.request(`/api/v1/files/${meal.image}`);
    expect(imageSize(new Uint8Array(await icon.arrayBuffer()))).toMatchObject({ width: 32, height: 32 });
  });

  it.each([
    ['an unknown id', '424242', 404, 'Meal type not found'],
    ['an id that is not a number', 'abc', 400, 'id: id must be a positive whole number'],
    ['a zero id', '0', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, id, status, message) => {
    const answer = await call(t.app, `meal-icon/view/${id}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    const meal = await addMeal();
    expect((await call(t.app, `meal-icon/view/${meal.id}`)).status).toBe(401);
  });
});

describe('meal-icon/status', () => {
  it('deactivates with 0 and activates with 1', async () => {
    const meal = await addMeal();

    expect((await call(t.app, `meal-icon/status?id=${meal.id}&is_active=0`, { token })).body).toEqual({ status: true, message: 'Meal type deactivated', code: 'meal.deactivated' });
    expect((await mealByType('Vegan'))!.isActive).toBe(false);
    expect((await call(t.app, `meal-icon/status?id=${meal.id}&is_active=1`, { token })).body).toEqual({ status: true, message: 'Meal type activated', code: 'meal.activated' });
    expect((await mealByType('Vegan'))!.isActive).toBe(true);
  });

  it.each([
    ['true instead of 1', 'is_active=true', 'is_active: is_active must be 1 or 0'],
    ['2', 'is_active=2', 'is_active: is_active must be 1 or 0'],
    ['no flag', '', 'is_active: is_active must be 1 or 0'],
  ])('refuses %s with 400', async (_case, flag, message) => {
    const meal = await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, `meal-icon/status?id=${meal.id}&${flag}`, { token }), 400, message);
  });

  it('refuses an unknown id with 404', async () => {
    await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, 'meal-icon/status?id=987654&is_active=0', { token }), 404, 'Meal type not found');
  });

  it('needs a signed-in admin', async () => {
    const meal = await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, `meal-icon/status?id=${meal.id}&is_active=0`), 401, /sign in/i);
  });
});

describe('meal-icon/delete', () => {
  it('deletes the meal type and its icon file', async () => {
    const meal = await addMeal();
    const other = await addMeal('Keto');

    const answer = await call(t.app, `meal-icon/delete?id=${meal.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Meal type deleted', code: 'meal.deleted' });
    expect(await mealByType('Vegan')).toBeUndefined();
    // Kept with the record in the trash (issue #33 item 2) until it is removed for good.
    expect((await storedObjects(t.objects)).sort()).toEqual([meal.image, other.image].sort());
    await call(t.app, 'trash/remove', { body: { area: 'meal', record_ids: [meal.id] }, token });
    expect(await storedObjects(t.objects)).toEqual([other.image]);
  });

  it('refuses an unknown id with 404', async () => {
    await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, 'meal-icon/delete?id=55555', { token }), 404, 'Meal type not found');
  });

  it('refuses a malformed id with 400', async () => {
    await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, "meal-icon/delete?id=1'--", { token }), 400, 'id: id must be a positive whole number');
  });

  it('refuses a meal type a class uses with 409, keeping the meal type and its icon', async () => {
    const meal = await addMeal();
    const [chef] = await insertChefs(t.db, [{ first: 'Ana', last: 'Roš', email: `ana${meal.id}@hisa-franko.test` }]);
    const [lesson] = await t.db.insert(classes).values({ name: 'Greens', classType: 'on-demand', chefId: chef!.id }).returning();
    await t.db.insert(classMealIcons).values({ classId: lesson!.id, mealIconId: meal.id });
    await expectRefusedWithoutChange(() => call(t.app, `meal-icon/delete?id=${meal.id}`, { token }), 409, MEAL_TYPE_IN_CLASSES.message);
  });

  it('needs a signed-in admin', async () => {
    const meal = await addMeal();
    await expectRefusedWithoutChange(() => call(t.app, `meal-icon/delete?id=${meal.id}`), 401, /sign in/i);
  });
});

describe('meal-icon/list-meal-icon (the class form’s look-up)', () => {
  beforeEach(async () => {
    await addMeal('Vegan');
    await addMeal('dinner');
    const resting = await addMeal('Brunch');
    await call(t.app, `meal-icon/status?id=${resting.id}&is_active=0`, { token });
  });

  const lookUp = async (query: string) => {
    const answer = await call(t.app, `meal-icon/list-meal-icon${query}`, { token });
    expect(answer.status, answer.body.message).toBe(200);
    return v.parse(mealLookupResponse, answer.body).data.rows;
  };

  it('lists active meal types only, A to Z by default, whatever the case', async () => {
    expect((await lookUp('')).map((meal) => meal.meal_type)).toEqual(['dinner', 'Vegan']);
  });

  it('searches and sorts from the query string', async () => {
    expect((await lookUp('?search=VEG')).map((meal) => meal.meal_type)).toEqual(['Vegan']);
    expect((await lookUp('?sort_by=meal_type&order=DESC')).map((meal) => meal.meal_type)).toEqual(['Vegan', 'dinner']);
  });

  it('answers each meal type with id, meal type and icon address', async () => {
    const [first] = await lookUp('?search=dinner');
    expect(Object.keys(first!).sort()).toEqual(['id', 'image', 'meal_type']);
    expect(first!.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);
  });

  it('refuses a sort_by outside the whitelist with 400', async () => {
    const answer = await call(t.app, 'meal-icon/list-meal-icon?sort_by=image', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('sort_by: sort_by must be one of: created_at, meal_type, is_active');
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, 'meal-icon/list-meal-icon')).status).toBe(401);
  });
});
