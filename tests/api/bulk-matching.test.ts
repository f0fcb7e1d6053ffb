/**
 * Issue #31 item 4, the contract of "select all matching": a bulk call may name its rows by the
 * list's request (`match`, its search and filters) with the count the admin confirmed, instead of
 * ids. The server finds the rows by the search, applies the one-row rules to each in its own
 * transaction, and lists only the refused rows. A count that no longer fits, more rows than the
 * cap, or a hostile body is refused whole, changing nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_MAX_MATCHING, bulkResponse } from '../../src/api/contract/bulk';
import { CHEF_HAS_CLASSES } from '../../server/classes/used-by-classes';
import { admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { CANNOT_DEACTIVATE_SELF } from '../../server/people/admin-guards';
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
});

const bulk = async (path: string, body: unknown) => {
  const answer = await call(t.app, path, { body, token });
  return { ...answer, parsed: answer.status === 200 ? v.parse(bulkResponse, answer.body) : undefined };
};
/** `count` cooks and two chefs the search "cook" leaves out. */
async function addCooks(count: number) {
  const names = [...Array.from({ length: count }, (_, index) => `Cook ${index + 1}`), 'Ana Ros', 'Massimo Bottura'];
  return t.db
    .insert(chefs)
    .values(names.map((name, index) => ({ name, email: `chef${index}@chefs.test` })))
    .returning({ id: chefs.id, name: chefs.name });
}
const activeNames = async () =>
  (await t.db.select({ name: chefs.name }).from(chefs).where(eq(chefs.isActive, true))).map((row) => row.name).sort();
const chefCount = async () => (await t.db.select({ id: chefs.id }).from(chefs)).length;

describe('by the search, not by ids', () => {
  it('deactivates every row the search matches, on every page, and no other', async () => {
    await addCooks(25);
    const answer = await bulk('chef/bulk-status', { match: { search: 'cook', sort_by: 'name', order: 'ASC', page: 3 }, count: 25, is_active: false });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('25 done');
    expect(answer.parsed!.data).toEqual({ rows: [], done: 25, refused: 0 });
    expect(await activeNames()).toEqual(['Ana Ros', 'Massimo Bottura']);
  });

  it('deletes what it may and lists only the refused row, by its name, with why', async () => {
    const rows = await addCooks(25);
    const teaching = rows.find((row) => row.name === 'Cook 7')!;
    await insertClass(t.db, { chefId: teaching.id });
    const answer = await bulk('chef/bulk-delete', { match: { search: 'cook' }, count: 25 });
    expect(answer.body.message).toBe('24 done, 1 refused');
    expect(answer.parsed!.data).toEqual({ rows: [{ id: teaching.id, label: 'Cook 7', status: false, ...CHEF_HAS_CLASSES }], done: 24, refused: 1 });
    expect(await chefCount()).toBe(3);
  });

  it('refuses your own account among the admins the search matches, and goes on', async () => {
    const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
    const everyone = await t.db.select({ id: admins.id }).from(admins);
    const answer = await bulk('sub-admin/bulk-status', { match: { search: '' }, count: everyone.length, is_active: false });
    expect(answer.parsed!.data.rows).toEqual([{ id: me!.id, label: 'Sam Super', status: false, ...CANNOT_DEACTIVATE_SELF }]);
    expect(answer.parsed!.data.done).toBe(everyone.length - 1);
    await t.db.update(admins).set({ isActive: true }).where(inArray(admins.id, everyone.map((row) => row.id)));
  });
});

describe('refused whole, nothing changed', () => {
  it('when the search now matches another number of rows than the one confirmed', async () => {
    await addCooks(25);
    const answer = await bulk('chef/bulk-delete', { match: { search: 'cook' }, count: 24 });
    expect(answer.status).toBe(409);
    expect((answer.body as { code?: string }).code).toBe('bulk.count_changed');
    expect(answer.body.message).toBe('The search now matches 25 rows, not the 24 confirmed. Nothing was changed; check the list and try again.');
    expect(await chefCount()).toBe(27);
  });

  it(`when more than ${BULK_MAX_MATCHING.toLocaleString('en-US')} rows match`, async () => {
    await addCooks(BULK_MAX_MATCHING + 1);
    const answer = await bulk('chef/bulk-status', { match: { search: 'cook' }, count: BULK_MAX_MATCHING, is_active: false });
    expect(answer.status).toBe(400);
    expect((answer.body as { code?: string }).code).toBe('bulk.too_many');
    expect(await activeNames()).toHaveLength(BULK_MAX_MATCHING + 3);
  });

  it.each([
    ['no count', { match: { search: 'cook' } }, 'count must be the number of rows confirmed'],
    ['a count of 0', { match: { search: 'cook' }, count: 0 }, 'count must be at least 1'],
    ['a count as text', { match: { search: 'cook' }, count: '25' }, 'count must be the number of rows confirmed'],
    ['a count past the cap', { match: {}, count: BULK_MAX_MATCHING + 1 }, `count may be at most ${BULK_MAX_MATCHING}`],
    ['a match that is no list body', { match: 'everything', count: 25 }, 'match'],
    ['an operator for a search', { match: { search: { $ne: '' } }, count: 25 }, 'search must be text'],
    ['a column the list does not sort by', { match: { sort_by: 'password' }, count: 25 }, 'sort_by must be one of'],
    ['a NUL in the search', { match: { search: 'co\u0000ok' }, count: 25 }, ''],
    ['ids and a match that does not fit', { ids: [1], match: null, count: 25 }, 'match'],
  ])('%s', async (_name, body, message) => {
    await addCooks(25);
    const answer = await bulk('chef/bulk-delete', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await chefCount()).toBe(27);
  });
});
