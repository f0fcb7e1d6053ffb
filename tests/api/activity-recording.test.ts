/**
 * Issue #15 item 1, the recording side: every change an admin makes through the API writes one
 * activity row in the change's own transaction (who, action, area, record, changed fields,
 * address), a refused or failed change writes none, and no row ever holds a password, an OTP or a
 * token, in any column.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSecrets } from '../../server/auth/secrets';
import { createSetPasswordLink } from '../../server/auth/set-password-link';
import { activity, admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { staticPages } from '../../areas/static-pages/server/tables';
import { FIELD_LABELS } from '../../src/app/kit/activity-field-labels';
import { UPLOAD_STATUS } from '../../src/constants';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { pngFile } from '../support/api-people-images';
import { callForm } from '../support/api-people-requests';
import { insertAdmins, insertChefs, insertUsers, roleId } from '../support/api-people-rows';
import { call, login, signedInToken } from '../support/api-requests';
import { allTexts } from '../support/catalogues';
import { openTestApp, type TestApp } from '../support/test-database';
import { requestOtp, reset } from './account-support';
import { activityMark, activitySince } from './activity-support';
import { fullForm, insertClass, type ClassWorld } from './classes-support';
import { insertIngredients, insertMeals, insertPlans, insertPrices } from './content-support';

const IP = '203.0.113.7';
let t: TestApp;
let token: string;
let superId: number;
const SUPER_NAME = `${fixtureAdmins.superAdmin.firstName} ${fixtureAdmins.superAdmin.lastName}`;
/** Every secret a test sends, to look for in the log at the end. */
const secrets = new Set<string>([FIXTURE_PASSWORD]);

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  secrets.add(token);
  superId = (await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email)))[0]!.id;
});
afterAll(() => t.close());

const json = (path: string, method: string, body?: unknown) => call(t.app, path, { method, token, ip: IP, ...(body === undefined ? {} : { body }) });
const get = (path: string) => json(path, 'GET');

/** Runs the call, expects `status`, and answers the activity rows it wrote. */
async function logged(run: () => Promise<{ status: number; body: { message: string } }>, status = 200) {
  const mark = await activityMark(t.db);
  const answer = await run();
  expect(answer.status, answer.body.message).toBe(status);
  return activitySince(t.db, mark);
}

const bySuper = { adminId: expect.any(Number) as number, adminName: SUPER_NAME };

describe('each area records its add, edit, status and delete', () => {
  it('chefs: the fields given, the fields changed, a new image by name only', async () => {
    const [added] = await logged(() => callForm(t.app, 'chef/add', { name: 'Ana Roš', email: 'ana@log.test', bio: '', image: pngFile() }, { token }));
    expect(added).toMatchObject({ ...bySuper, adminId: superId, action: 'add', area: 'chef', recordLabel: 'Ana Roš', changed: ['name', 'email', 'image'] });
    const id = added!.recordId!;
    const [chef] = await t.db.select().from(chefs).where(eq(chefs.id, id));
    expect(chef!.name).toBe('Ana Roš');

    const [edited] = await logged(() => callForm(t.app, 'chef/edit', { id, name: 'Ana Roš', email: 'ana@log.test', bio: 'Hiša Franko' }, { token, method: 'PUT' }));
    expect(edited).toMatchObject({ action: 'edit', area: 'chef', recordId: id, changed: ['bio'] });
    const [pictured] = await logged(() => callForm(t.app, 'chef/edit', { id, name: 'Ana Roš', email: 'ana@log.test', bio: 'Hiša Franko', image: pngFile() }, { token, method: 'PUT' }));
    expect(pictured!.changed).toEqual(['image']);
    // The form saved again as it is: no row.
    expect(await logged(() => callForm(t.app, 'chef/edit', { id, name: 'Ana Roš', email: 'ana@log.test', bio: 'Hiša Franko' }, { token, method: 'PUT' }))).toEqual([]);

    const [off] = await logged(() => get(`chef/status?id=${id}&is_active=0`));
    expect(off).toMatchObject({ ...bySuper, action: 'deactivate', area: 'chef', recordId: id, recordLabel: 'Ana Roš', changed: ['is_active'], ip: IP });
    const [on] = await logged(() => get(`chef/status?id=${id}&is_active=1`));
    expect(on).toMatchObject({ action: 'activate', changed: ['is_active'] });
    const [gone] = await logged(() => get(`chef/delete?id=${id}`));
    expect(gone).toMatchObject({ ...bySuper, action: 'delete', area: 'chef', recordId: id, recordLabel: 'Ana Roš', changed: [], ip: IP });
  });

  it('users: a password given on add is never named', async () => {
    secrets.add('Sumac#Loft2026');
    const [added] = await logged(() => callForm(t.app, 'user/add', { first_name: 'Una', last_name: 'User', email: 'una@log.test', password: 'Sumac#Loft2026' }, { token }));
    expect(added).toMatchObject({ action: 'add', area: 'user', recordLabel: 'Una User', changed: ['first_name', 'last_name', 'email'] });
    const id = added!.recordId!;
    const [edited] = await logged(() => callForm(t.app, 'user/edit', { id, first_name: 'Una', last_name: 'Renamed', email: 'una@log.test' }, { token }));
    expect(edited).toMatchObject({ action: 'edit', recordLabel: 'Una Renamed', changed: ['last_name'] });
    expect((await logged(() => get(`user/status?id=${id}&is_active=0`)))[0]).toMatchObject({ action: 'deactivate', area: 'user', recordLabel: 'Una Renamed' });
    expect((await logged(() => get(`user/delete/${id}`)))[0]).toMatchObject({ action: 'delete', area: 'user', recordId: id });
  });

  it('admins: add, edit of the role, switching off and delete', async () => {
    const support = await roleId(t.db, 'Support');
    const content = await roleId(t.db, 'Content Manager');
    const [added] = await logged(() => callForm(t.app, 'sub-admin/add', { first_name: 'Ada', last_name: 'Desk', email: 'ada@log.test', admin_role_id: support }, { token }));
    expect(added).toMatchObject({ action: 'add', area: 'admin', recordLabel: 'Ada Desk', changed: ['first_name', 'last_name', 'admin_role_id', 'email'] });
    const id = added!.recordId!;
    const [edited] = await logged(() => callForm(t.app, 'sub-admin/edit', { id, first_name: 'Ada', last_name: 'Desk', admin_role_id: content }, { token, method: 'PUT' }));
    expect(edited).toMatchObject({ action: 'edit', area: 'admin', changed: ['admin_role_id'] });
    expect((await logged(() => get(`sub-admin/status?id=${id}&is_active=false`)))[0]).toMatchObject({ action: 'deactivate', area: 'admin', recordId: id });
    expect((await logged(() => get(`sub-admin/delete?id=${id}`)))[0]).toMatchObject({ action: 'delete', area: 'admin', recordId: id, recordLabel: 'Ada Desk' });
  });

  it('meal types, ingredients, plans and block prices', async () => {
    const [meal] = await logged(() => callForm(t.app, 'meal-icon/add', { meal_type: 'Brunch', image: pngFile(40) }, { token }));
    expect(meal).toMatchObject({ action: 'add', area: 'meal', recordLabel: 'Brunch', changed: ['meal_type', 'image'] });
    expect((await logged(() => callForm(t.app, 'meal-icon/edit', { id: meal!.recordId!, meal_type: 'Late brunch' }, { token, method: 'PUT' })))[0]).toMatchObject({
      action: 'edit',
      recordLabel: 'Late brunch',
      changed: ['meal_type'],
    });
    expect((await logged(() => get(`meal-icon/status?id=${meal!.recordId!}&is_active=0`)))[0]).toMatchObject({ action: 'deactivate', area: 'meal' });
    expect((await logged(() => get(`meal-icon/delete?id=${meal!.recordId!}`)))[0]).toMatchObject({ action: 'delete', area: 'meal' });

    const [herb] = await logged(() => json('ingredients/add', 'POST', { name: 'rosemary' }));
    expect(herb).toMatchObject({ action: 'add', area: 'ingredients', recordLabel: 'Rosemary', changed: ['name'], ip: IP });
    expect((await logged(() => json('ingredients/edit', 'PUT', { id: herb!.recordId!, name: 'Thyme' })))[0]).toMatchObject({ action: 'edit', recordLabel: 'Thyme', changed: ['name'] });
    expect((await logged(() => get(`ingredients/delete/${herb!.recordId!}`)))[0]).toMatchObject({ action: 'delete', area: 'ingredients', recordLabel: 'Thyme' });

    const plan = { title: 'Yearly', display_amount: '$300/year', amount: '300', timeframe: 12 };
    const [planAdded] = await logged(() => json('subscription/add', 'POST', plan));
    expect(planAdded).toMatchObject({ action: 'add', area: 'subscription', recordLabel: 'Yearly', changed: ['title', 'display_amount', 'amount', 'timeframe'] });
    const planId = planAdded!.recordId!;
    // "300" is the "300.00" stored: compared as stored, it is no change.
    expect((await logged(() => json('subscription/edit', 'PUT', { id: planId, ...plan, amount: '300.00', title: 'Every year' })))[0]!.changed).toEqual(['title']);
    expect((await logged(() => get(`subscription/delete?id=${planId}`)))[0]).toMatchObject({ action: 'delete', area: 'subscription', recordLabel: 'Every year' });

    const [price] = await logged(() => json('blok-price/add', 'POST', { title: 'Ten classes', amount: '$90' }));
    expect(price).toMatchObject({ action: 'add', area: 'blok-price', recordLabel: 'Ten classes', changed: ['title', 'amount'] });
    expect((await logged(() => json('blok-price/edit', 'PUT', { id: price!.recordId!, title: 'Ten classes', amount: '$80' })))[0]!.changed).toEqual(['amount']);
    expect((await logged(() => get(`blok-price/status?id=${price!.recordId!}&is_active=0`)))[0]).toMatchObject({ action: 'deactivate', area: 'blok-price' });
    expect((await logged(() => get(`blok-price/delete?id=${price!.recordId!}`)))[0]).toMatchObject({ action: 'delete', area: 'blok-price' });
  });

  it('static pages: the content compared as the sanitiser stored it', async () => {
    const [page] = await t.db.select().from(staticPages).limit(1);
    // Saved as it was: nothing changed, so nothing to read in the log.
    expect(await logged(() => json('auth/static-content/edit', 'PUT', { id: page!.id, title: page!.title, content: page!.content }))).toEqual([]);
    const [edited] = await logged(() => json('auth/static-content/edit', 'PUT', { id: page!.id, title: 'About', content: '<p>New</p><script>x()</script>' }));
    expect(edited).toMatchObject({ recordLabel: 'About', changed: ['title', 'content'] });
  });

  it('classes: add, an edit of one field, status, delete, and the end of a video upload', async () => {
    const [chef] = await insertChefs(t.db, [{ first: 'Massimo', last: 'Bottura', email: 'massimo@log.test' }]);
    const [basil] = await insertIngredients(t.db, [{ name: 'Basil' }]);
    const [garlic] = await insertIngredients(t.db, [{ name: 'Garlic' }]);
    const [vegan, dinner] = await insertMeals(t.db, [{ mealType: 'Vegan' }, { mealType: 'Dinner' }]);
    const world = { chefId: chef!.id, ingredients: { basil: basil!.id, garlic: garlic!.id }, meals: { vegan: vegan!.id, dinner: dinner!.id } } as unknown as ClassWorld;
    const form = fullForm(world, { video_name: '', video_original_name: '' });

    const [added] = await logged(() => callForm(t.app, 'class-info/add', form, { token }));
    expect(added).toMatchObject({ action: 'add', area: 'class', recordLabel: 'Summer pesto' });
    expect(added!.changed).toEqual(expect.arrayContaining(['name', 'class_type', 'description', 'chef_id', 'class_date', 'class_time', 'duration', 'instructions', 'ingredients', 'meal_icon_id']));
    expect(added!.changed).not.toContain('video_name');
    const id = added!.recordId!;

    const [edited] = await logged(() => callForm(t.app, 'class-info/edit', { ...form, id, ingredients: JSON.stringify([{ ingredient_id: basil!.id, measurement: '3 cups' }, { name: 'garlic', measurement: '1 clove' }]) }, { token, method: 'PUT' }));
    expect(edited).toMatchObject({ action: 'edit', area: 'class', recordId: id, changed: ['ingredients'] });
    expect((await logged(() => get(`class-info/status?id=${id}&is_active=0`)))[0]).toMatchObject({ action: 'deactivate', area: 'class', recordLabel: 'Summer pesto' });

    const video = 'Ab3dE6g8_1763800000000.mp4';
    await t.db.update(classes).set({ videoName: video, videoStatus: UPLOAD_STATUS.inProgress, videoUploadedBy: superId }).where(eq(classes.id, id));
    await t.storage.put(`videos/${video}`, new Uint8Array(16), 'video/mp4');
    const [finished] = await logged(() => json('class-info/video-status', 'PUT', { id, video_status: UPLOAD_STATUS.done }));
    expect(finished).toMatchObject({ ...bySuper, action: 'upload-finished', area: 'class', recordId: id, recordLabel: 'Summer pesto', changed: ['video_status'], ip: IP });

    await t.db.update(classes).set({ videoStatus: UPLOAD_STATUS.inProgress }).where(eq(classes.id, id));
    const [failed] = await logged(() => json('class-info/video-status', 'PUT', { id, video_status: UPLOAD_STATUS.failed }));
    expect(failed).toMatchObject({ action: 'upload-failed', area: 'class', recordId: id });
    const other = await insertClass(t.db, { chefId: chef!.id, name: 'Risotto', videoName: 'Zb3dE6g8_1763800000000.mp4', videoStatus: UPLOAD_STATUS.inProgress, videoUploadedBy: superId });
    const reloaded = await logged(() => get('class-info/failed-video-status'));
    expect(reloaded).toEqual([expect.objectContaining({ action: 'upload-failed', area: 'class', recordId: other.id, recordLabel: 'Risotto' })]);

    expect((await logged(() => get(`class-info/delete/${id}`)))[0]).toMatchObject({ action: 'delete', area: 'class', recordId: id });
  });

  it('bulk calls record each row done, and no row refused', async () => {
    const [one, two] = await insertChefs(t.db, [
      { first: 'Dominique', last: 'Crenn', email: 'crenn@log.test' },
      { first: 'Niki', last: 'Nakayama', email: 'niki@log.test' },
    ]);
    const missing = two!.id + 1000;
    const rows = await logged(() => json('chef/bulk-status', 'POST', { ids: [one!.id, missing, two!.id], is_active: false }));
    expect(rows.map((row) => [row.action, row.recordId, row.ip])).toEqual([
      ['deactivate', one!.id, IP],
      ['deactivate', two!.id, IP],
    ]);
    const [plan] = await insertPlans(t.db, [{ title: 'Weekly' }]);
    const [price] = await insertPrices(t.db, [{ title: 'Five classes' }]);
    expect((await logged(() => json('subscription/bulk-delete', 'POST', { ids: [plan!.id] })))[0]).toMatchObject({ action: 'delete', area: 'subscription', recordLabel: 'Weekly' });
    expect((await logged(() => json('blok-price/bulk-delete', 'POST', { ids: [price!.id] })))[0]).toMatchObject({ action: 'delete', area: 'blok-price', recordLabel: 'Five classes' });
  });
});

describe('a change that fails records nothing', () => {
  it('a refused form, a stale version, a row gone, a row in use', async () => {
    const [chef] = await insertChefs(t.db, [{ first: 'Gaggan', last: 'Anand', email: 'gaggan@log.test' }]);
    const id = chef!.id;
    await insertClass(t.db, { chefId: id });
    expect(await logged(() => callForm(t.app, 'chef/add', { name: '', email: 'x@log.test' }, { token }), 400)).toEqual([]);
    expect(await logged(() => callForm(t.app, 'chef/edit', { id, version: 7, name: 'Stale' }, { token, method: 'PUT' }), 409)).toEqual([]);
    expect(await logged(() => json('ingredients/edit', 'PUT', { id: 2_000_000, name: 'Gone' }), 404)).toEqual([]);
    expect(await logged(() => get('chef/status?id=2000000&is_active=0'), 404)).toEqual([]);
    expect(await logged(() => get(`chef/delete?id=${id}`), 409)).toEqual([]);
    expect(await logged(() => json('subscription/edit', 'PUT', { id: 2_000_000, title: 'x', display_amount: 'x', amount: '1', timeframe: 1 }), 404)).toEqual([]);
    expect(await logged(() => get(`sub-admin/delete?id=${superId}`), 403)).toEqual([]);
  });

  it('rolls its row back with the change when the change fails after recording it', async () => {
    const support = await roleId(t.db, 'Support');
    // The add writes the admin and its row, then queues the link's mail in the same transaction: unqueued, both roll back.
    const enqueue = vi.spyOn(t.mailQueue, 'enqueue').mockRejectedValueOnce(new Error('mail queue unavailable'));
    try {
      expect(await logged(() => callForm(t.app, 'sub-admin/add', { first_name: 'No', last_name: 'Mail', email: 'no-mail@log.test', admin_role_id: support }, { token }), 500)).toEqual([]);
    } finally {
      enqueue.mockRestore();
    }
    expect(await t.db.select().from(admins).where(eq(admins.email, 'no-mail@log.test'))).toEqual([]);
  });

  it('a wrong password at sign-in or at change, and a refused module', async () => {
    expect(await logged(() => login(t.app, fixtureAdmins.superAdmin.email, 'Wrong#2026'), 401)).toEqual([]);
    expect(await logged(() => json('auth/change-password', 'PUT', { old_password: 'Wrong#2026', new_password: 'Better#2027' }), 400)).toEqual([]);
    const content = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    const [user] = await insertUsers(t.db, [{ first: 'Not', last: 'Theirs', email: 'not-theirs@log.test' }]);
    expect(await logged(() => call(t.app, `user/status?id=${user!.id}&is_active=0`, { token: content }), 403)).toEqual([]);
  });
});

describe('the account', () => {
  it('sign-in and sign-out name the admin and the address, and the account as their record', async () => {
    const [signedIn] = await logged(() => login(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD, IP));
    const name = `${fixtureAdmins.contentManager.firstName} ${fixtureAdmins.contentManager.lastName}`;
    expect(signedIn).toMatchObject({ adminName: name, action: 'sign-in', area: 'account', recordId: signedIn!.adminId, recordLabel: name, changed: [], ip: IP });
    const session = (await login(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD)).body.data as { token: string };
    secrets.add(session.token);
    const [signedOut] = await logged(() => call(t.app, 'auth/logout', { method: 'POST', token: session.token, ip: IP }));
    expect(signedOut).toMatchObject({ adminId: signedIn!.adminId, adminName: name, action: 'sign-out', area: 'account', recordId: signedIn!.adminId, recordLabel: name, ip: IP });
  });

  it('a profile edit names the fields it changed; a password change names none', async () => {
    const [profile] = await logged(() => callForm(t.app, 'auth/edit-profile', { first_name: 'Samantha', last_name: fixtureAdmins.superAdmin.lastName, image: pngFile() }, { token, method: 'PUT' }));
    expect(profile).toMatchObject({ adminId: superId, action: 'profile', area: 'account', recordId: superId, recordLabel: `Samantha ${fixtureAdmins.superAdmin.lastName}`, changed: ['first_name', 'image'] });
    // The rename shows from the next request on: the row keeps the name the admin had when acting.
    const [password] = await logged(() => json('auth/change-password', 'PUT', { old_password: FIXTURE_PASSWORD, new_password: 'Stronger#2027' }));
    secrets.add('Stronger#2027');
    expect(password).toMatchObject({ adminId: superId, adminName: `Samantha ${fixtureAdmins.superAdmin.lastName}`, action: 'password', area: 'account', recordId: superId, changed: [], ip: IP });
    token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, 'Stronger#2027');
    secrets.add(token);
  });

  it('a password set by link or reset by OTP names the admin whose password it is', async () => {
    const [invited] = await insertAdmins(t.db, [{ first: 'Ivo', last: 'Invited', email: 'ivo@log.test' }]);
    const { linkKey } = await loadSecrets(t.db);
    const link = createSetPasswordLink(linkKey, { id: invited!.id, passwordHash: null }, t.clock.now());
    secrets.add(link.iv).add(link.data).add('Tamarind#Quay2027');
    const [set] = await logged(() => call(t.app, 'sub-admin/set-password', { body: { new_password: 'Tamarind#Quay2027', ...link }, ip: IP }));
    expect(set).toMatchObject({ adminId: invited!.id, adminName: 'Ivo Invited', action: 'password', area: 'account', recordId: invited!.id, changed: [], ip: IP });

    const claim = await requestOtp(t.app, t.outbox, 'ivo@log.test', IP);
    secrets.add(claim.otp).add(claim.otp_token).add('Renewed#2027');
    const [resetRow] = await logged(() => reset(t.app, { ...claim, new_password: 'Renewed#2027' }, IP));
    expect(resetRow).toMatchObject({ adminId: invited!.id, adminName: 'Ivo Invited', action: 'password', area: 'account', recordId: invited!.id, changed: [], ip: IP });
    // Used once: the second reset is refused and records nothing.
    expect(await logged(() => reset(t.app, { ...claim, new_password: 'Renewed#2028' }, IP), 400)).toEqual([]);
  });
});

describe('no secret in the log', () => {
  it('holds no password, OTP, token or link in any column of any row, and names no secret field', async () => {
    const rows = await t.db.select().from(activity);
    expect(rows.length).toBeGreaterThan(40);
    const stored = JSON.stringify(rows);
    for (const secret of secrets) expect(stored, 'a secret found in the activity log').not.toContain(secret);
    for (const row of rows) for (const field of row.changed) expect(field).not.toMatch(/password|otp|token|secret/i);
  });
});

describe('every field by its label', () => {
  it('every field an area above recorded has a label in the catalogues, so the log shows no contract name', async () => {
    const rows = await t.db.select().from(activity);
    const fields = new Set(rows.flatMap((row) => [...row.changed, ...(row.changes ?? []).map((change) => change.field)]));
    // Written out: what the adds, edits, status changes and uploads above touched, across the areas.
    expect([...fields].sort()).toEqual(
      [
        'admin_role_id', 'amount', 'bio', 'chef_id', 'class_date', 'class_time', 'class_type', 'description', 'display_amount', 'duration', 'email',
        'first_name', 'image', 'ingredient_end_time', 'ingredient_start_time', 'ingredients', 'instructions', 'is_active', 'last_name', 'meal_icon_id',
        'meal_type', 'name', 'recipe_name_end_time', 'recipe_name_start_time', 'timeframe', 'title', 'content', 'video_status',
      ].sort(),
    );
    for (const field of fields) expect(FIELD_LABELS[field], `${field} has no label`).toBeDefined();
    for (const [locale, catalogue] of Object.entries(allTexts)) {
      for (const field of fields) expect(catalogue[FIELD_LABELS[field]!], `${field} in ${locale}`).toMatch(/\S/);
    }
  });
});
