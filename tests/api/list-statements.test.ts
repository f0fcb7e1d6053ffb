/**
 * A list's statements are built once per shape (server/lists/page-statements.ts): the same SQL
 * object serves every call of a shape with that call's own values, it goes to PostgreSQL unnamed
 * (so each search is planned for its own text), and a new shape or a transaction gets its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '../../src/api/contract/list';
import { listChefs } from '../../areas/chefs/server/chef-records';
import { insertChefs } from '../support/api-people-rows';
import { openTestApp, type TestApp } from '../support/test-database';

type Sent = { config: { name?: string; text: string }; values: unknown[] };

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
  await insertChefs(t.db, [
    { first: 'Anna', last: 'Rossi', email: 'anna.rossi@statements.test' },
    { first: 'Bruno', last: 'Rossi', email: 'bruno.rossi@statements.test' },
    { first: 'Carla', last: 'Verdi', email: 'carla.verdi@statements.test' },
  ]);
});
afterAll(() => t.close());

/** What the chef list sends to the pool while `during` runs. */
async function sentDuring(during: () => Promise<unknown>): Promise<Sent[]> {
  const pool = (t.db as unknown as { $client: { query: (config: unknown, values?: unknown[]) => unknown } }).$client;
  const original = pool.query;
  const sent: Sent[] = [];
  pool.query = function (this: unknown, config: unknown, values?: unknown[]) {
    if (typeof config === 'object' && (config as { text: string }).text.includes('"chefs"')) sent.push({ config: config as Sent['config'], values: values ?? [] });
    return original.call(this, config, values);
  };
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return sent;
}

const query = (search: string, sortBy: 'name' | 'email' = 'name'): ListQuery & { sort_by: 'name' | 'email' } => ({
  search,
  sort_by: sortBy,
  order: 'ASC',
  page: 1,
});

describe('list statements', () => {
  it('sends one built statement for two searches of a shape, unnamed, each with its own pattern', async () => {
    const [rossi, verdi] = await sentDuring(async () => {
      expect((await listChefs(t.db, query('rossi'))).rows.map((row) => row.name)).toEqual(['Anna Rossi', 'Bruno Rossi']);
      expect((await listChefs(t.db, query('VERDI'))).rows.map((row) => row.name)).toEqual(['Carla Verdi']);
    });
    expect(rossi!.config).toBe(verdi!.config);
    expect(rossi!.config.name).toBeUndefined();
    expect(rossi!.values).toContain('%rossi%');
    expect(verdi!.values).toContain('%VERDI%');
  });

  it('builds another statement for another sort, and for no search (rows and count apart)', async () => {
    const [byName, byEmail] = await sentDuring(async () => {
      await listChefs(t.db, query('rossi', 'name'));
      await listChefs(t.db, query('rossi', 'email'));
    });
    expect(byEmail!.config).not.toBe(byName!.config);
    expect(byEmail!.config.text).toMatch(/order by lower\("chefs"."email"\)/);
    const unsearched = await sentDuring(() => listChefs(t.db, query('')));
    expect(unsearched).toHaveLength(2);
    expect(unsearched.map((sent) => sent.config.text).some((text) => text.startsWith('select count(*)'))).toBe(true);
  });

  it('answers the same rows inside a transaction, whose statements are its own', async () => {
    const outside = await listChefs(t.db, query('rossi'));
    const inside = await t.db.transaction((tx) => listChefs(tx as never, query('rossi')));
    expect(inside).toEqual(outside);
  });
});
