/**
 * Issue #31 item 6, the recording side of an activity log you can read: an edit keeps each
 * field's old and new value; a status change keeps is_active from and to; an image and rich text
 * are kept as "changed" without values; a password is never kept at all; the list and a record's
 * history answer the values, and say when the record is deleted.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, staticPages } from '../../server/db/schema';
import { activityListResponse, historyResponse } from '../../src/api/contract/activity';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { pngFile } from '../support/api-people-images';
import { callForm } from '../support/api-people-requests';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { activityMark, activitySince, insertActivity } from './activity-support';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const json = (path: string, method: string, body?: unknown) => call(t.app, path, { method, token, ...(body === undefined ? {} : { body }) });

async function logged(run: () => Promise<{ status: number; body: { message: string } }>) {
  const mark = await activityMark(t.db);
  const answer = await run();
  expect(answer.status, answer.body.message).toBe(200);
  return activitySince(t.db, mark);
}

describe('old and new values', () => {
  let chefId: number;

  it("a chef's phone as old → new, and its status as true → false", async () => {
    const [added] = await logged(() => callForm(t.app, 'chef/add', { name: 'Rosa Val', phone_number: '+39 055 111', bio: '' }, { token }));
    chefId = added!.recordId!;
    expect(added!.changes).toBeNull();
    const [edited] = await logged(() => callForm(t.app, 'chef/edit', { id: chefId, name: 'Rosa Val', phone_number: '+39 055 222', bio: '' }, { token, method: 'PUT' }));
    expect(edited).toMatchObject({ action: 'edit', changed: ['phone_number'], changes: [{ field: 'phone_number', from: '+39 055 111', to: '+39 055 222' }] });
    const [off] = await logged(() => json(`chef/status?id=${chefId}&is_active=0`, 'GET'));
    expect(off).toMatchObject({ action: 'deactivate', changed: ['is_active'], changes: [{ field: 'is_active', from: true, to: false }] });
  });

  it('an image and a bio are "changed", without their values', async () => {
    const [edited] = await logged(() =>
      callForm(t.app, 'chef/edit', { id: chefId, name: 'Rosa Val', phone_number: '+39 055 222', bio: 'Trattoria Sostanza', image: pngFile() }, { token, method: 'PUT' }),
    );
    expect(edited!.changes).toEqual([
      { field: 'bio', changed: true },
      { field: 'image', changed: true },
    ]);
    expect(JSON.stringify(edited)).not.toContain('Trattoria');
  });

  it("a static page's rich text is \"changed\"; its title old → new", async () => {
    const [page] = await t.db.select().from(staticPages).limit(1);
    const [edited] = await logged(() => json('auth/static-content/edit', 'PUT', { id: page!.id, title: 'Who we are', content: '<p>Brand new words</p>' }));
    expect(edited!.changes).toEqual([
      { field: 'title', from: page!.title, to: 'Who we are' },
      { field: 'content', changed: true },
    ]);
    expect(JSON.stringify(edited)).not.toContain('Brand new words');
  });

  it('the list and the history answer the values, and the list says when the record is gone', async () => {
    const list = await call(t.app, 'activity/list', { body: { page: 1, per_page: 50, area: 'chef' }, token });
    expect(list.status).toBe(200);
    const rows = v.parse(activityListResponse, list.body).data.rows;
    const edit = rows.find((row) => row.action === 'edit' && row.changed.includes('phone_number'));
    expect(edit).toMatchObject({ record_deleted: false, changes: [{ field: 'phone_number', from: '+39 055 111', to: '+39 055 222' }] });
    const history = await call(t.app, `chef/history?id=${chefId}`, { token });
    expect(v.parse(historyResponse, history.body).data.rows.some((row) => row.changes.some((change) => change.field === 'is_active'))).toBe(true);

    await logged(() => json(`chef/delete?id=${chefId}`, 'GET'));
    const after = v.parse(activityListResponse, (await call(t.app, 'activity/list', { body: { page: 1, per_page: 50, area: 'chef' }, token })).body).data.rows;
    expect(after.filter((row) => row.record_id === chefId).every((row) => row.record_deleted)).toBe(true);
  });

  it('rows written before values were kept still read, by their names', async () => {
    await insertActivity(t.db, [{ adminName: 'Old Admin', action: 'edit', area: 'meal', recordId: 999_999, recordLabel: 'Soups', changed: ['meal_type'] }]);
    const rows = v.parse(activityListResponse, (await call(t.app, 'activity/list', { body: { page: 1, per_page: 50, search: 'Old Admin' }, token })).body).data.rows;
    expect(rows).toEqual([expect.objectContaining({ changed: ['meal_type'], changes: [], record_deleted: false })]);
  });

  it('a password change keeps neither a name nor a value', async () => {
    const [row] = await logged(() => json('auth/change-password', 'PUT', { old_password: FIXTURE_PASSWORD, new_password: 'Values#2027' }));
    expect(row).toMatchObject({ action: 'password', changed: [], changes: null });
    expect(JSON.stringify(await t.db.select().from(activity))).not.toContain('Values#2027');
  });
});
