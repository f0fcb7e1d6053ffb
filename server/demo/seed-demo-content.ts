/**
 * Demo data for every content area (`npm run seed:demo`): meal types with small PNG icons,
 * ingredients, subscription plans, block prices and newsletter subscribers, enough to page, sort
 * and search. Idempotent: a row whose name (meal type, ingredient, title, e-mail) is already in
 * its table, in any case, is left alone, and its icon is not stored.
 */
import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import type { Logger } from '../logger';
import type { ObjectStorage } from '../storage/object-storage';
import { newImageKey } from '../uploads/image-key';
import { discardImage } from '../uploads/save-with-image';
import { BLOCK_PRICES, demoDate, demoIsActive, INGREDIENTS, MEAL_TYPES, PLANS, SUBSCRIBERS } from './demo-content';
import { solidPng } from './solid-png';

export const ICON_SIDE_PX = 48;

type Deps = { db: Database; storage: ObjectStorage; logger: Logger; now: Date };

export type DemoContentCounts = { mealTypes: number; ingredients: number; plans: number; blockPrices: number; subscribers: number };

/** The names of `wanted` already in `column`, compared lower-cased. */
export async function present(db: Database, column: AnyColumn, wanted: readonly string[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const lower = sql<string>`lower(${column})`;
  const rows = await db.select({ name: lower }).from(column.table).where(inArray(lower, wanted.map((name) => name.toLowerCase())));
  return new Set(rows.map((row) => row.name));
}

export const absent = <T>(rows: readonly T[], name: (row: T) => string, found: Set<string>) => rows.filter((row) => !found.has(name(row).toLowerCase()));

async function seedMealTypes(deps: Deps): Promise<number> {
  const { db, storage, now } = deps;
  const wanted = MEAL_TYPES.map((meal, index) => ({ ...meal, index }));
  const missing = absent(wanted, (meal) => meal.mealType, await present(db, mealIcons.mealType, MEAL_TYPES.map((meal) => meal.mealType)));
  if (missing.length === 0) return 0;
  // Icons first, as saveWithImage does: a row never names a missing object.
  const rows = await Promise.all(
    missing.map(async (meal) => {
      const key = newImageKey('png');
      await storage.put(key, solidPng(ICON_SIDE_PX, ICON_SIDE_PX, meal.colour), 'image/png');
      return { mealType: meal.mealType, image: key, isActive: demoIsActive(meal.index), createdAt: demoDate(meal.index, 300, now) };
    }),
  );
  try {
    await db.insert(mealIcons).values(rows);
  } catch (error) {
    for (const row of rows) await discardImage(deps, row.image);
    throw error;
  }
  return rows.length;
}

async function seedIngredients({ db, now }: Deps): Promise<number> {
  const rows = INGREDIENTS.map((name, index) => ({ name, createdAt: demoDate(index, 400, now) }));
  return (await db.insert(ingredients).values(rows).onConflictDoNothing().returning({ id: ingredients.id })).length;
}

async function seedPlans({ db, now }: Deps): Promise<number> {
  const wanted = PLANS.map((plan, index) => ({ ...plan, createdAt: demoDate(index, 500, now) }));
  const missing = absent(wanted, (plan) => plan.title, await present(db, subscriptionPlans.title, PLANS.map((plan) => plan.title)));
  if (missing.length > 0) await db.insert(subscriptionPlans).values(missing);
  return missing.length;
}

async function seedBlockPrices({ db, now }: Deps): Promise<number> {
  const wanted = BLOCK_PRICES.map((price, index) => ({ ...price, isActive: demoIsActive(index), createdAt: demoDate(index, 600, now) }));
  const missing = absent(wanted, (price) => price.title, await present(db, blockPrices.title, BLOCK_PRICES.map((price) => price.title)));
  if (missing.length > 0) await db.insert(blockPrices).values(missing);
  return missing.length;
}

async function seedSubscribers({ db, now }: Deps): Promise<number> {
  const rows = SUBSCRIBERS.map((email, index) => ({ email, createdAt: demoDate(index, 700, now) }));
  return (await db.insert(subscribedEmails).values(rows).onConflictDoNothing().returning({ id: subscribedEmails.id })).length;
}

export async function seedDemoContent(deps: Deps): Promise<DemoContentCounts> {
  return {
    mealTypes: await seedMealTypes(deps),
    ingredients: await seedIngredients(deps),
    plans: await seedPlans(deps),
    blockPrices: await seedBlockPrices(deps),
    subscribers: await seedSubscribers(deps),
  };
}
