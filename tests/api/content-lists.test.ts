/**
 * The six content lists (meal-icon/list, ingredients/list, subscription/list, blok-price/list,
 * auth/static-content/list, auth/subscribed-email/list; spec section 7): pages of 10 with the true
 * count, newest first by default, every whitelisted sort in both orders with ties broken by id,
 * and a case-insensitive search in which %, _, \ and quotes are plain text.
 */
import { refusal } from '../support/answers';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockPriceListResponse } from '../../areas/block-prices/block-price-contract';
import { ingredientListResponse } from '../../areas/ingredients/ingredient-contract';
import { mealListResponse } from '../../areas/meals/meal-contract';
import { staticPageListResponse } from '../../areas/static-pages/static-page-contract';
import { subscribedEmailListResponse } from '../../areas/subscribed-emails/subscribed-email-contract';
import { subscriptionListResponse } from '../../areas/subscriptions/subscription-contract';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { staticPages } from '../../areas/static-pages/server/tables';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { call } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { insertIngredients, insertMeals, insertPlans, insertPrices, insertSubscribers, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;

const DAY = 86_400_000;
const BASE = new Date('2026-06-01T12:00:00Z').getTime();
/** Letters only, and no word the start of another: the order is the same under any collation. */
const WORDS = ['Ada', 'bea', 'Cyrus', 'Dora', 'elio', 'Fern', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kira', 'Leo', 'Mona', 'Nils', 'Olga', 'Pia', 'Quin', 'Rhea', 'Sven', 'Tove'];
/** Words a search must take literally. */
const META = ['50%', '500', 'a_b', 'axb', 'back\\slash', "O'Brien"];

/** One row to make in each table; `unique` stands in where the table allows no repeated name. */
type Seed = { word: string; unique: string; n: number; createdAt: Date; flag: boolean };
const SEEDS: Seed[] = [
  ...WORDS.map((word, n) => ({ word, unique: word, n, createdAt: new Date(BASE - n * DAY), flag: n % 4 !== 0 })),
  // Three rows alike in every sortable value but the id (and the name where it must be unique).
  ...['x', 'y', 'z'].map((suffix) => ({ word: 'Tie', unique: `Tie${suffix}`, n: 99, createdAt: new Date(BASE - 30 * DAY), flag: true })),
  ...META.map((word, index) => ({ word, unique: word, n: 40 + index, createdAt: new Date(BASE - (40 + index) * DAY), flag: true })),
];

type Value = string | number | boolean | Date;
/** A row as stored: the key the list answers it by, its sortable values and its searched texts. */
type Stored = { id: number; key: string; values: Record<string, Value>; texts: string[] };

type Group = {
  path: string;
  sortable: string[];
  keys(body: unknown): { keys: string[]; count: number };
  seed(): Promise<unknown>;
  stored(): Promise<Stored[]>;
  table: typeof mealIcons | typeof ingredients | typeof subscriptionPlans | typeof blockPrices | typeof staticPages | typeof subscribedEmails;
};

const byId = (body: { data: { rows: Array<{ id: number }>; count: number } }) => ({ keys: body.data.rows.map((row) => String(row.id)), count: body.data.count });

const groups: Group[] = [
  {
    path: 'meal-icon/list',
    sortable: ['created_at', 'meal_type', 'is_active'],
    keys: (body) => byId(v.parse(mealListResponse, body)),
    seed: () => insertMeals(t.db, SEEDS.map((seed) => ({ mealType: seed.word, isActive: seed.flag, createdAt: seed.createdAt }))),
    stored: async () =>
      (await t.db.select().from(mealIcons)).map((row) => ({ id: row.id, key: String(row.id), values: { created_at: row.createdAt, meal_type: row.mealType, is_active: row.isActive }, texts: [row.mealType] })),
    table: mealIcons,
  },
  {
    path: 'ingredients/list',
    sortable: ['created_at', 'name'],
    keys: (body) => byId(v.parse(ingredientListResponse, body)),
    seed: () => insertIngredients(t.db, SEEDS.map((seed) => ({ name: seed.unique, createdAt: seed.createdAt }))),
    stored: async () => (await t.db.select().from(ingredients)).map((row) => ({ id: row.id, key: String(row.id), values: { created_at: row.createdAt, name: row.name }, texts: [row.name] })),
    table: ingredients,
  },
  {
    path: 'subscription/list',
    sortable: ['created_at', 'title', 'amount', 'timeframe'],
    keys: (body) => byId(v.parse(subscriptionListResponse, body)),
    // Amounts 9.5 and 10.25 sit together: sorted as numbers, 9.5 comes first; as text it would not.
    seed: () =>
      insertPlans(t.db, SEEDS.map((seed) => ({ title: seed.word, displayAmount: `${seed.n}/month`, amount: String(8 + ((seed.n * 7) % 13) + 0.25 * (seed.n % 3)), timeframe: 1 + (seed.n % 12), createdAt: seed.createdAt }))),
    stored: async () =>
      (await t.db.select().from(subscriptionPlans)).map((row) => ({
        id: row.id,
        key: String(row.id),
        values: { created_at: row.createdAt, title: row.title, amount: Number(row.amount), timeframe: row.timeframe },
        texts: [row.title, row.displayAmount],
      })),
    table: subscriptionPlans,
  },
  {
    path: 'blok-price/list',
    sortable: ['created_at', 'title', 'amount', 'is_active'],
    keys: (body) => byId(v.parse(blockPriceListResponse, body)),
    seed: () => insertPrices(t.db, SEEDS.map((seed) => ({ title: seed.word, amount: WORDS[(seed.n * 7) % 5]!, isActive: seed.flag, createdAt: seed.createdAt }))),
    stored: async () =>
      (await t.db.select().from(blockPrices)).map((row) => ({
        id: row.id,
        key: String(row.id),
        values: { created_at: row.createdAt, title: row.title, amount: row.amount, is_active: row.isActive },
        texts: [row.title, row.amount],
      })),
    table: blockPrices,
  },
  {
    path: 'auth/static-content/list',
    sortable: ['created_at', 'title'],
    keys: (body) => byId(v.parse(staticPageListResponse, body)),
    seed: async () => {
      await t.db.delete(staticPages); // the seeded four, whose titles are not collation-proof
      await t.db.insert(staticPages).values(SEEDS.map((seed) => ({ slug: seed.unique, title: seed.word, content: '<p>Text</p>', createdAt: seed.createdAt })));
    },
    stored: async () => (await t.db.select().from(staticPages)).map((row) => ({ id: row.id, key: String(row.id), values: { created_at: row.createdAt, title: row.title }, texts: [row.title] })),
    table: staticPages,
  },
  {
    path: 'auth/subscribed-email/list',
    sortable: ['created_at', 'email'],
    keys: (body) => {
      const { data } = v.parse(subscribedEmailListResponse, body);
      return { keys: data.rows.map((row) => row.email), count: data.count };
    },
    seed: () => insertSubscribers(t.db, SEEDS.map((seed) => ({ email: `${seed.unique.toLowerCase()}@list.test`, createdAt: seed.createdAt }))),
    stored: async () => (await t.db.select().from(subscribedEmails)).map((row) => ({ id: row.id, key: row.email, values: { created_at: row.createdAt, email: row.email }, texts: [row.email] })),
    table: subscribedEmails,
  },
];

beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  for (const group of groups) await group.seed();
});
afterAll(() => t.close());

const compare = (x: Value, y: Value) => {
  const [a, b] = [x, y].map((value) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? value.toLowerCase() : value));
  return a === b ? 0 : a! < b! ? -1 : 1;
};
const ordered = (rows: Stored[], column: string, order: 'ASC' | 'DESC') =>
  [...rows].sort((a, b) => (order === 'ASC' ? 1 : -1) * (compare(a.values[column]!, b.values[column]!) || a.id - b.id)).map((row) => row.key);

describe.each(groups)('$path', (group) => {
  const list = async (body: unknown) => {
    const answer = await call(t.app, group.path, { body, token });
    expect(answer.status, answer.body.message).toBe(200);
    return group.keys(answer.body);
  };
  /** Every page of a list, read in turn. */
  const allPages = async (body: Record<string, unknown>) => {
    const first = await list(body);
    const keys = [...first.keys];
    for (let page = 2; page <= Math.ceil(first.count / 10); page += 1) keys.push(...(await list({ ...body, page })).keys);
    return keys;
  };

  it('answers the first 10 rows newest first, with the count of all rows as a number', async () => {
    const stored = await group.stored();
    const page = await list({});
    expect(page.keys).toEqual(ordered(stored, 'created_at', 'DESC').slice(0, 10));
    expect(page.count).toBe(SEEDS.length);
  });

  it.each(['ASC', 'DESC'] as const)('sorts by every whitelisted column %s, ties broken by id, each row exactly once', async (order) => {
    const stored = await group.stored();
    for (const column of group.sortable) expect(await allPages({ sort_by: column, order }), column).toEqual(ordered(stored, column, order));
  });

  it.each([
    ['just past the end', Math.ceil(SEEDS.length / 10) + 1],
    ['far past the end', 1000],
  ])('answers a page %s with no rows and the true count', async (_case, page) => {
    expect(await list({ page })).toEqual({ keys: [], count: SEEDS.length });
    expect(await list({ page, search: 'o' })).toEqual({ keys: [], count: (await group.stored()).filter((row) => row.texts.some((text) => text.toLowerCase().includes('o'))).length });
  });

  it.each([
    ['a word in another case', 'KIRA'],
    ['a part of a word', 've'],
    ['%', '50%'],
    ['a lone %', '%'],
    ['_', 'a_b'],
    ['\\', '\\'],
    ['a quote', "o'b"],
  ])('searches %s as plain text, whatever the case', async (_case, search) => {
    const expected = (await group.stored()).filter((row) => row.texts.some((text) => text.toLowerCase().includes(search.toLowerCase())));
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages({ search, sort_by: 'created_at', order: 'ASC' });
    expect(found).toEqual(ordered(expected, 'created_at', 'ASC'));
  });

  it.each(["'; drop table meal_icons; --", "' or '1'='1", '%%', '\\_'])('finds nothing for %j and harms nothing', async (search) => {
    expect(await list({ search })).toEqual({ keys: [], count: 0 });
    expect((await t.db.select({ n: count() }).from(group.table))[0]!.n).toBe(SEEDS.length);
  });

  it.each<[string, unknown, string]>([
    ['a sort_by outside the whitelist', { sort_by: 'search_text' }, `sort_by: sort_by must be one of: ${group.sortable.join(', ')}`],
    ['a sort_by carrying SQL', { sort_by: 'id; drop table ingredients' }, `sort_by: sort_by must be one of: ${group.sortable.join(', ')}`],
    ['an order other than ASC or DESC', { order: 'asc' }, 'order: order must be ASC or DESC'],
    ['page 0', { page: 0 }, 'page: page starts at 1'],
    ['a page given as text', { page: '2' }, 'page: page must be a number'],
    ['an over-long search', { search: 's'.repeat(201) }, 'search: search is too long'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const answer = await call(t.app, group.path, { body, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, group.path, { body: {} })).status).toBe(401);
  });
});
