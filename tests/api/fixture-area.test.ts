/**
 * Adding an area is its own folder plus one line in the list of areas, areas/index.ts (issue #34
 * item 2). The fixture area (tests/fixtures/fixture-area: a contract and the declarations, nothing
 * else) is added to that list here, as the one line would add it, and the server gives it everything a
 * real area has with no other edit: its routes, the module guard's check, its CSV export and saved
 * views, its bulk delete, its record history, its calls in the API document, and its endpoints in
 * the list the fuzz test walks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingredients } from '../../areas/ingredients/server/tables';
import { modulesOf } from '../../server/auth/area-access';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { contractEndpoints } from '../support/contract-endpoints';
import { DOCUMENT } from '../support/openapi-check';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertIngredients } from './content-support';
import { signableAdmin } from '../support/signable-admin';

// The one line: the fixture area's folder joins the list of areas (a path from areas/, as it lives outside it).
vi.mock('../../areas/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../areas/index')>();
  // It opens with a module of the list (ingredients), so its line adds a folder and no module.
  return { ...original, AREA_FOLDERS: [...original.AREA_FOLDERS, '../tests/fixtures/fixture-area'] };
});

let t: TestApp;
let superToken: string;
let contentToken: string;
let supportToken: string;
let shelfId: number;

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  contentToken = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
  // A Support sub-admin: a role without the ingredients module the fixture area asks for.
  supportToken = (await signableAdmin(t, { first: 'Sue', last: 'Port', email: 'sue@fixture-area.test', role: 'Support' })).token;
  const [shelf] = await insertIngredients(t.db, [{ name: 'Pantry saffron' }]);
  shelfId = shelf!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('an area added by its folder and one line', () => {
  it('has its routes', async () => {
    const list = await call(t.app, 'fixture-pantry/list', { body: { search: 'pantry saffron' }, token: superToken });
    expect(list.status).toBe(200);
    // Its own answers, declared in its contract: the code and the English it gives.
    expect(list.body).toMatchObject({ code: 'pantry.list', message: 'Pantry shelves' });
    expect(list.body.data).toMatchObject({ rows: [{ id: shelfId, name: 'Pantry saffron' }], count: 1 });
    expect((await call(t.app, `fixture-pantry/view?id=${shelfId}`, { token: superToken })).body.data).toMatchObject({ name: 'Pantry saffron' });
  });

  it('is behind the module guard: its module opens it, a role without it is refused', async () => {
    expect(modulesOf(`${ADMIN_API_BASE}fixture-pantry/list`)).toEqual(['ingredients']);
    expect((await call(t.app, 'fixture-pantry/list', { body: {}, token: contentToken })).status).toBe(200);
    const refused = await call(t.app, 'fixture-pantry/list', { body: {}, token: supportToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'auth.module_required' });
  });

  it('exports its list as CSV and keeps saved views of it', async () => {
    const response = await t.app.request(`${ADMIN_API_BASE}fixture-pantry/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'pantry saffron' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(await response.text()).toContain('Pantry saffron');
    const saved = await call(t.app, 'fixture-pantry/views', { body: { name: 'Saffron', query: { search: 'saffron' } }, token: superToken });
    expect(saved.status).toBe(200);
    expect((await call(t.app, 'fixture-pantry/views', { token: superToken })).body.data).toEqual([expect.objectContaining({ name: 'Saffron' })]);
  });

  it('shows a record history, and deletes in bulk', async () => {
    expect((await call(t.app, `fixture-pantry/history?id=${shelfId}`, { token: superToken })).status).toBe(200);
    const [other] = await insertIngredients(t.db, [{ name: 'Pantry sumac' }]);
    const bulk = await call(t.app, 'fixture-pantry/bulk-delete', { body: { ids: [other!.id] }, token: superToken });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toMatchObject({ done: 1, refused: 0 });
    expect(await t.db.select().from(ingredients).where(eq(ingredients.id, other!.id))).toEqual([]);
  });

  it('is in the API document and in the endpoints the fuzz test walks', async () => {
    expect(DOCUMENT.tags.map(({ name }) => name)).toContain('Pantry (fixture)');
    const served = (await (await t.app.request('/api/v1/openapi.json')).json()) as typeof DOCUMENT;
    const codes = (served.components as { schemas: { AnswerCode: { oneOf: Array<{ const: string; description: string }> } } }).schemas.AnswerCode.oneOf;
    expect(codes.filter((code) => code.const.startsWith('pantry.'))).toEqual([
      { const: 'pantry.list', description: 'Pantry shelves' },
      { const: 'pantry.details', description: 'Pantry shelf' },
    ]);
    expect(Object.keys(served.paths).filter((path) => path.includes('fixture-pantry')).sort()).toEqual(
      ['bulk-delete', 'export', 'history', 'history/version', 'list', 'view', 'views', 'views/{id}'].map((tail) => `${ADMIN_API_BASE}fixture-pantry/${tail}`),
    );
    const walked = contractEndpoints(t.app).endpoints.filter((endpoint) => endpoint.path.startsWith('fixture-pantry/'));
    expect(walked.map(({ method, route }) => `${method} ${route.replace(ADMIN_API_BASE, '')}`).sort()).toEqual([
      'DELETE fixture-pantry/views/:id',
      'GET fixture-pantry/history',
      'GET fixture-pantry/history/version',
      'GET fixture-pantry/view',
      'GET fixture-pantry/views',
      'POST fixture-pantry/bulk-delete',
      'POST fixture-pantry/export',
      'POST fixture-pantry/list',
      'POST fixture-pantry/views',
    ]);
  });
});
