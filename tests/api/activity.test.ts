/**
 * Issue #15 item 1, the reading side: `POST activity/list` (search, sort, paging, and the admin,
 * area and time filters, bad ones refused with the contract's message) and `GET activity/admins`
 * for the super admin alone; `GET <area>/history?id=` answering a record's last changes,
 * newest first, behind the area's module; and a log that no statement can rewrite or delete.
 */
import { refusal } from '../support/answers';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_REQUIRED } from '../../server/auth/area-access';
import { activity, adminRoles } from '../../server/db/schema';
import { HISTORY_AREAS } from '../../server/routes/history';
import { ACTIVITY_AREAS, activityAdminsResponse, activityListResponse, HISTORY_LENGTH, historyResponse } from '../../src/api/contract/activity';
import { MODULES } from '../../src/api/contract/modules';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { PAGE_SIZE } from '../../src/constants';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { insertChefs } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertActivity } from './activity-support';
import { signableAdmin } from '../support/signable-admin';

let t: TestApp;
let token: string;
const list = (body: unknown, as = token) => call(t.app, 'activity/list', { body, token: as });
const rowsOf = (answer: { body: unknown }) => v.parse(activityListResponse, answer.body).data;

/** A day of the log, on fixed instants: who did what, where. */
const T0 = new Date('2026-03-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await openTestApp();
  // The log of this file is the rows written below, not the sign-in that follows.
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  await t.db.execute(sql`truncate ${activity}`);
  await insertActivity(t.db, [
    { createdAt: at(0), adminId: 1, adminName: 'Sam Super', action: 'add', area: 'chef', recordId: 10, recordLabel: 'Ana Roš', changed: ['name'] },
    { createdAt: at(10), adminId: 2, adminName: 'Cora Content', action: 'edit', area: 'chef', recordId: 10, recordLabel: 'Ana Roš', changed: ['bio'], ip: '10.0.0.2' },
    { createdAt: at(20), adminId: 2, adminName: 'Cora Content', action: 'add', area: 'meal', recordId: 3, recordLabel: '50% off_brunch' },
    { createdAt: at(30), adminId: 3, adminName: 'Old Name', action: 'sign-in', area: 'account' },
    { createdAt: at(40), adminId: 3, adminName: 'New Name', action: 'delete', area: 'user', recordId: 7, recordLabel: 'Una User' },
    { createdAt: at(50), adminId: 1, adminName: 'Sam Super', action: 'deactivate', area: 'class', recordId: 4, recordLabel: 'Summer pesto', changed: ['is_active'], ip: '192.168.1.50' },
  ]);
});
afterAll(() => t.close());

describe('POST activity/list', () => {
  it('answers every row, newest first by default, with the contract’s fields', async () => {
    const answer = await list({});
    expect(answer.status, answer.body.message).toBe(200);
    const { rows, count } = rowsOf(answer);
    expect(count).toBe(6);
    expect(rows.map((row) => row.created_at)).toEqual([50, 40, 30, 20, 10, 0].map((minutes) => at(minutes).toISOString()));
    expect(rows[5]).toEqual({
      id: expect.any(Number),
      created_at: at(0).toISOString(),
      admin_id: 1,
      admin_name: 'Sam Super',
      action: 'add',
      area: 'chef',
      record_id: 10,
      record_label: 'Ana Roš',
      record_deleted: false,
      changed: ['name'],
      changes: [],
      ip: '127.0.0.1',
    });
    expect(rows[2]).toMatchObject({ action: 'sign-in', record_id: null, record_label: '', changed: [] });
  });

  it('sorts by the whitelisted columns, and refuses another', async () => {
    const names = (answer: Awaited<ReturnType<typeof list>>) => rowsOf(answer).rows.map((row) => row.admin_name);
    expect(names(await list({ sort_by: 'admin_name', order: 'ASC' }))).toEqual(['Cora Content', 'Cora Content', 'New Name', 'Old Name', 'Sam Super', 'Sam Super']);
    expect(rowsOf(await list({ sort_by: 'record_label', order: 'ASC' })).rows.map((row) => row.record_label)).toEqual(['', '50% off_brunch', 'Ana Roš', 'Ana Roš', 'Summer pesto', 'Una User']);
    expect(rowsOf(await list({ sort_by: 'action', order: 'DESC' })).rows[0]!.action).toBe('sign-in');
    const refused = await list({ sort_by: 'ip' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('sort_by: sort_by must be one of: created_at, admin_name, action, area, record_label');
  });

  it('searches admin, record and address, case-insensitively, with % and _ meaning themselves', async () => {
    const found = async (search: string) => rowsOf(await list({ search })).rows.map((row) => row.record_label);
    expect(await found('CORA')).toEqual(['50% off_brunch', 'Ana Roš']);
    expect(await found('summer')).toEqual(['Summer pesto']);
    expect(await found('192.168')).toEqual(['Summer pesto']);
    expect(await found('50%')).toEqual(['50% off_brunch']);
    expect(await found('f_b')).toEqual(['50% off_brunch']);
    expect(await found('%')).toEqual(['50% off_brunch']);
    expect(await found('n_me')).toEqual([]);
  });

  it('pages by the list size with the true count', async () => {
    await insertActivity(
      t.db,
      Array.from({ length: 20 }, (_, index) => ({ createdAt: at(-100 - index), adminId: 9, adminName: 'Bulk Writer', action: 'add', area: 'ingredients', recordLabel: `Spice ${index}` })),
    );
    const first = rowsOf(await list({ admin_id: 9 }));
    const third = rowsOf(await list({ admin_id: 9, page: 3 }));
    expect(first.count).toBe(20);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.record_label).toBe('Spice 0');
    expect(third).toEqual({ rows: [], count: 20 });
    const searched = rowsOf(await list({ search: 'bulk', page: 2 }));
    expect(searched.count).toBe(20);
    expect(searched.rows.map((row) => row.record_label)).toEqual(Array.from({ length: PAGE_SIZE }, (_, index) => `Spice ${index + PAGE_SIZE}`));
  });

  it('filters by admin, by area, and by a time span from (inclusive) to (exclusive)', async () => {
    const labels = async (filters: Record<string, unknown>) => rowsOf(await list(filters)).rows.map((row) => `${row.action} ${row.record_label}`);
    expect(await labels({ admin_id: 2 })).toEqual(['add 50% off_brunch', 'edit Ana Roš']);
    expect(await labels({ admin_id: '3' })).toEqual(['delete Una User', 'sign-in ']);
    expect(await labels({ area: 'chef' })).toEqual(['edit Ana Roš', 'add Ana Roš']);
    expect(await labels({ area: 'account' })).toEqual(['sign-in ']);
    expect(await labels({ from: at(10).toISOString(), to: at(40).toISOString() })).toEqual(['sign-in ', 'add 50% off_brunch', 'edit Ana Roš']);
    // The same instants written with an offset, and one microsecond past the boundary.
    expect(await labels({ from: '2026-03-01T01:10:00+01:00', to: '2026-03-01T00:40:00.000001Z' })).toEqual(['delete Una User', 'sign-in ', 'add 50% off_brunch', 'edit Ana Roš']);
    expect(await labels({ from: '2026-03-01T00:10:00.000001Z', to: at(40).toISOString() })).toEqual(['sign-in ', 'add 50% off_brunch']);
    expect(await labels({ admin_id: 1, area: 'class', from: at(0).toISOString(), search: 'pesto' })).toEqual(['deactivate Summer pesto']);
    expect(await labels({ from: at(60).toISOString() })).toEqual([]);
  });

  it.each([
    [{ area: 'kitchen' }, `area: area must be one of: ${ACTIVITY_AREAS.join(', ')}`],
    [{ admin_id: 'abc' }, 'admin_id: id must be a positive whole number'],
    [{ admin_id: 0 }, 'admin_id: id must be a positive whole number'],
    [{ from: 'yesterday' }, 'from: from must be an ISO 8601 date-time'],
    [{ from: '2026-02-31T00:00:00Z' }, 'from: from must be an ISO 8601 date-time'],
    [{ to: '0000-01-01T00:00:00Z' }, 'to: to must be an ISO 8601 date-time'],
    [{ to: 20260301 }, 'to: to must be an ISO 8601 date-time'],
    [{ to: '2026-03-01' }, 'to: to must be an ISO 8601 date-time'],
  ])('refuses the filter %j with 400 and the contract’s message', async (body, message) => {
    const answer = await list(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(message));
  });

  it('knows every area of the sidebar, the account and the roles', () => {
    expect(ACTIVITY_AREAS).toEqual([...MODULES, 'account', 'role']);
  });
});

describe('POST activity/export', () => {
  it('answers the filtered log as CSV, newest first, every changed field in one cell', async () => {
    const response = await t.app.request(
      `${ADMIN_API_BASE}activity/export`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ area: 'chef', from: T0.toISOString(), to: at(24 * 60).toISOString() }) },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
    expect(header).toBe('id,created_at,admin_id,admin_name,action,area,record_id,record_label,record_deleted,changed,changes,ip');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`${at(10).toISOString()},2,Cora Content,edit,chef,10,Ana Roš,false,bio,,10.0.0.2`);
    expect(rows[1]).toContain(`${at(0).toISOString()},1,Sam Super,add,chef,10,Ana Roš,false,name,,`);
  });

  it('refuses a bad filter with the list’s own message, before any CSV', async () => {
    const answer = await call(t.app, 'activity/export', { body: { area: 'kitchen' }, token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`area: area must be one of: ${ACTIVITY_AREAS.join(', ')}`);
  });
});

describe('GET activity/admins', () => {
  it('answers each admin of the log once, by the name of their latest row, by name', async () => {
    const answer = await call(t.app, 'activity/admins', { token });
    expect(answer.status).toBe(200);
    expect(v.parse(activityAdminsResponse, answer.body).data.rows).toEqual([
      { id: 9, name: 'Bulk Writer' },
      { id: 2, name: 'Cora Content' },
      { id: 3, name: 'New Name' },
      { id: 1, name: 'Sam Super' },
    ]);
  });
});

describe('only the super admin', () => {
  it('refuses the activity calls to a sub-admin, even one whose role holds every module', async () => {
    await t.db.insert(adminRoles).values({ role: 'Everything', modules: [...MODULES] });
    const deputy = await signableAdmin(t, { first: 'Dee', last: 'Puty', email: 'deputy@activity.test', role: 'Everything' });
    const contentManager = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    for (const theirs of [deputy.token, contentManager]) {
      for (const answer of [await list({}, theirs), await call(t.app, 'activity/export', { body: {}, token: theirs }), await call(t.app, 'activity/admins', { token: theirs })]) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(MODULE_REQUIRED.message);
      }
    }
  });

  it('has no call that edits or deletes a row', async () => {
    for (const [method, path] of [
      ['PUT', 'activity/edit'],
      ['GET', 'activity/delete?id=1'],
      ['POST', 'activity/bulk-delete'],
    ] as const) {
      expect((await call(t.app, path, { method, token, ...(method === 'GET' ? {} : { body: {} }) })).status).toBe(404);
    }
  });
});

describe('GET <area>/history', () => {
  it('answers a record’s last changes, newest first, without the address', async () => {
    const [chef] = await insertChefs(t.db, [{ first: 'Massimo', last: 'Bottura', email: 'massimo@activity.test' }]);
    // Two more than the history answers: the two oldest are left out.
    const changes = Array.from({ length: HISTORY_LENGTH + 2 }, (_, index) => `field${index + 1}`);
    await insertActivity(
      t.db,
      changes.map((field, index) => ({ createdAt: at(100 + index), adminId: 1, adminName: 'Sam Super', action: 'edit', area: 'chef', recordId: chef!.id, recordLabel: 'Massimo Bottura', changed: [field] })),
    );
    const answer = await call(t.app, `chef/history?id=${chef!.id}`, { token });
    expect(answer.status).toBe(200);
    const { rows } = v.parse(historyResponse, answer.body).data;
    expect(rows).toHaveLength(HISTORY_LENGTH);
    expect(rows.map((row) => row.changed[0])).toEqual(changes.slice(2).reverse());
    // Rows written straight into the log, not through a change: no version of the record kept.
    expect(rows[0]).toEqual({ created_at: at(100 + HISTORY_LENGTH + 1).toISOString(), admin_name: 'Sam Super', action: 'edit', changed: [`field${HISTORY_LENGTH + 2}`], changes: [], version_id: null });
    // Another area's record with the same id is another record.
    expect(v.parse(historyResponse, (await call(t.app, `user/history?id=${chef!.id}`, { token })).body).data.rows).toEqual([]);
  });

  it('answers each area’s own rows, from changes made through the API', async () => {
    const [chef] = await insertChefs(t.db, [{ first: 'Ana', last: 'Roš', email: 'ana@activity.test' }]);
    expect((await call(t.app, `chef/status?id=${chef!.id}&is_active=0`, { token })).status).toBe(200);
    const { rows } = v.parse(historyResponse, (await call(t.app, `chef/history?id=${chef!.id}`, { token })).body).data;
    expect(rows).toEqual([
      { created_at: t.clock.now().toISOString(), admin_name: 'Sam Super', action: 'deactivate', changed: ['is_active'], changes: [{ field: 'is_active', from: true, to: false }], version_id: expect.any(Number) },
    ]);
    for (const { path } of HISTORY_AREAS) expect((await call(t.app, `${path}?id=1`, { token })).status, path).toBe(200);
  });

  it('refuses a bad id with 400, and a role without the area’s module with 403', async () => {
    const bad = await call(t.app, 'chef/history?id=abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id: id must be a positive whole number');
    expect((await call(t.app, 'chef/history', { token })).status).toBe(400);
    // The Content Manager role opens chefs, not users, plans or admins (roles-access.test.ts walks every area).
    const content = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    expect((await call(t.app, 'chef/history?id=1', { token: content })).status).toBe(200);
    for (const path of ['user/history?id=1', 'subscription/history?id=1', 'sub-admin/history?id=1']) {
      const refused = await call(t.app, path, { token: content });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(MODULE_REQUIRED.message);
    }
  });
});

describe('the table itself', () => {
  it('refuses UPDATE and DELETE from any statement, and keeps every row', async () => {
    // Drizzle wraps the database's error: PostgreSQL's own is its cause.
    const refusal = (query: PromiseLike<unknown>) => Promise.resolve(query).then(() => 'done', (error: Error) => (error.cause as Error & { code: string }));
    const before = await t.db.select().from(activity);
    expect(await refusal(t.db.execute(sql`update activity set admin_name = 'Someone else'`))).toMatchObject({ code: '42501', message: 'The activity log is append-only: UPDATE is refused' });
    expect(await refusal(t.db.execute(sql`delete from activity where id = ${before[0]!.id}`))).toMatchObject({ code: '42501', message: 'The activity log is append-only: DELETE is refused' });
    expect(await refusal(t.db.delete(activity))).toMatchObject({ code: '42501' });
    expect(await t.db.select().from(activity)).toEqual(before);
  });

  it('still lets an operator empty it with TRUNCATE', async () => {
    await t.db.execute(sql`truncate ${activity}`);
    expect(await t.db.select().from(activity)).toEqual([]);
  });
});
