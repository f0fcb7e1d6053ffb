/**
 * The three people lists (POST sub-admin/list, user/list, chef/list; spec section 7): pages of 10
 * with the true count, newest first by default, sorting only on whitelisted columns with ties
 * broken by id, and a case-insensitive search in which %, _, \ and quotes are plain text.
 */
import { refusal } from '../support/answers';
import { asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListResponse } from '../../areas/admins/admin-contract';
import { chefListResponse } from '../../areas/chefs/chef-contract';
import { userListResponse } from '../../areas/users/user-contract';
import { adminRoles, admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { users } from '../../areas/users/server/tables';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { insertAdmins, insertChefs, insertUsers, type Person } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;

const DAY = 86_400_000;
const BASE = new Date('2026-06-01T12:00:00Z').getTime();
/** Letters only, and no name the start of another: the order is the same under any collation. */
const FIRST_NAMES = ['Ada', 'bea', 'Cyrus', 'Dora', 'elio', 'Fern', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kira', 'Leo', 'Mona', 'Nils', 'Olga', 'Pia', 'Quin', 'Rhea', 'Sven', 'Tove'];
const SORTABLE_PEOPLE: Array<Person & { role?: string }> = [
  ...FIRST_NAMES.map((first, index) => ({
    first,
    last: `Lovelace${'x'.repeat(index % 3)}`,
    email: `${first.toLowerCase()}@sort.test`,
    createdAt: new Date(BASE - index * DAY),
    isActive: index % 4 !== 0,
    role: index % 5 === 0 ? 'Content Manager' : 'Support',
  })),
  // Three people alike in every sortable value but the id.
  ...[1, 2, 3].map((n) => ({ first: 'Tie', last: 'Same', email: `tie${n}@sort.test`, createdAt: new Date(BASE - 30 * DAY), role: 'Support' })),
];
const SEARCHED_PEOPLE: Person[] = [
  { first: '50%', last: 'Off', email: 'fifty@meta.test' },
  { first: '500', last: 'Grams', email: 'grams@meta.test' },
  { first: 'a_b', last: 'Under', email: 'under@meta.test' },
  { first: 'axb', last: 'Cross', email: 'cross@meta.test' },
  { first: 'back\\slash', last: 'Esc', email: 'backslash@meta.test' },
  { first: "O'Brien", last: 'Quote', email: 'quote@meta.test' },
].map((person, index) => ({ ...person, createdAt: new Date(BASE - (40 + index) * DAY) }));

type Row = { id: number; email: string };
/** What the tests compare: one row of the table as stored, with the value the list sorts names by. */
type Stored = { id: number; email: string; createdAt: Date; name: string; role?: string };

type Group = {
  label: string;
  path: string;
  parse(body: unknown): { rows: Row[]; count: number };
  nameColumn: string;
  sortable: string[];
  /** A full name, across first and last name where the table splits them. */
  fullNameSearch: { search: string; email: string };
  stored(): Promise<Stored[]>;
  table: typeof chefs | typeof users | typeof admins;
};

const groups: Group[] = [
  {
    label: 'chef/list',
    path: 'chef/list',
    parse: (body) => v.parse(chefListResponse, body).data,
    nameColumn: 'name',
    sortable: ['created_at', 'name', 'email', 'is_active'],
    fullNameSearch: { search: 'ADA LOVE', email: 'ada@sort.test' },
    stored: () => t.db.select({ id: chefs.id, email: chefs.email, createdAt: chefs.createdAt, name: chefs.name }).from(chefs),
    table: chefs,
  },
  {
    label: 'user/list',
    path: 'user/list',
    parse: (body) => v.parse(userListResponse, body).data,
    nameColumn: 'first_name',
    sortable: ['created_at', 'first_name', 'last_name', 'email', 'is_active'],
    fullNameSearch: { search: 'ada love', email: 'ada@sort.test' },
    stored: () => t.db.select({ id: users.id, email: users.email, createdAt: users.createdAt, name: users.firstName }).from(users),
    table: users,
  },
  {
    label: 'sub-admin/list',
    path: 'sub-admin/list',
    parse: (body) => v.parse(adminListResponse, body).data,
    nameColumn: 'first_name',
    sortable: ['created_at', 'first_name', 'last_name', 'email', 'role', 'is_active'],
    fullNameSearch: { search: 'Ada LOVELACE', email: 'ada@sort.test' },
    stored: () =>
      t.db
        .select({ id: admins.id, email: admins.email, createdAt: admins.createdAt, name: admins.firstName, role: adminRoles.role })
        .from(admins)
        .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId)),
    table: admins,
  },
];

beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  const people = [...SORTABLE_PEOPLE, ...SEARCHED_PEOPLE];
  await insertChefs(t.db, people);
  await insertUsers(t.db, people);
  await insertAdmins(t.db, people);
});
afterAll(() => t.close());

const byText = (key: (row: Stored) => string, order: 'ASC' | 'DESC') => (a: Stored, b: Stored) => {
  const [x, y] = [key(a).toLowerCase(), key(b).toLowerCase()];
  const sign = order === 'ASC' ? 1 : -1;
  return x === y ? sign * (a.id - b.id) : sign * (x < y ? -1 : 1);
};
const newestFirst = (a: Stored, b: Stored) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe.each(groups)('$label', (group) => {
  const list = async (body: unknown) => {
    const answer = await call(t.app, group.path, { body, token });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toMatch(/list$/);
    return group.parse(answer.body);
  };
  const sortable = async () => (await group.stored()).filter((row) => row.email.endsWith('@sort.test'));

  it('answers the first 10 rows newest first, with the count of all rows as a number', async () => {
    const stored = await group.stored();

    const page = await list({});

    expect(ids(page.rows)).toEqual(ids([...stored].sort(newestFirst).slice(0, 10)));
    expect(page.count).toBe(stored.length);
    expect(typeof page.count).toBe('number');
  });

  it('pages through every row exactly once, in a stable order', async () => {
    const stored = [...(await group.stored())].sort(newestFirst);
    const pages = Math.ceil(stored.length / 10);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page += 1) seen.push(...ids((await list({ page, sort_by: 'created_at', order: 'DESC' })).rows));
    expect(seen).toEqual(ids(stored));
  });

  it.each([
    ['just past the end', (total: number) => Math.ceil(total / 10) + 1],
    ['far past the end', () => 1000],
  ])('answers a page %s with no rows and the true count', async (_case, pageOf) => {
    const total = (await group.stored()).length;
    expect(await list({ page: pageOf(total) })).toEqual({ rows: [], count: total });
    expect(await list({ page: 4, search: 'sort.test' })).toEqual({ rows: [], count: 23 });
  });

  it('sorts by name A to Z and Z to A, case aside, ties broken by id', async () => {
    const stored = await sortable();
    const ascending = await list({ search: 'sort.test', sort_by: group.nameColumn, order: 'ASC' });
    const descending = await list({ search: 'sort.test', sort_by: group.nameColumn, order: 'DESC' });

    expect(ids(ascending.rows)).toEqual(ids([...stored].sort(byText((row) => row.name, 'ASC')).slice(0, 10)));
    expect(ids(descending.rows)).toEqual(ids([...stored].sort(byText((row) => row.name, 'DESC')).slice(0, 10)));
    const ties = stored.filter((row) => row.name === 'Tie').map((row) => row.id);
    expect(ids(descending.rows).filter((id) => ties.includes(id))).toEqual([...ties].sort((a, b) => b - a));
  });

  it('sorts by e-mail and by date, oldest first, ties by id', async () => {
    const stored = await sortable();
    const byEmail = await list({ search: 'sort.test', sort_by: 'email', order: 'ASC', page: 2 });
    expect(ids(byEmail.rows)).toEqual(ids([...stored].sort(byText((row) => row.email, 'ASC')).slice(10, 20)));

    const oldest = await list({ search: 'sort.test', sort_by: 'created_at', order: 'ASC' });
    const expected = [...stored].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    expect(ids(oldest.rows)).toEqual(ids(expected.slice(0, 10)));
  });

  it('accepts every whitelisted column', async () => {
    for (const column of group.sortable) {
      for (const order of ['ASC', 'DESC']) expect((await list({ sort_by: column, order })).rows).toHaveLength(10);
    }
  });

  it('searches names and e-mails whatever the case', async () => {
    expect((await list({ search: 'KIRA' })).rows.map((row) => row.email)).toEqual(['kira@sort.test']);
    expect((await list({ search: '@SORT.test' })).count).toBe(23);
    expect((await list({ search: 'grams@' })).rows.map((row) => row.email)).toEqual(['grams@meta.test']);
  });

  it('finds a full name across first and last name', async () => {
    const found = await list({ search: group.fullNameSearch.search });
    expect(found.rows.map((row) => row.email)).toEqual([group.fullNameSearch.email]);
  });

  it.each([
    ['%', '50%', ['fifty@meta.test']],
    ['_', 'a_b', ['under@meta.test']],
    ['\\', '\\', ['backslash@meta.test']],
    ['a quote', "o'b", ['quote@meta.test']],
    ['a lone %, which matches only names holding one,', '%', ['fifty@meta.test']],
    ['a lone _, which matches only names holding one,', '_', ['under@meta.test']],
  ])('treats %s in the search as a plain character', async (_case, search, emails) => {
    expect((await list({ search })).rows.map((row) => row.email)).toEqual(emails);
  });

  it.each(["'; drop table chefs; --", "' or '1'='1", '%%', '\\_'])('finds nothing for %j and harms nothing', async (search) => {
    const before = (await t.db.select({ n: count() }).from(group.table))[0]!.n;
    const found = await list({ search });
    expect(found).toEqual({ rows: [], count: 0 });
    expect((await t.db.select({ n: count() }).from(group.table))[0]!.n).toBe(before);
  });

  it.each<[string, unknown, string]>([
    ['a sort_by outside the whitelist', { sort_by: 'password_hash' }, `sort_by: sort_by must be one of: ${group.sortable.join(', ')}`],
    ['a sort_by carrying SQL', { sort_by: 'name; drop table chefs' }, `sort_by: sort_by must be one of: ${group.sortable.join(', ')}`],
    ['an order other than ASC or DESC', { order: 'sideways' }, 'order: order must be ASC or DESC'],
    ['page 0', { page: 0 }, 'page: page starts at 1'],
    ['a fractional page', { page: 1.5 }, 'page: page must be a whole number'],
    ['a page given as text', { page: '2' }, 'page: page must be a number'],
    ['a search that is not text', { search: 42 }, 'search: search must be text'],
    ['an over-long search', { search: 's'.repeat(201) }, 'search: search is too long'],
    ['a JSON array', [], 'Request body must be a JSON object'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const answer = await call(t.app, group.path, { body, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    const answer = await call(t.app, group.path, { body: {} });
    expect(answer.status).toBe(401);
  });
});

describe('sub-admin/list and roles', () => {
  it('searches and sorts by the role’s name', async () => {
    const found = await call(t.app, 'sub-admin/list', { body: { search: 'content MANAGER', sort_by: 'role', order: 'ASC' }, token });
    const rows = v.parse(adminListResponse, found.body).data.rows;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.admin_role?.role === 'Content Manager')).toBe(true);
    expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => a - b));

    const all = v.parse(adminListResponse, (await call(t.app, 'sub-admin/list', { body: { sort_by: 'role', order: 'DESC' }, token })).body).data;
    const stored = await t.db
      .select({ id: admins.id, role: adminRoles.role })
      .from(admins)
      .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
      .orderBy(asc(admins.id));
    const expected = [...stored].sort((a, b) => (a.role === b.role ? b.id - a.id : a.role.toLowerCase() < b.role.toLowerCase() ? 1 : -1));
    expect(ids(all.rows)).toEqual(ids(expected.slice(0, 10)));
  });
});
