/**
 * No silent overwrite (issue #15 item 2): every edit call takes the version its record was read
 * at; a stale one answers 409 with a clear message and changes nothing, the current one saves and
 * moves the version on, two saves of one version cannot both pass, and an edit without a version
 * (as the spec's clients send) is not checked. The view and list answers carry the version.
 */
import { eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins } from '../../server/db/schema';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { staticPages } from '../../areas/static-pages/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { users } from '../../areas/users/server/tables';
import { STALE_EDIT } from '../../server/http/edit-version';
import { callForm, type FormFields } from '../support/api-people-requests';
import { insertAdmins, insertChefs, insertUsers } from '../support/api-people-rows';
import { call, type Answer } from '../support/api-requests';
import { fullForm, insertClass, openClassWorld, type ClassWorld } from './classes-support';
import { insertIngredients, insertMeals, insertPlans, insertPrices } from './content-support';

let world: ClassWorld;
afterAll(() => world.t.close());

type Edited = {
  area: string;
  table: PgTable & { id: AnyColumn; version: AnyColumn };
  /** Makes a row and answers its id. */
  make: () => Promise<number>;
  /** The edit call with the given version (undefined: none sent) and a distinct value. */
  edit: (id: number, version: number | undefined, mark: string) => Promise<Answer>;
  /** The field the edit changes, as stored. */
  stored: (id: number) => Promise<string>;
  /** The record as the edit form reads it (view call), to find its version. */
  view: (id: number) => Promise<Answer>;
};

const form = (path: string, method: string) => (fields: FormFields) => callForm(world.t.app, path, fields, { token: world.token, method });
const json = (path: string, method: string) => (body: Record<string, unknown>) => call(world.t.app, path, { token: world.token, method, body });
const get = (path: string) => call(world.t.app, path, { token: world.token });
const withVersion = (version: number | undefined): Record<string, number> => (version === undefined ? {} : { version });
const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
let counter = 0;
const unique = () => `${(counter += 1)}`;

const EDITS: Edited[] = [
  {
    area: 'sub-admin',
    table: admins,
    make: async () => (await insertAdmins(world.t.db, [{ first: 'Vera', last: `Sion ${unique()}`, email: `vera${unique()}@versions.test` }]))[0]!.id,
    edit: async (id, version, mark) => {
      const [role] = await world.t.db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.role, 'Support'));
      return form('sub-admin/edit', 'PUT')({ id, ...withVersion(version), first_name: mark, last_name: 'Sion', admin_role_id: role!.id });
    },
    stored: async (id) => (await one(world.t.db.select({ v: admins.firstName }).from(admins).where(eq(admins.id, id)))).v,
    view: (id) => get(`sub-admin/view?id=${id}`),
  },
  {
    area: 'user',
    table: users,
    make: async () => (await insertUsers(world.t.db, [{ first: 'Una', last: 'User', email: `una${unique()}@versions.test` }]))[0]!.id,
    edit: (id, version, mark) => form('user/edit', 'POST')({ id, ...withVersion(version), first_name: mark, last_name: 'User', email: `una-${id}@versions.test` }),
    stored: async (id) => (await one(world.t.db.select({ v: users.firstName }).from(users).where(eq(users.id, id)))).v,
    view: (id) => get(`user/view/${id}`),
  },
  {
    area: 'chef',
    table: chefs,
    make: async () => (await insertChefs(world.t.db, [{ first: 'Carla', last: `Chef ${unique()}`, email: '' }]))[0]!.id,
    edit: (id, version, mark) => form('chef/edit', 'PUT')({ id, ...withVersion(version), name: mark }),
    stored: async (id) => (await one(world.t.db.select({ v: chefs.name }).from(chefs).where(eq(chefs.id, id)))).v,
    view: (id) => get(`chef/view?id=${id}`),
  },
  {
    area: 'meal-icon',
    table: mealIcons,
    make: async () => (await insertMeals(world.t.db, [{ mealType: `Brunch ${unique()}` }]))[0]!.id,
    edit: (id, version, mark) => form('meal-icon/edit', 'PUT')({ id, ...withVersion(version), meal_type: mark }),
    stored: async (id) => (await one(world.t.db.select({ v: mealIcons.mealType }).from(mealIcons).where(eq(mealIcons.id, id)))).v,
    view: (id) => get(`meal-icon/view/${id}`),
  },
  {
    area: 'class-info',
    table: classes,
    make: async () => (await insertClass(world.t.db, { name: `Knife skills ${unique()}`, chefId: world.chefId })).id,
    edit: (id, version, mark) => form('class-info/edit', 'PUT')({ ...fullForm(world, { name: mark, video_name: '', video_original_name: '' }), id, ...withVersion(version) }),
    stored: async (id) => (await one(world.t.db.select({ v: classes.name }).from(classes).where(eq(classes.id, id)))).v,
    view: (id) => get(`class-info/view/${id}`),
  },
  {
    area: 'ingredients',
    table: ingredients,
    make: async () => (await insertIngredients(world.t.db, [{ name: `Saffron ${unique()}` }]))[0]!.id,
    edit: (id, version, mark) => json('ingredients/edit', 'PUT')({ id, ...withVersion(version), name: `Spice ${mark}` }),
    stored: async (id) => (await one(world.t.db.select({ v: ingredients.name }).from(ingredients).where(eq(ingredients.id, id)))).v.replace('Spice ', ''),
    view: async (id) => {
      // Ingredients have no view call: the list row is what the edit form starts from.
      const answer = await json('ingredients/list', 'POST')({ search: (await one(world.t.db.select({ n: ingredients.name }).from(ingredients).where(eq(ingredients.id, id)))).n });
      return { ...answer, body: { ...answer.body, data: (answer.body.data as { rows: unknown[] }).rows[0] } };
    },
  },
  {
    area: 'subscription',
    table: subscriptionPlans,
    make: async () => (await insertPlans(world.t.db, [{ title: `Monthly ${unique()}` }]))[0]!.id,
    edit: (id, version, mark) => json('subscription/edit', 'PUT')({ id, ...withVersion(version), title: mark, display_amount: '$10', amount: '10', timeframe: '1' }),
    stored: async (id) => (await one(world.t.db.select({ v: subscriptionPlans.title }).from(subscriptionPlans).where(eq(subscriptionPlans.id, id)))).v,
    view: (id) => get(`subscription/view?id=${id}`),
  },
  {
    area: 'blok-price',
    table: blockPrices,
    make: async () => (await insertPrices(world.t.db, [{ title: `Ten classes ${unique()}` }]))[0]!.id,
    edit: (id, version, mark) => json('blok-price/edit', 'PUT')({ id, ...withVersion(version), title: mark, amount: '99' }),
    stored: async (id) => (await one(world.t.db.select({ v: blockPrices.title }).from(blockPrices).where(eq(blockPrices.id, id)))).v,
    view: (id) => get(`blok-price/view?id=${id}`),
  },
  {
    area: 'auth/static-content',
    table: staticPages,
    make: async () => (await one(world.t.db.insert(staticPages).values({ slug: `page-${unique()}`, title: `Page ${unique()}`, content: '<p>x</p>' }).returning({ id: staticPages.id }))).id,
    edit: (id, version, mark) => json('auth/static-content/edit', 'PUT')({ id, ...withVersion(version), title: mark, content: '<p>Hello</p>' }),
    stored: async (id) => (await one(world.t.db.select({ v: staticPages.title }).from(staticPages).where(eq(staticPages.id, id)))).v,
    view: (id) => get(`auth/view-static-content/${id}`),
  },
];

beforeAll(async () => {
  world = await openClassWorld();
});

describe.each(EDITS)('$area/edit', (edited) => {
  const versionOf = async (id: number) => ((await edited.view(id)).body.data as { version: number }).version;

  it('saves on the version it read, and the version moves on', async () => {
    const id = await edited.make();
    expect(await versionOf(id)).toBe(1);
    const saved = await edited.edit(id, 1, `First ${unique()}`);
    expect(saved.status, saved.body.message).toBe(200);
    expect(await versionOf(id)).toBe(2);
  });

  it('refuses an edit based on an older version with 409, changing nothing', async () => {
    const id = await edited.make();
    const first = `Saved by A ${unique()}`;
    expect((await edited.edit(id, 1, first)).status).toBe(200);
    const stale = await edited.edit(id, 1, `Saved by B ${unique()}`);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ status: false, ...STALE_EDIT, code: 'edit.stale' });
    expect(await edited.stored(id)).toBe(first);
    expect(await versionOf(id)).toBe(2);
  });

  it('lets only one of two simultaneous saves of the same version through', async () => {
    const id = await edited.make();
    const answers = await Promise.all([edited.edit(id, 1, `Left ${unique()}`), edited.edit(id, 1, `Right ${unique()}`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await versionOf(id)).toBe(2);
  });

  it('checks nothing when the edit sends no version (the spec\'s clients)', async () => {
    const id = await edited.make();
    expect((await edited.edit(id, 1, `Once ${unique()}`)).status).toBe(200);
    const unversioned = await edited.edit(id, undefined, `Twice ${unique()}`);
    expect(unversioned.status, unversioned.body.message).toBe(200);
    expect(await versionOf(id)).toBe(3);
  });

  it('refuses a version that is not a positive whole number, and answers 404 for a row that is gone', async () => {
    const id = await edited.make();
    const bad = await edited.edit(id, 0, `Zero ${unique()}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/version must be a positive whole number/);
    await world.t.db.delete(edited.table).where(eq(edited.table.id, id));
    expect((await edited.edit(id, 1, `Gone ${unique()}`)).status).toBe(404);
  });
});
