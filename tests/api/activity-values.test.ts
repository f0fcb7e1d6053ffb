/**
 * Issue #31 item 6, the recording side of an activity log you can read: an edit keeps each
 * field's old and new value; a status change keeps is_active from the value stored before it, and
 * a status set to what it was records nothing; a value naming another record (a class's chef and
 * meal types, an admin's role) keeps that record's name then, and the list says when it is gone;
 * a sign-in names the admin's account; an image and rich text are kept as "changed" without
 * values; a password is never kept at all; the list and a record's history answer the values, and
 * say when the record is deleted.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { staticPages } from '../../areas/static-pages/server/tables';
import { activityListResponse, historyResponse } from '../../src/api/contract/activity';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { pngFile } from '../support/api-people-images';
import { callForm } from '../support/api-people-requests';
import { insertChefs, roleId } from '../support/api-people-rows';
import { call, login, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { activityMark, activitySince, insertActivity } from './activity-support';
import { fullForm, type ClassWorld } from './classes-support';
import { insertIngredients, insertMeals } from './content-support';

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
    // The change ended the session: the tests below sign in again.
    token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, 'Values#2027');
  });
});

const listed = async (body: Record<string, unknown>) => {
  const answer = await call(t.app, 'activity/list', { body: { page: 1, per_page: 100, ...body }, token });
  expect(answer.status, answer.body.message).toBe(200);
  return v.parse(activityListResponse, answer.body).data.rows;
};

describe('a status change records the value it replaced', () => {
  it('set to what it already was, nothing; set behind the screen\'s back, the value stored then', async () => {
    const [chef] = await insertChefs(t.db, [{ first: 'Elena', last: 'Arzak', email: 'elena@values.test' }]);
    const id = chef!.id;
    // Active already: switching it on changes nothing, so no row.
    expect(await logged(() => json(`chef/status?id=${id}&is_active=1`, 'GET'))).toEqual([]);
    // Another tab switched it off: switching it off again is no change either.
    await t.db.update(chefs).set({ isActive: false }).where(eq(chefs.id, id));
    expect(await logged(() => json(`chef/status?id=${id}&is_active=0`, 'GET'))).toEqual([]);
    const [on] = await logged(() => json(`chef/status?id=${id}&is_active=1`, 'GET'));
    expect(on).toMatchObject({ action: 'activate', recordId: id, changed: ['is_active'], changes: [{ field: 'is_active', from: false, to: true }] });
  });

  it('a bulk switch records only the rows it changed, each from its own value', async () => {
    const [on, off] = await insertChefs(t.db, [
      { first: 'Clare', last: 'Smyth', email: 'clare@values.test' },
      { first: 'Pía', last: 'León', email: 'pia@values.test', isActive: false },
    ]);
    const rows = await logged(() => json('chef/bulk-status', 'POST', { ids: [on!.id, off!.id], is_active: false }));
    expect(rows.map((row) => [row.recordId, row.action, row.changes])).toEqual([[on!.id, 'deactivate', [{ field: 'is_active', from: true, to: false }]]]);
  });
});

describe('a value that names another record', () => {
  it("a class's chef and meal types by their names then, and a deleted one said so", async () => {
    const [massimo, dominique] = await insertChefs(t.db, [
      { first: 'Massimo', last: 'Bottura', email: 'massimo@values.test' },
      { first: 'Dominique', last: 'Crenn', email: 'crenn@values.test' },
    ]);
    const [basil] = await insertIngredients(t.db, [{ name: 'Basil' }]);
    const [vegan, dinner, brunch] = await insertMeals(t.db, [{ mealType: 'Vegan' }, { mealType: 'Dinner' }, { mealType: 'Brunch' }]);
    const world = { chefId: massimo!.id, ingredients: { basil: basil!.id }, meals: { vegan: vegan!.id, dinner: dinner!.id } } as unknown as ClassWorld;
    const form = fullForm(world, { video_name: '', video_original_name: '', ingredients: JSON.stringify([{ ingredient_id: basil!.id, measurement: '2 cups' }]) });
    const [added] = await logged(() => callForm(t.app, 'class-info/add', form, { token }));
    const classId = added!.recordId!;

    const [edited] = await logged(() =>
      callForm(t.app, 'class-info/edit', { ...form, id: classId, chef_id: dominique!.id, meal_icon_id: [vegan!.id, brunch!.id] }, { token, method: 'PUT' }),
    );
    expect(edited).toMatchObject({ action: 'edit', area: 'class', recordId: classId, changed: ['chef_id', 'meal_icon_id'] });
    expect(edited!.changes).toEqual([
      { field: 'chef_id', from: { id: massimo!.id, area: 'chef', name: 'Massimo Bottura' }, to: { id: dominique!.id, area: 'chef', name: 'Dominique Crenn' } },
      {
        field: 'meal_icon_id',
        from: [
          { id: vegan!.id, area: 'meal', name: 'Vegan' },
          { id: dinner!.id, area: 'meal', name: 'Dinner' },
        ],
        to: [
          { id: vegan!.id, area: 'meal', name: 'Vegan' },
          { id: brunch!.id, area: 'meal', name: 'Brunch' },
        ],
      },
    ]);

    // Renamed, then deleted (no class uses them now): the row keeps the names, and says which are gone.
    await logged(() => callForm(t.app, 'chef/edit', { id: massimo!.id, name: 'Massimo B.', email: 'massimo@values.test' }, { token, method: 'PUT' }));
    await logged(() => json(`chef/delete?id=${massimo!.id}`, 'GET'));
    await logged(() => json(`meal-icon/delete?id=${dinner!.id}`, 'GET'));
    const answered = (await listed({ area: 'class' })).find((row) => row.record_id === classId && row.action === 'edit');
    expect(answered!.changes).toEqual([
      {
        field: 'chef_id',
        from: { id: massimo!.id, area: 'chef', name: 'Massimo Bottura', deleted: true },
        to: { id: dominique!.id, area: 'chef', name: 'Dominique Crenn', deleted: false },
      },
      {
        field: 'meal_icon_id',
        from: [
          { id: vegan!.id, area: 'meal', name: 'Vegan', deleted: false },
          { id: dinner!.id, area: 'meal', name: 'Dinner', deleted: true },
        ],
        to: [
          { id: vegan!.id, area: 'meal', name: 'Vegan', deleted: false },
          { id: brunch!.id, area: 'meal', name: 'Brunch', deleted: false },
        ],
      },
    ]);
    // The class's own history answers the same.
    const history = v.parse(historyResponse, (await call(t.app, `class-info/history?id=${classId}`, { token })).body).data.rows;
    expect(history[0]!.changes[0]).toEqual(answered!.changes[0]);
  });

  it("an admin's role by its name, with no address of its own", async () => {
    const support = await roleId(t.db, 'Support');
    const content = await roleId(t.db, 'Content Manager');
    const [added] = await logged(() => callForm(t.app, 'sub-admin/add', { first_name: 'Rui', last_name: 'Role', email: 'rui@values.test', admin_role_id: support }, { token }));
    const [edited] = await logged(() => callForm(t.app, 'sub-admin/edit', { id: added!.recordId!, first_name: 'Rui', last_name: 'Role', admin_role_id: content }, { token, method: 'PUT' }));
    expect(edited!.changes).toEqual([{ field: 'admin_role_id', from: { id: support, area: null, name: 'Support' }, to: { id: content, area: null, name: 'Content Manager' } }]);
    const answered = (await listed({ area: 'admin' })).find((row) => row.record_id === added!.recordId! && row.action === 'edit');
    expect(answered!.changes).toEqual([
      { field: 'admin_role_id', from: { id: support, area: null, name: 'Support', deleted: false }, to: { id: content, area: null, name: 'Content Manager', deleted: false } },
    ]);
  });
});

describe('a sign-in names the account', () => {
  it('as its record, and the list says when that admin is deleted', async () => {
    const [admin] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.contentManager.email));
    const [signedIn] = await logged(() => login(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD));
    expect(signedIn).toMatchObject({ action: 'sign-in', area: 'account', recordId: admin!.id, recordLabel: 'Cora Content' });
    const row = (await listed({ area: 'account' })).find((answered) => answered.id === signedIn!.id);
    expect(row).toMatchObject({ record_id: admin!.id, record_label: 'Cora Content', record_deleted: false });

    // An account's admin is deleted in the admin area.
    await insertActivity(t.db, [
      { adminId: 900_001, adminName: 'Gone Admin', action: 'sign-in', area: 'account', recordId: 900_001, recordLabel: 'Gone Admin' },
      { adminName: 'Sam Super', action: 'delete', area: 'admin', recordId: 900_001, recordLabel: 'Gone Admin' },
    ]);
    const gone = (await listed({ area: 'account', search: 'Gone Admin' })).find((answered) => answered.action === 'sign-in');
    expect(gone).toMatchObject({ record_id: 900_001, record_label: 'Gone Admin', record_deleted: true });
  });
});
