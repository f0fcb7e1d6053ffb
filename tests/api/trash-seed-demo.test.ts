/**
 * The demo Trash of `npm run seed:demo` (issue #37: the Trash screen is measured with rows): the
 * deleted demo records are in the trash list the super admin reads, not in their areas' lists,
 * each delete is in the activity log; a second run adds nothing, and a demo record someone
 * restored is left live.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientListResponse } from '../../areas/ingredients/ingredient-contract';
import { trashListResponse } from '../../areas/trash/trash-contract';
import { seedDemoTrash } from '../../server/demo/seed-demo-trash';
import { call } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

// Written here, apart from the seed's list: what an admin should find in the Trash.
const DELETED = ['Margarine', 'Powdered egg', 'Imitation crab', 'Canned mushrooms', 'Summer Trial 2025'];

let t: TestApp;
let token: string;
let added: number;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  added = await seedDemoTrash({ db: t.db, now: t.clock.now() });
});
afterAll(() => t.close());

const trashRows = async () => v.parse(trashListResponse, (await call(t.app, 'trash/list', { token, body: { limit: 100 } })).body).data.rows;
const ingredientNames = async () =>
  v.parse(ingredientListResponse, (await call(t.app, 'ingredients/list', { token, body: { limit: 100 } })).body).data.rows.map((row) => row.name);

describe('the demo trash seed', () => {
  it('puts four ingredients and a plan in the trash, deleted by the super admin, and not in the lists', async () => {
    expect(added).toBe(5);
    const rows = await trashRows();
    expect(rows.map((row) => row.label).sort()).toEqual([...DELETED].sort());
    expect(new Set(rows.map((row) => row.area))).toEqual(new Set(['ingredients', 'subscription']));
    expect(rows.every((row) => row.deleted_by_name === 'Sam Super')).toBe(true);
    expect(await ingredientNames()).not.toContain('Margarine');
    const log = (await call(t.app, 'activity/list', { token, body: { limit: 100 } })).body as { data: { rows: Array<{ action: string; record_label: string }> } };
    expect(log.data.rows.filter((row) => row.action === 'delete').map((row) => row.record_label).sort()).toEqual([...DELETED].sort());
  });

  it('adds nothing on a second run, and leaves a restored demo record live', async () => {
    const margarine = (await trashRows()).find((row) => row.label === 'Margarine')!;
    expect((await call(t.app, 'trash/restore', { token, body: { ids: [margarine.id] } })).status).toBe(200);
    expect(await seedDemoTrash({ db: t.db, now: t.clock.now() })).toBe(0);
    expect((await trashRows()).map((row) => row.label)).not.toContain('Margarine');
    expect(await ingredientNames()).toContain('Margarine');
  });
});
