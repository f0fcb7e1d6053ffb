/**
 * Issue #15 item 3, the contract: `POST <area>/bulk-status` and `POST <area>/bulk-delete` apply
 * the one-row rules to each row in its own transaction and answer per row: done, or refused and
 * why (your own account, a chef a class uses, a row that is gone), the others going on. Bad ids
 * are refused whole, changing nothing; an admin whose role lacks the area is refused whole too.
 */
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, bulkResponse } from '../../src/api/contract/bulk';
import { CHEF_HAS_CLASSES, INGREDIENT_IN_CLASSES } from '../../server/classes/used-by-classes';
import { admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { CANNOT_DEACTIVATE_SELF, CANNOT_DELETE_SELF } from '../../server/people/admin-guards';
import { CHEF_NOT_FOUND } from '../../areas/chefs/server/chef-records';
import { BULK_AREAS } from '../../server/routes/bulk';
import { MODULE_REQUIRED } from '../../server/auth/area-access';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { insertClass } from './classes-support';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(classes);
  await t.db.delete(chefs);
  await t.db.delete(ingredients);
});

const bulk = async (path: string, body: unknown, as = token) => {
  const answer = await call(t.app, path, { body, token: as });
  return { ...answer, parsed: answer.status === 200 ? v.parse(bulkResponse, answer.body) : undefined };
};
const addChefs = async (...names: string[]) =>
  t.db
    .insert(chefs)
    .values(names.map((name) => ({ name, email: `${name.toLowerCase().replace(/\W/g, '')}@chefs.test` })))
    .returning({ id: chefs.id });
const chefRows = async (ids: number[]) => t.db.select({ id: chefs.id, isActive: chefs.isActive }).from(chefs).where(inArray(chefs.id, ids));

describe('bulk status', () => {
  it('switches every named row, each with the one-row message', async () => {
    const ids = (await addChefs('Ana Ros', 'Dominique Crenn', 'Massimo Bottura')).map((row) => row.id);
    const answer = await bulk('chef/bulk-status', { ids, is_active: false });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('3 done');
    expect(answer.parsed!.data).toEqual({ rows: ids.map((id) => ({ id, status: true, message: 'Chef deactivated', code: 'chef.deactivated' })), done: 3, refused: 0 });
    expect((await chefRows(ids)).every((row) => !row.isActive)).toBe(true);
  });

  it('refuses your own account and goes on with the others', async () => {
    const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
    const [other] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.contentManager.email));
    const answer = await bulk('sub-admin/bulk-status', { ids: [me!.id, other!.id], is_active: false });
    expect(answer.parsed!.data.rows).toEqual([
      { id: me!.id, label: 'Sam Super', status: false, ...CANNOT_DEACTIVATE_SELF },
      { id: other!.id, status: true, message: 'Admin deactivated', code: 'admin.deactivated' },
    ]);
    expect(answer.body.message).toBe('1 done, 1 refused');
    const stored = await t.db.select({ id: admins.id, isActive: admins.isActive }).from(admins).where(inArray(admins.id, [me!.id, other!.id]));
    expect(stored.find((row) => row.id === me!.id)!.isActive).toBe(true);
    expect(stored.find((row) => row.id === other!.id)!.isActive).toBe(false);
    await t.db.update(admins).set({ isActive: true }).where(eq(admins.id, other!.id));
  });
});

describe('bulk delete', () => {
  it('deletes what it may and names the rows refused: a chef a class uses, a chef already gone (by id alone)', async () => {
    const [teaching, free, alsoFree] = await addChefs('Ana Ros', 'Dominique Crenn', 'Massimo Bottura');
    await insertClass(t.db, { chefId: teaching!.id });
    const gone = alsoFree!.id + 1000;
    const answer = await bulk('chef/bulk-delete', { ids: [teaching!.id, free!.id, gone, alsoFree!.id] });
    expect(answer.parsed!.data).toEqual({
      rows: [
        { id: teaching!.id, label: 'Ana Ros', status: false, ...CHEF_HAS_CLASSES },
        { id: free!.id, status: true, message: 'Chef deleted', code: 'chef.deleted' },
        { id: gone, status: false, ...CHEF_NOT_FOUND },
        { id: alsoFree!.id, status: true, message: 'Chef deleted', code: 'chef.deleted' },
      ],
      done: 2,
      refused: 2,
    });
    // Each row in its own transaction: the refusals took nothing back.
    expect((await chefRows([teaching!.id, free!.id, alsoFree!.id])).map((row) => row.id)).toEqual([teaching!.id]);
  });

  it('refuses deleting your own account, and an ingredient a class uses', async () => {
    const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
    expect((await bulk('sub-admin/bulk-delete', { ids: [me!.id] })).parsed!.data.rows).toEqual([{ id: me!.id, label: 'Sam Super', status: false, ...CANNOT_DELETE_SELF }]);

    const [used, unused] = await t.db.insert(ingredients).values([{ name: 'Basil' }, { name: 'Saffron' }]).returning({ id: ingredients.id });
    const [chef] = await addChefs('Ana Ros');
    await insertClass(t.db, { chefId: chef!.id, ingredientIds: [used!.id] });
    expect((await bulk('ingredients/bulk-delete', { ids: [used!.id, unused!.id] })).parsed!.data.rows).toEqual([
      { id: used!.id, label: 'Basil', status: false, ...INGREDIENT_IN_CLASSES },
      { id: unused!.id, status: true, message: 'Ingredient deleted', code: 'ingredient.deleted' },
    ]);
  });
});

describe('refused whole, nothing changed', () => {
  it.each([
    ['no ids', { ids: [] }, 'ids must name at least one row'],
    ['a repeated id', { ids: [1, 1] }, 'ids must not name a row twice'],
    ['too many ids', { ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => index + 1) }, `ids may name at most ${BULK_MAX_IDS} rows`],
    ['an id that is not one', { ids: ['abc'] }, 'id must be a positive whole number'],
    ['no list', { ids: 'all' }, 'ids must be a list of ids'],
  ])('%s', async (_name, body, message) => {
    const [chef] = await addChefs('Ana Ros');
    const answer = await bulk('chef/bulk-delete', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await chefRows([chef!.id])).toHaveLength(1);
  });

  it('a status without is_active', async () => {
    const [chef] = await addChefs('Ana Ros');
    const answer = await bulk('chef/bulk-status', { ids: [chef!.id] });
    expect(answer.status).toBe(400);
    expect((await chefRows([chef!.id]))[0]!.isActive).toBe(true);
  });

  it("an admin whose role does not open the area (another admin's rights)", async () => {
    const content = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
    const answer = await bulk('sub-admin/bulk-delete', { ids: [me!.id] }, content);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MODULE_REQUIRED.message);
    expect(await t.db.select().from(admins).where(eq(admins.id, me!.id))).toHaveLength(1);
  });
});

describe('every list with a status or a delete', () => {
  it.each(BULK_AREAS.flatMap((area) => [area.bulkDelete, ...(area.bulkStatus ? [area.bulkStatus] : [])]))('%s answers per row', async (path) => {
    const answer = await bulk(path, path.endsWith('bulk-status') ? { ids: [2_000_000], is_active: true } : { ids: [2_000_000] });
    expect(answer.status).toBe(200);
    expect(answer.parsed!.data).toMatchObject({ done: 0, refused: 1, rows: [{ id: 2_000_000, status: false }] });
    expect(answer.parsed!.data.rows[0]!.message).toMatch(/not found$/);
  });
});
