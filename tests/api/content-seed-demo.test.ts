/**
 * The demo content of `npm run seed:demo`: enough meal types (with small PNG icons that are
 * stored), ingredients, plans, block prices and subscribers to page, sort and search, spread over
 * a year, some switched off; and a second run adds nothing.
 */
import { count } from 'drizzle-orm';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientAllResponse } from '../../areas/ingredients/ingredient-contract';
import { mealLookupResponse } from '../../areas/meals/meal-contract';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { ICON_SIDE_PX, seedDemoContent, type DemoContentCounts } from '../../server/demo/seed-demo-content';
import { storedObjects } from '../support/api-people-requests';
import { call } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
let first: DemoContentCounts;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  first = await seedDemoContent({ db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const tables = [mealIcons, ingredients, subscriptionPlans, blockPrices, subscribedEmails] as const;
const counts = () => Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));

describe('the demo content seed', () => {
  it('adds at least 15 meal types, 40 ingredients, 12 plans, 15 block prices and 35 subscribers', () => {
    expect(first.mealTypes).toBeGreaterThanOrEqual(15);
    expect(first.ingredients).toBeGreaterThanOrEqual(40);
    expect(first.plans).toBeGreaterThanOrEqual(12);
    expect(first.blockPrices).toBeGreaterThanOrEqual(15);
    expect(first.subscribers).toBeGreaterThanOrEqual(35);
  });

  it('gives every meal type a small PNG icon that is stored and served', async () => {
    const meals = await t.db.select({ image: mealIcons.image }).from(mealIcons);
    expect(await storedObjects(t.objects)).toEqual(meals.map((meal) => meal.image).sort());
    const icon = await t.storage.get(meals[0]!.image);
    expect(icon?.contentType).toBe('image/png');
    expect(imageSize(icon!.bytes)).toMatchObject({ width: ICON_SIDE_PX, height: ICON_SIDE_PX, type: 'png' });
    expect((await t.app.request(`/api/v1/files/${meals[0]!.image}`)).status).toBe(200);
  });

  it.each([
    ['meal types', mealIcons],
    ['ingredients', ingredients],
    ['plans', subscriptionPlans],
    ['block prices', blockPrices],
    ['subscribers', subscribedEmails],
  ] as const)('spreads the %s over the last year', async (_name, table) => {
    const ages = (await t.db.select({ createdAt: table.createdAt }).from(table)).map((row) => (t.clock.now().getTime() - row.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(366);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(200);
  });

  it('switches some meal types and block prices off, most stay on', async () => {
    for (const table of [mealIcons, blockPrices]) {
      const flags = (await t.db.select({ isActive: table.isActive }).from(table)).map((row) => row.isActive);
      expect(flags).toContain(false);
      expect(flags.filter(Boolean).length).toBeGreaterThan(flags.length / 2);
    }
  });

  it('feeds the class form’s look-ups: active meal types only, every ingredient', async () => {
    const meals = v.parse(mealLookupResponse, (await call(t.app, 'meal-icon/list-meal-icon', { token })).body).data.rows;
    const stored = await t.db.select({ id: mealIcons.id, isActive: mealIcons.isActive }).from(mealIcons);
    expect(meals.map((meal) => meal.id).sort()).toEqual(stored.filter((meal) => meal.isActive).map((meal) => meal.id).sort());
    const all = v.parse(ingredientAllResponse, (await call(t.app, 'ingredients/all', { token })).body).data.rows;
    expect(all).toHaveLength(first.ingredients);
  });

  it('adds nothing when run again, and stores no icon twice', async () => {
    const before = await counts();
    const files = await storedObjects(t.objects);

    const again = await seedDemoContent({ db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() });

    expect(again).toEqual({ mealTypes: 0, ingredients: 0, plans: 0, blockPrices: 0, subscribers: 0 });
    expect(await counts()).toEqual(before);
    expect(await storedObjects(t.objects)).toEqual(files);
  });
});
