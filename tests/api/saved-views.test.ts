/**
 * Issue #31 item 4, saved list views: `GET`, `POST <area>/views` and `DELETE <area>/views/:id` keep
 * each admin's own named list queries per list; a name saved again replaces its query; another
 * admin's views are neither listed nor deletable; bad bodies and ids are refused, storing nothing.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_LIST, savedViewResponse, savedViewsResponse } from '../../src/api/contract/saved-views';
import { savedListViews } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  other = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const COOKS = { search: 'Cook', sort_by: 'name', order: 'ASC', page: '3' };
const list = async (path = 'chef/views', as = token) => v.parse(savedViewsResponse, (await call(t.app, path, { token: as })).body).data;
const save = (body: unknown, as = token, path = 'chef/views') => call(t.app, path, { body, token: as });

describe('saved views', () => {
  it('saves a view under a name, lists it, and replaces its query when the name is saved again', async () => {
    const saved = await save({ name: ' Cooks, by name ', query: COOKS });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('View saved');
    const view = v.parse(savedViewResponse, saved.body).data;
    expect(view).toMatchObject({ name: 'Cooks, by name', query: COOKS });
    await save({ name: 'Cooks, by name', query: { search: 'Cook' } });
    expect(await list()).toEqual([{ id: view.id, name: 'Cooks, by name', query: { search: 'Cook' } }]);
    // Per list: the users' list has none.
    expect(await list('user/views')).toEqual([]);
  });

  it('keeps each admin’s views to themselves', async () => {
    await save({ name: 'Mine', query: {} }, other, 'meal-icon/views');
    const [theirs] = await list('meal-icon/views', other);
    expect(await list('meal-icon/views')).toEqual([]);
    const refused = await call(t.app, `meal-icon/views/${theirs!.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(404);
    expect(await list('meal-icon/views', other)).toHaveLength(1);
  });

  it('deletes a view', async () => {
    const [view] = await list();
    const deleted = await call(t.app, `chef/views/${view!.id}`, { method: 'DELETE', token });
    expect(deleted.body.message).toBe('View deleted');
    expect(await list()).toEqual([]);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views per list`, async () => {
    for (let index = 0; index < SAVED_VIEWS_PER_LIST; index += 1) expect((await save({ name: `View ${index}`, query: {} }, token, 'class-info/views')).status).toBe(200);
    const refused = await save({ name: 'One more', query: {} }, token, 'class-info/views');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`A list keeps at most ${SAVED_VIEWS_PER_LIST} views. Delete one first.`);
    // Saving an existing name again still replaces it.
    expect((await save({ name: 'View 3', query: { page: '2' } }, token, 'class-info/views')).status).toBe(200);
  });
});

describe('refused, nothing stored', () => {
  it.each([
    ['no name', { query: {} }],
    ['an empty name', { name: '  ', query: {} }],
    ['a long name', { name: 'x'.repeat(61), query: {} }],
    ['no query', { name: 'A' }],
    ['a query that is a list', { name: 'A', query: ['search'] }],
    ['a query value that is no text', { name: 'A', query: { search: { $ne: '' } } }],
    ['a query name that is no word', { name: 'A', query: { 'sort_by; DROP': 'x' } }],
    ['too many query values', { name: 'A', query: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f_${'abcdefghijklm'[i]}`, 'x'])) }],
    ['a NUL in a value', { name: 'A', query: { search: 'a\u0000b' } }],
  ])('%s', async (_name, body) => {
    const before = (await t.db.select().from(savedListViews)).length;
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect((await t.db.select().from(savedListViews)).length).toBe(before);
  });

  it.each(['0', 'abc', '99999999999', '1.5'])('deleting view %j is a 404', async (id) => {
    expect((await call(t.app, `chef/views/${id}`, { method: 'DELETE', token })).status).toBe(404);
  });
});
