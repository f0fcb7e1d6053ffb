/**
 * The demo classes of `npm run seed:demo`: live and on-demand classes over the demo chefs,
 * ingredients and meal types, each with a stored image, instructions, ingredients and meal types,
 * no video; readable through the class calls; and a second run adds nothing.
 */
import { count } from 'drizzle-orm';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classListResponse, classViewResponse } from '../../areas/classes/class-contract';
import { classes, classIngredients, classInstructions, classMealIcons } from '../../areas/classes/server/tables';
import { seedDemo } from '../../server/demo/seed-demo';
import { CLASS_IMAGE_SIZE, seedDemoClasses } from '../../server/demo/seed-demo-classes';
import { seedDemoContent } from '../../server/demo/seed-demo-content';
import { keyOf, storedObjects } from '../support/api-people-requests';
import { call } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
let added: number;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  const deps = { db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() };
  await seedDemo(deps);
  await seedDemoContent(deps);
  added = await seedDemoClasses(deps);
});
afterAll(() => t.close());

const tables = [classes, classInstructions, classIngredients, classMealIcons] as const;
const counts = () => Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));

describe('the demo class seed', () => {
  it('adds more than two pages of classes, live and on demand, some switched off, none with a video', async () => {
    expect(added).toBeGreaterThan(20);
    const rows = await t.db.select().from(classes);
    expect(new Set(rows.map((row) => row.classType))).toEqual(new Set(['live', 'on-demand']));
    expect(rows.map((row) => row.isActive)).toContain(false);
    expect(rows.every((row) => row.videoName === null && row.videoStatus === null && row.duration === null)).toBe(true);
    for (const row of rows) {
      if (row.classType === 'live') expect(row.classDate! >= t.clock.now().toISOString().slice(0, 10)).toBe(true);
      else expect([row.classDate, row.classTime]).toEqual([null, null]);
    }
  });

  it('gives every class a stored image, instructions, ingredients and meal types, read back by the view', async () => {
    const [first] = v.parse(classListResponse, (await call(t.app, 'class-info/list', { token, body: {} })).body).data.rows;
    const read = v.parse(classViewResponse, (await call(t.app, `class-info/view/${first!.id}`, { token })).body).data;
    expect(read.instructions.length).toBeGreaterThanOrEqual(4);
    expect(read.class_ingredients.length).toBeGreaterThanOrEqual(3);
    expect(read.class_meal_icons.length).toBeGreaterThanOrEqual(1);
    expect(read.video_url).toBeNull();
    const image = await t.storage.get(keyOf(read.image)!);
    expect(imageSize(image!.bytes)).toMatchObject({ ...CLASS_IMAGE_SIZE, type: 'png' });
    const [perClass] = await counts();
    expect(perClass).toBe(added);
  });

  it('adds nothing when run again, and stores no image twice', async () => {
    const before = { rows: await counts(), files: await storedObjects(t.objects) };
    expect(await seedDemoClasses({ db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() })).toBe(0);
    expect({ rows: await counts(), files: await storedObjects(t.objects) }).toEqual(before);
  });
});
