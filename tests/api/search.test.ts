/**
 * `GET search?q=` (issue #15 item 6): the command palette's search across admins, users, chefs,
 * meal types, classes and ingredients with the list's search rules, a few rows per area, and only
 * the areas the caller's role opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_AREA, type SearchHit } from '../../src/api/contract/search';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { insertAdmins, insertChefs, insertUsers } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertClass } from './classes-support';
import { insertIngredients, insertMeals } from './content-support';
import { signableAdmin } from '../support/signable-admin';

let t: TestApp;
let superToken: string;
let supportToken: string;
const made: Record<string, number> = {};

const search = async (q: string, token = superToken) => {
  const answer = await call(t.app, `search?q=${encodeURIComponent(q)}`, { token });
  return { ...answer, hits: (answer.body.data as { hits: SearchHit[] } | undefined)?.hits ?? [] };
};
const areasOf = (hits: SearchHit[]) => [...new Set(hits.map((hit) => hit.area))];

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  const [admin] = await insertAdmins(t.db, [{ first: 'Saffron', last: 'Admin', email: 'saffron.admin@search.test' }]);
  const [user] = await insertUsers(t.db, [{ first: 'Saffron', last: 'User', email: 'saffron.user@search.test' }]);
  const [chef] = await insertChefs(t.db, [{ first: 'Saffron', last: 'Chef', email: 'saffron.chef@search.test' }]);
  const [meal] = await insertMeals(t.db, [{ mealType: 'Saffron bowls' }]);
  const [ingredient] = await insertIngredients(t.db, [{ name: 'Saffron threads' }]);
  const lesson = await insertClass(t.db, { name: 'Saffron risotto', chefId: chef!.id });
  Object.assign(made, { admin: admin!.id, user: user!.id, chef: chef!.id, meal: meal!.id, ingredients: ingredient!.id, class: lesson.id });
  // A Support sub-admin (users, subscriptions, subscribers) who signs in with the fixtures' password.
  supportToken = (await signableAdmin(t, { first: 'Sue', last: 'Port', email: 'sue@search.test', role: 'Support' })).token;
});
afterAll(() => t.close());

describe('GET search', () => {
  it('finds rows of every area, case-insensitively, with the id a palette opens', async () => {
    const { status, hits } = await search('SAFFRON');
    expect(status).toBe(200);
    expect(areasOf(hits).sort()).toEqual(['admin', 'chef', 'class', 'ingredients', 'meal', 'user']);
    for (const [area, id] of Object.entries(made)) expect(hits.some((hit) => hit.area === area && hit.id === id), area).toBe(true);
    expect(hits).toContainEqual({ area: 'chef', id: made.chef, label: 'Saffron Chef', detail: 'saffron.chef@search.test' });
    expect(hits).toContainEqual({ area: 'admin', id: made.admin, label: 'Saffron Admin', detail: 'saffron.admin@search.test' });
    expect(hits).toContainEqual({ area: 'class', id: made.class, label: 'Saffron risotto', detail: '' });
  });

  it('matches e-mails and parts of words, as the lists do', async () => {
    expect((await search('user@search')).hits.map((hit) => hit.id)).toEqual([made.user]);
    expect((await search('isott')).hits).toEqual([{ area: 'class', id: made.class, label: 'Saffron risotto', detail: '' }]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('saff%')).hits).toEqual([]);
    expect((await search('saf_ron')).hits).toEqual([]);
  });

  it(`answers at most ${SEARCH_HITS_PER_AREA} rows per area, newest first`, async () => {
    const many = await insertChefs(
      t.db,
      Array.from({ length: SEARCH_HITS_PER_AREA + 3 }, (_, index) => ({ first: 'Nutmeg', last: `Cook ${index}`, email: `nutmeg${index}@search.test` })),
    );
    const { hits } = await search('nutmeg');
    expect(hits.map((hit) => hit.id)).toEqual(many.map((chef) => chef.id).sort((a, b) => b - a).slice(0, SEARCH_HITS_PER_AREA));
  });

  it('answers nothing for an empty or blank search', async () => {
    expect((await search('')).hits).toEqual([]);
    expect((await search('   ')).hits).toEqual([]);
    const bare = await call(t.app, 'search', { token: superToken });
    expect(bare.status).toBe(200);
    expect(bare.body.data).toEqual({ hits: [] });
  });

  it("answers only from the areas the caller's role opens", async () => {
    const { status, hits } = await search('saffron', supportToken);
    expect(status).toBe(200);
    expect(areasOf(hits)).toEqual(['user']);
  });

  it('refuses a signed-out caller, a search too long and a NUL byte', async () => {
    expect((await call(t.app, 'search?q=saffron')).status).toBe(401);
    const long = await search('a'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('q: at most 200 characters');
    expect((await search('saff\u0000ron')).status).toBe(400);
  });
});
