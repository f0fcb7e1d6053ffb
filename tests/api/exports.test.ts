/**
 * `POST <area>/export` (issue #15 item 4): every list exports the rows of its search and sort, all
 * pages, as RFC 4180 CSV in UTF-8 with a byte-order mark, formula cells neutralised, behind the
 * same module guard as the list; a bad body is refused before anything is streamed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumns } from '../../server/lists/csv';
import { EXPORT_PAGE_ROWS, EXPORTS } from '../../server/routes/exports';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { insertChefs } from '../support/api-people-rows';
import { signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertClass } from './classes-support';
import { signableAdmin } from '../support/signable-admin';

let t: TestApp;
let token: string;
const MANY = EXPORT_PAGE_ROWS * 2 + 123;

async function exportCsv(path: string, body: unknown, as = token) {
  const response = await t.app.request(
    `${ADMIN_API_BASE}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  // text() would drop the byte-order mark: decode by hand, keeping it.
  return { response, bytes, text: bytes.toString('utf8') };
}

/** The data lines of a CSV answer (after the BOM and the header), each split at its top-level commas. */
const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  await insertChefs(
    t.db,
    Array.from({ length: MANY }, (_, index) => ({ first: 'Cook', last: String(index).padStart(5, '0'), email: `cook${index}@export.test` })),
  );
  const [odd] = await insertChefs(t.db, [{ first: '=HYPERLINK("http://evil.test")', last: 'x', email: 'formula@export.test' }]);
  await insertChefs(t.db, [{ first: 'Bottura, "Massimo"', last: 'Osteria', email: 'massimo@export.test' }]);
  await insertClass(t.db, { name: 'Tortellini, by hand', chefId: odd!.id });
});
afterAll(() => t.close());

describe('POST chef/export', () => {
  it('streams every row of the search in the list order, across pages, as UTF-8 CSV with a BOM', async () => {
    const { response, text } = await exportCsv('chef/export', { search: 'cook', sort_by: 'name', order: 'DESC', page: 3 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="chefs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { bytes } = await exportCsv('chef/export', { search: 'nobody' });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\uFEFFid,name,email,phone_number,bio,profile_photo,is_active,created_at,version\r\n')).toBe(true);
    const rows = lines(text).slice(1);
    // Every page, not the one asked for: the names in descending order, none twice, none missing.
    expect(rows).toHaveLength(MANY);
    const names = rows.map((row) => row.split(',')[1]);
    expect(names[0]).toBe(`Cook ${String(MANY - 1).padStart(5, '0')}`);
    expect(names.at(-1)).toBe('Cook 00000');
    expect(new Set(names).size).toBe(MANY);
    // Dates in ISO 8601.
    expect(rows[0]!.split(',').at(-2)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('quotes commas and quotes, and neutralises a formula', async () => {
    const { text } = await exportCsv('chef/export', { search: 'export.test', sort_by: 'email', order: 'ASC' });
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"") x",formula@export.test,`);
    expect(text).toContain(',"Bottura, ""Massimo"" Osteria",massimo@export.test,');
  });

  it('refuses a bad body with the list\'s own message, before anything is streamed', async () => {
    const { response, text } = await exportCsv('chef/export', { sort_by: 'password' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text).message).toMatch(/sort_by must be one of/);
  });

  it("is refused to a role without the area's module, like the list", async () => {
    const { token: supportToken } = await signableAdmin(t, { first: 'Sue', last: 'Port', email: 'sue@export.test', role: 'Support' });
    const refused = await exportCsv('chef/export', {}, supportToken);
    expect(refused.response.status).toBe(403);
    expect(refused.text).not.toContain('cook');
    expect((await exportCsv('user/export', {}, supportToken)).response.status).toBe(200);
  });
});

describe('every list exports', () => {
  it.each(EXPORTS.map((entry) => [entry.path, entry]))('%s answers CSV headed by its row fields', async (path, entry) => {
    const { response, text } = await exportCsv(path, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(lines(text)[0]).toBe(csvColumns(entry.row).map((column) => column.header).join(','));
  });

  it('writes an object field as its fields: the class\'s chef', async () => {
    const { text } = await exportCsv('class-info/export', { search: 'tortellini' });
    const [header, row] = lines(text);
    expect(header).toContain('chef.id,chef.name,chef.email,chef.profile_photo');
    expect(row).toContain(`"Tortellini, by hand"`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"") x",formula@export.test`);
  });
});
