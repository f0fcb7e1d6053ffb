/**
 * Class add and edit (spec section 7 "Classes", multipart; section 5 "Class"): every field stored
 * and read back through the view, both ingredient shapes, the video recorded for upload, the rich
 * text sanitised, and every refusal with its message and nothing stored or changed.
 */
import { validationEnglish } from '../../src/api/contract/validation-ids';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  classMutationResponse,
  classViewResponse,
  END_TIME_MESSAGE,
  PAST_DATE_MESSAGE,
  START_AFTER_END_MESSAGE,
  UNKNOWN_INGREDIENT_MESSAGE,
  VIDEO_LINK_MESSAGE,
} from '../../areas/classes/class-contract';
import { VIDEO_NAME_MESSAGE } from '../../src/api/contract/uploads';
import { CHEF_MISSING, INVALID_DATE, mealTypeMissing } from '../../areas/classes/server/class-form';
import { ingredientRowNotInClass, VIDEO_NAME_TAKEN } from '../../areas/classes/server/class-write';
import { multipartUploads } from '../../server/db/schema';
import { classes } from '../../areas/classes/server/tables';
import { fileOf, gifFile, jpegFile, png, pngFile, textAsPng } from '../support/api-people-images';
import { callForm, keyOf, storedObjects, type FormFields } from '../support/api-people-requests';
import { call } from '../support/api-requests';
import { clearClasses, expectClassRefused, fullForm, insertClass, openClassWorld, type ClassWorld } from './classes-support';

let world: ClassWorld;
beforeAll(async () => {
  world = await openClassWorld();
});
afterAll(() => world.t.close());
beforeEach(async () => {
  await clearClasses(world);
});

const add = (fields: FormFields, options: { token?: string } = { token: world.token }) => callForm(world.t.app, 'class-info/add', fields, options);
const edit = (fields: FormFields) => callForm(world.t.app, 'class-info/edit', fields, { token: world.token, method: 'PUT' });
const view = async (id: number) => v.parse(classViewResponse, (await call(world.t.app, `class-info/view/${id}`, { token: world.token })).body).data;
const stored = async (id: number) => (await world.t.db.select().from(classes).where(eq(classes.id, id)))[0]!;

async function addClass(overrides: FormFields = {}) {
  const answer = await add(fullForm(world, overrides));
  expect(answer.status, answer.body.message).toBe(200);
  return v.parse(classMutationResponse, answer.body).data!;
}

describe('class-info/add', () => {
  it('stores a live class with every field, and the view reads it all back', async () => {
    const answer = await add(fullForm(world, { image: pngFile(120, 'pesto.png') }));

    const { data } = v.parse(classMutationResponse, answer.body);
    expect(answer.body).toMatchObject({ status: true, message: 'Class added', code: 'class.added' });
    expect(data).toEqual({ id: expect.any(Number), video_name: 'Ab3dE6g8_1763800000000.mp4' });
    const read = await view(data!.id);
    expect(read).toMatchObject({
      name: 'Summer pesto',
      class_type: 'live',
      description: '<p>Pound <strong>basil</strong> with garlic.</p>',
      chef_id: world.chefId,
      chef: { id: world.chefId, name: 'Massimo Bottura', email: 'massimo@osteria.test', profile_photo: null },
      class_date: '2099-07-01',
      class_time: '18:30:00',
      duration: 600,
      video_name: 'Ab3dE6g8_1763800000000.mp4',
      video_original_name: 'pesto take 2.mp4',
      video_status: 1,
      video_url: null,
      video_link: '',
      is_active: true,
      recipe_name_start_time: '00:00:01',
      recipe_name_end_time: '00:00:20',
      ingredient_start_time: '00:00:20',
      ingredient_end_time: '00:01:30',
    });
    const steps = [
      { text: 'Wash the basil', timestamp: '00:00:10', end_timestamp: '00:01:00' },
      { text: 'Pound it with garlic', timestamp: '00:01:00', end_timestamp: '00:05:00' },
    ];
    expect(read.instructions).toEqual(steps);
    expect(read.class_instructions).toEqual(steps);
    expect(read.class_ingredients.map(({ ingredient_id, measurement, ingredient }) => ({ ingredient_id, measurement, name: ingredient.name }))).toEqual([
      { ingredient_id: world.ingredients.basil, measurement: '2 cups', name: 'Basil' },
      { ingredient_id: world.ingredients.garlic, measurement: '1 clove', name: 'Garlic' },
    ]);
    expect(read.class_meal_icons.map(({ meal_icon }) => [meal_icon.id, meal_icon.meal_type])).toEqual([
      [world.meals.dinner, 'Dinner'],
      [world.meals.vegan, 'Vegan'],
    ]);
    expect((await stored(data!.id)).videoUploadedBy).toBe(world.adminId);
    expect(await storedObjects(world.t.objects)).toEqual([keyOf(read.image)]);
    const served = await world.t.app.request(read.image!);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('stores an on-demand class without date or time, and no video when none was chosen', async () => {
    const { id, video_name } = await addClass({ class_type: 'on-demand', video_name: '', video_original_name: '', duration: '' });
    expect(video_name).toBeNull();
    expect(await view(id)).toMatchObject({ class_date: null, class_time: null, duration: null, video_name: null, video_status: null, video_original_name: null });
    expect((await stored(id)).videoUploadedBy).toBeNull();
  });

  it('needs only a name, a type and a chef', async () => {
    const answer = await add({ name: 'Bread', class_type: 'on-demand', chef_id: world.chefId });
    expect(answer.status, answer.body.message).toBe(200);
    const read = await view(v.parse(classMutationResponse, answer.body).data!.id);
    expect(read).toMatchObject({ description: '', instructions: [], class_ingredients: [], class_meal_icons: [], image: null });
  });

  it('sanitises the description like a static page', async () => {
    const { id } = await addClass({ description: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a></p>' });
    expect((await view(id)).description).toBe('<p>Hi<a>x</a></p>');
  });

  it('stores a description that sanitises to nothing as none', async () => {
    const { id } = await addClass({ description: '<script>alert(1)</script>' });
    expect((await view(id)).description).toBe('');
  });

  const tooLong = 'x'.repeat(125);
  it.each<[string, () => FormFields, number, string]>([
    ['instructions that are not JSON', () => ({ instructions: '[{"text": "Wash"' }), 400, 'instructions: instructions must be JSON text'],
    ['ingredients that are not JSON', () => ({ ingredients: 'basil, garlic' }), 400, 'ingredients: ingredients must be JSON text'],
    ['instructions that are not a list', () => ({ instructions: '{"text": "Wash"}' }), 400, 'instructions: instructions must be a list'],
    ['an instruction over 124 characters', () => ({ instructions: JSON.stringify([{ text: tooLong }]) }), 400, 'instructions.0.text: At most 124 characters'],
    ['an unknown chef', () => ({ chef_id: 999999 }), 400, CHEF_MISSING.message],
    ['an unknown ingredient id', () => ({ ingredients: JSON.stringify([{ ingredient_id: 999999, measurement: '1' }]) }), 400, `ingredients.0: ${validationEnglish(UNKNOWN_INGREDIENT_MESSAGE)}`],
    ['an ingredient name not in the list', () => ({ ingredients: JSON.stringify([{ name: 'Basil', measurement: '1' }, { name: 'Saffron', measurement: '1' }]) }), 400, `ingredients.1: ${validationEnglish(UNKNOWN_INGREDIENT_MESSAGE)}`],
    ['an unknown meal type', () => ({ meal_icon_id: [world.meals.vegan, 999999] }), 400, mealTypeMissing(999999).message],
    ['an instruction ending after the video', () => ({ instructions: JSON.stringify([{ text: 'Plate', timestamp: '00:09:00', end_timestamp: '00:10:01' }]) }), 400, `instructions.0.end_timestamp: ${validationEnglish(END_TIME_MESSAGE)}`],
    ['a recipe name ending after the video', () => ({ recipe_name_end_time: '00:10:01' }), 400, `recipe_name_end_time: ${validationEnglish(END_TIME_MESSAGE)}`],
    ['ingredients ending after the video', () => ({ ingredient_end_time: '01:00:00' }), 400, `ingredient_end_time: ${validationEnglish(END_TIME_MESSAGE)}`],
    ['an instruction starting after its end', () => ({ instructions: JSON.stringify([{ text: 'Plate', timestamp: '00:02:00', end_timestamp: '00:01:00' }]) }), 400, `instructions.0.timestamp: ${validationEnglish(START_AFTER_END_MESSAGE)}`],
    ['a live class without a date', () => ({ class_date: '' }), 400, 'class_date: This field is required'],
    ['a live class without a time', () => ({ class_time: '' }), 400, 'class_time: This field is required'],
    ['a date that is no calendar date', () => ({ class_date: '2099-02-30' }), 400, INVALID_DATE.message],
    ['a live class in the past', () => ({ class_date: '2020-01-01' }), 400, `class_date: ${validationEnglish(PAST_DATE_MESSAGE)}`],
    ['a time out of format', () => ({ class_time: '7pm' }), 400, 'class_time: Use the format HH:mm:ss'],
    ['no name', () => ({ name: '  ' }), 400, 'name: This field is required'],
    ['an unknown class type', () => ({ class_type: 'hybrid' }), 400, 'class_type: class_type must be live or on-demand'],
    ['a video name not made by the upload', () => ({ video_name: '../etc/passwd' }), 400, `video_name: ${VIDEO_NAME_MESSAGE}`],
    ['a GIF image', () => ({ image: gifFile() }), 400, 'image: Only jpg, png or jpeg images are allowed'],
    ['a text file named .png', () => ({ image: textAsPng() }), 400, 'image: Only jpg, png or jpeg images are allowed'],
    ['an image under 100x100', () => ({ image: jpegFile(120, 99) }), 400, 'image: The image must be at least 100x100 pixels'],
    ['a PNG cut to 40 bytes', () => ({ image: fileOf(png(120, 120, [0, 0, 0]).subarray(0, 40), 'cut.png', 'image/png') }), 400, 'image: This file could not be read as an image'],
    ['a script as the external video link', () => ({ video_link: 'javascript:alert(1)' }), 400, `video_link: ${validationEnglish(VIDEO_LINK_MESSAGE)}`],
    ['a data address as the external video link', () => ({ video_link: 'data:text/html,<script>alert(1)</script>' }), 400, `video_link: ${validationEnglish(VIDEO_LINK_MESSAGE)}`],
    ['an ftp external video link', () => ({ video_link: 'ftp://videos.example/pesto' }), 400, `video_link: ${validationEnglish(VIDEO_LINK_MESSAGE)}`],
    ['an external video link over 2000 characters', () => ({ video_link: `https://videos.example/${'a'.repeat(2000)}` }), 400, 'video_link: Must be at most 2000 characters'],
  ])('refuses %s, storing nothing', async (_case, overrides, status, message) => {
    await expectClassRefused(world, () => add(fullForm(world, { image: pngFile(), ...overrides() })), status, message);
  });

  it('refuses a video another class already has with 409', async () => {
    await addClass();
    await expectClassRefused(world, () => add(fullForm(world, { name: 'Copy', image: pngFile() })), 409, VIDEO_NAME_TAKEN.message);
  });

  it('needs a signed-in admin', async () => {
    await expectClassRefused(world, () => add(fullForm(world), {}), 401, /sign in/i);
  });
});

describe('class-info/edit', () => {
  it('replaces every field, keeps the ingredient rows sent back by id, and the view reads the new class', async () => {
    const { id } = await addClass({ image: pngFile(120, 'old.png') });
    const before = await view(id);
    const basilRow = before.class_ingredients.find((row) => row.ingredient_id === world.ingredients.basil)!;
    const oldVideo = `videos/${before.video_name!}`;
    await world.t.storage.put(oldVideo, new Uint8Array([1, 2, 3]), 'video/mp4');

    const answer = await edit({
      ...fullForm(world),
      id,
      name: 'Winter pesto',
      class_type: 'on-demand',
      description: '<p>Kale this time.</p>',
      chef_id: world.otherChefId,
      duration: '900',
      instructions: JSON.stringify([{ text: 'Blanch the kale', timestamp: '00:00:05', end_timestamp: '00:14:00' }]),
      ingredients: JSON.stringify([
        { name: 'tomatoes', measurement: '3' },
        { ingredient_id: world.ingredients.basil, id: basilRow.id, measurement: '1 bunch' },
      ]),
      meal_icon_id: [world.meals.keto],
      recipe_name_end_time: '00:00:30',
      ingredient_end_time: '00:15:00',
      video_link: 'https://videos.example/pesto',
      video_name: 'Zz9yY8xX_1763900000000.webm',
      video_original_name: 'kale.webm',
      image: jpegFile(150, 150, 'new.jpg'),
    });

    expect(answer.body).toEqual({ status: true, message: 'Class updated', code: 'class.updated', data: { id, video_name: 'Zz9yY8xX_1763900000000.webm' } });
    const after = await view(id);
    expect(after).toMatchObject({
      name: 'Winter pesto',
      class_type: 'on-demand',
      description: '<p>Kale this time.</p>',
      chef: { id: world.otherChefId, email: 'ana@hisa-franko.test' },
      class_date: null,
      class_time: null,
      duration: 900,
      video_name: 'Zz9yY8xX_1763900000000.webm',
      video_original_name: 'kale.webm',
      video_status: 1,
      video_link: 'https://videos.example/pesto',
      instructions: [{ text: 'Blanch the kale', timestamp: '00:00:05', end_timestamp: '00:14:00' }],
      class_meal_icons: [{ meal_icon: { id: world.meals.keto, meal_type: 'Keto' } }],
    });
    expect(after.class_ingredients.map(({ id: rowId, ingredient, measurement }) => ({ rowId, name: ingredient.name, measurement }))).toEqual([
      { rowId: expect.any(Number), name: 'Tomatoes', measurement: '3' },
      { rowId: basilRow.id, name: 'Basil', measurement: '1 bunch' },
    ]);
    // The old image and the old video are gone; only the new image is stored.
    expect(await storedObjects(world.t.objects)).toEqual([keyOf(after.image)]);
    expect(keyOf(after.image)).toMatch(/\.jpg$/);
  });

  it('aborts the upload still writing the video it replaces', async () => {
    const { id, video_name } = await addClass();
    const oldKey = `videos/${video_name!}`;
    const { uploadId } = await world.t.storage.multipart.create(oldKey, 'video/mp4');
    await world.t.db.insert(multipartUploads).values({ uploadId, objectKey: oldKey, adminId: world.adminId });

    const answer = await edit({ ...fullForm(world), id, video_name: 'Qq1wW2eE_1763900000000.mp4' });

    expect(answer.status, answer.body.message).toBe(200);
    expect(world.aborted).toEqual([{ key: oldKey, uploadId }]);
    expect(await world.t.db.select().from(multipartUploads)).toEqual([]);
  });

  it('keeps the image, the video and its upload status, and the duration, when none is sent', async () => {
    const { id } = await addClass({ image: pngFile() });
    await world.t.db.update(classes).set({ videoStatus: 2 }).where(eq(classes.id, id));
    const before = await view(id);

    const answer = await edit({ ...fullForm(world), id, duration: '', image: '', name: 'Renamed' });

    expect(answer.status, answer.body.message).toBe(200);
    expect(await view(id)).toMatchObject({ name: 'Renamed', image: before.image, video_name: before.video_name, video_status: 2, duration: 600 });
  });

  it('holds end times to the stored duration when the form sends none', async () => {
    const { id } = await addClass();
    const late = JSON.stringify([{ text: 'Plate', end_timestamp: '00:10:01' }]);
    await expectClassRefused(world, () => edit({ ...fullForm(world), id, duration: '', instructions: late }), 400, `instructions.0.end_timestamp: ${validationEnglish(END_TIME_MESSAGE)}`);
  });

  it('keeps a live class’s past date when the edit does not change it', async () => {
    const row = await insertClass(world.t.db, { chefId: world.chefId, classType: 'live', classDate: '2020-01-01', classTime: '10:00:00' });
    const answer = await edit({ ...fullForm(world), id: row.id, class_date: '2020-01-01', video_name: '' });
    expect(answer.status, answer.body.message).toBe(200);
  });

  it('refuses an ingredient row id of another class, changing nothing', async () => {
    const { id } = await addClass();
    const other = await insertClass(world.t.db, { chefId: world.chefId, ingredientIds: [world.ingredients.garlic] });
    const [foreignRow] = (await view(other.id)).class_ingredients;
    const ingredients = JSON.stringify([{ ingredient_id: world.ingredients.garlic, id: foreignRow!.id, measurement: '9' }]);
    await expectClassRefused(world, () => edit({ ...fullForm(world), id, ingredients, image: pngFile() }), 400, ingredientRowNotInClass(0).message);
  });

  it.each<[string, () => FormFields, string]>([
    ['an unknown ingredient', () => ({ ingredients: JSON.stringify([{ name: 'Saffron', measurement: '1' }]) }), `ingredients.0: ${validationEnglish(UNKNOWN_INGREDIENT_MESSAGE)}`],
    ['an unknown meal type', () => ({ meal_icon_id: 999999 }), mealTypeMissing(999999).message],
    ['an unknown chef', () => ({ chef_id: 999999 }), CHEF_MISSING.message],
    ['an image under 100x100', () => ({ image: pngFile(99) }), 'image: The image must be at least 100x100 pixels'],
    ['a script as the external video link', () => ({ video_link: 'javascript:alert(1)' }), `video_link: ${validationEnglish(VIDEO_LINK_MESSAGE)}`],
  ])('refuses %s with 400, keeping the class as it was', async (_case, overrides, message) => {
    const { id } = await addClass({ image: pngFile() });
    await expectClassRefused(world, () => edit({ ...fullForm(world), id, image: pngFile(), ...overrides() }), 400, message);
  });

  it('refuses an unknown class with 404', async () => {
    await expectClassRefused(world, () => edit({ ...fullForm(world), id: 999999 }), 404, 'Class not found');
  });
});
