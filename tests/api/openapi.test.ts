/**
 * The OpenAPI 3.1 document of the contract (issue #34 item 1): `GET /api/v1/openapi.json`, the page
 * that renders it, every routed call in it and nothing more, and real answers that meet it. Every
 * API test's call helper checks its answers against the same document (support/openapi-check.ts);
 * here a signed-in walk reads every record of every area once, so each reading call's 200 is
 * checked even where no other test reads it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreCalls } from '../../src/api/contract/core-calls';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { SERVER_AREAS } from '../../server/areas';
import { staticPages } from '../../areas/static-pages/server/tables';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../server/routes/api-document';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { insertAdmins, insertChefs, insertUsers } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { contractEndpoints } from '../support/contract-endpoints';
import { assertDocumentedAnswer, DOCUMENT, documentedOperation } from '../support/openapi-check';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertClass } from './classes-support';
import { insertIngredients, insertMeals, insertPlans, insertPrices, insertSubscribers } from './content-support';

let t: TestApp;
let token: string;
/** One record of each area, by the first segment of its calls' paths. */
const recordOf: Record<string, number> = {};

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  const [admin] = await insertAdmins(t.db, [{ first: 'Olive', last: 'Admin', email: 'olive.admin@openapi.test' }]);
  const [user] = await insertUsers(t.db, [{ first: 'Olive', last: 'User', email: 'olive.user@openapi.test' }]);
  const [chef] = await insertChefs(t.db, [{ first: 'Olive', last: 'Chef', email: 'olive.chef@openapi.test' }]);
  const [meal] = await insertMeals(t.db, [{ mealType: 'Olive bowls' }]);
  const [ingredient] = await insertIngredients(t.db, [{ name: 'Olive oil' }]);
  const [plan] = await insertPlans(t.db, [{ title: 'Olive plan' }]);
  const [price] = await insertPrices(t.db, [{ title: 'Olive block' }]);
  await insertSubscribers(t.db, [{ email: 'olive.reader@openapi.test' }]);
  const lesson = await insertClass(t.db, { name: 'Olive focaccia', chefId: chef!.id });
  const [page] = await t.db.select({ id: staticPages.id }).from(staticPages).limit(1);
  Object.assign(recordOf, {
    'sub-admin': admin!.id,
    user: user!.id,
    chef: chef!.id,
    'meal-icon': meal!.id,
    'class-info': lesson.id,
    ingredients: ingredient!.id,
    subscription: plan!.id,
    'blok-price': price!.id,
    ...(page ? { page: page.id } : {}),
  });
});

afterAll(async () => {
  await t?.close();
});

const documentedOperations = () =>
  Object.entries(DOCUMENT.paths).flatMap(([address, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${address}`));

describe('the document', () => {
  it('is served as OpenAPI 3.1 with every call, its schemas and the answer codes', async () => {
    const response = await t.app.request(OPENAPI_PATH);
    expect(response.status).toBe(200);
    const served = (await response.json()) as typeof DOCUMENT;
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths).length).toBeGreaterThan(90);
    // A list's call: its JSON body and its answer's rows, as the contract declares them.
    const chefList = served.paths[`${ADMIN_API_BASE}chef/list`]!.post!;
    expect(chefList.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { sort_by: { enum: expect.arrayContaining(['name']) } } } } } });
    expect(JSON.stringify(chefList.responses['200'])).toContain('"profile_photo"');
    // A form with an image: multipart, the image a file.
    const chefAdd = served.paths[`${ADMIN_API_BASE}chef/add`]!.post!;
    expect(chefAdd.requestBody).toMatchObject({ content: { 'multipart/form-data': { schema: { required: ['name'] } } } });
    expect(JSON.stringify(chefAdd.requestBody)).toContain('"contentMediaType":"application/octet-stream"');
    // Signed-out calls say so; the rest need the bearer token.
    expect(served.paths[`${ADMIN_API_BASE}auth/login`]!.post!.security).toEqual([]);
    expect(served.security).toEqual([{ session: [] }]);
    const codes = (served.components as { schemas: { AnswerCode: { oneOf: Array<{ const: string; description: string }> } } }).schemas.AnswerCode.oneOf;
    expect(codes).toContainEqual({ const: 'chef.added', description: 'Chef added' });
    expect(codes).toContainEqual({ const: 'request.field_refused', description: '{field}: {problem}' });
  });

  it('names every call the server routes for the contract, with its method, and no call it does not route', () => {
    const { endpoints } = contractEndpoints(t.app);
    const routed = endpoints.map(({ method, route }) => `${method} ${route.replace(/\/:([a-z_]+)$/i, '/{$1}')}`).sort();
    expect(documentedOperations().sort()).toEqual(routed);
  });

  it('groups the calls by area, in the sidebar order, then the calls of no area', () => {
    expect(DOCUMENT.tags.map(({ name }) => name)).toEqual([...SERVER_AREAS.map(({ name }) => name), ...Object.keys(coreCalls())]);
  });

  it('refuses an answer that differs from it: the check can fail', () => {
    const url = `${ADMIN_API_BASE}chef/list`;
    const row = { id: 1, name: 'A', email: '', phone_number: '', bio: '', profile_photo: null, is_active: true, created_at: '2026-01-01T00:00:00.000Z', version: 1 };
    const good = { status: true, message: 'Chef list', code: 'chef.list', data: { rows: [row], count: 1 } };
    expect(() => assertDocumentedAnswer('POST', url, 200, good)).not.toThrow();
    expect(() => assertDocumentedAnswer('POST', url, 200, { ...good, data: { rows: [{ ...row, id: '1' }], count: 1 } })).toThrow(/rows\/0\/id/);
    expect(() => assertDocumentedAnswer('POST', url, 200, { ...good, code: 'no.such_code' })).toThrow(/code/);
    expect(() => assertDocumentedAnswer('POST', url, 200, { status: true, message: 'Chef list', data: { rows: [], count: 0 } })).toThrow(/code/);
    expect(() => assertDocumentedAnswer('POST', url, 400, { status: false, message: 'sort_by: …' })).toThrow(/code/);
  });
});

describe('real answers', () => {
  /** Every documented call that only reads, with the inputs that make it answer 200. */
  function readingCalls(): Array<{ method: string; url: string }> {
    const calls: Array<{ method: string; url: string }> = [];
    for (const [address, operations] of Object.entries(DOCUMENT.paths)) {
      const path = address.replace(ADMIN_API_BASE, '');
      const id = recordOf[/static-content/.test(path) ? 'page' : path.split('/')[0]!];
      for (const [method, operation] of Object.entries(operations)) {
        const reads = /^(get_(.*_)?(view|history|lookup|list_chef|list_meal_icon|all|admin_role|views|admins|chain|session|sessions|search|failed_video_status))$|^post_.*_list$/.test(operation.operationId);
        if (!reads || address === OPENAPI_PATH) continue;
        const needsId = address.endsWith('{id}') || (operation.parameters as Array<{ name: string; required: boolean }> | undefined)?.some((p) => p.name === 'id' && p.required);
        if (needsId && id === undefined) continue;
        let url = address.replace('{id}', String(id));
        if (needsId && !address.endsWith('{id}')) url += `?id=${id}`;
        if (operation.operationId === 'get_search') url += '?q=Olive';
        calls.push({ method: method.toUpperCase(), url });
      }
    }
    return calls;
  }

  it('every reading call of every area answers 200 with what the document says', async () => {
    const calls = readingCalls();
    // Lists, views, histories, look-ups and saved views of ten areas, the activity log, the session, search.
    expect(calls.length).toBeGreaterThan(45);
    for (const { method, url } of calls) {
      const answer = await call(t.app, url, { method, token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(documentedOperation(method, url), url).toBeDefined();
      expect(answer.status, `${method} ${url}: ${answer.body.message}`).toBe(200);
    }
  });

  it('a refusal meets the document too: signed out, a bad field, an unknown record', async () => {
    expect((await call(t.app, 'chef/list', { body: {} })).status).toBe(401);
    expect((await call(t.app, 'chef/list', { body: { sort_by: 'nope' }, token })).status).toBe(400);
    expect((await call(t.app, 'chef/view?id=999999', { token })).status).toBe(404);
  });
});

describe('the page that renders it', () => {
  it('serves Swagger UI from this server, its start script a file under the CSP', async () => {
    const page = await t.app.request(API_DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(scripts).toHaveLength(2);
    for (const file of [...scripts, ...sheets]) {
      const response = await t.app.request(file);
      expect(response.status, file).toBe(200);
      expect((await response.text()).length, file).toBeGreaterThan(10);
    }
    const start = await (await t.app.request(scripts[1]!)).text();
    expect(start).toContain(OPENAPI_PATH);
    expect((await t.app.request(`${API_DOCS_PATH}/package.json`)).status).toBe(404);
  });

  it('goes out compressed: the document and the page files as Brotli or gzip, the same bytes once decoded', async () => {
    const addresses = [OPENAPI_PATH, `${API_DOCS_PATH}/swagger-ui-bundle.js`, `${API_DOCS_PATH}/swagger-ui.css`];
    for (const address of addresses) {
      const raw = await t.app.request(address, { headers: { 'Accept-Encoding': 'identity' } });
      expect(raw.headers.get('content-encoding'), address).toBeNull();
      expect(raw.headers.get('vary'), address).toContain('Accept-Encoding');
      const rawBytes = Buffer.from(await raw.arrayBuffer());
      for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const packed = await t.app.request(address, { headers: { 'Accept-Encoding': `gzip, deflate, ${encoding === 'br' ? 'br' : 'x'}` } });
        expect(packed.status, address).toBe(200);
        expect(packed.headers.get('content-encoding'), address).toBe(encoding);
        const bytes = Buffer.from(await packed.arrayBuffer());
        expect(Number(packed.headers.get('content-length')), address).toBe(bytes.length);
        // Text this size packs to well under a third of itself.
        expect(bytes.length, `${address} ${encoding}`).toBeLessThan(rawBytes.length / 3);
        expect(decode(bytes).equals(rawBytes), address).toBe(true);
      }
    }
  });
});
