/**
 * Role modules gate every call of every area, in one guard (DESIGN.md section 5; issue #12 item 1
 * "Access"): every call × a role that lacks its module answers 403 and changes nothing; every route
 * of the app is in the guard's table or open to every admin; only the super admin grants roles or
 * touches an admin whose role reaches further; nobody changes their own role.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesOf, MODULE_REQUIRED, SUPER_ADMIN_ONLY } from '../../server/auth/area-access';
import { activity, adminRoles, admins, multipartUploads, savedListViews } from '../../server/db/schema';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { staticPages } from '../../areas/static-pages/server/tables';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { users } from '../../areas/users/server/tables';
import {
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_CHANGE_SUPER_ADMIN_ROLE,
  CANNOT_TOUCH_HIGHER_ROLE,
  ONLY_SUPER_ADMIN_GRANTS_ROLES,
} from '../../server/people/admin-guards';
import { MODULES, type Module } from '../../src/api/contract/modules';
import { ADMIN_API_BASE, UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { PUBLIC_SUBSCRIBE_PATH } from '../../areas/subscribed-emails/subscribed-email-contract';
import { viewsPathOf } from '../../src/api/contract/saved-views';
import { FILES_PATH } from '../../server/routes/files';
import { API_DOCS_PATH, OPENAPI_PATH } from '../../server/routes/api-document';
import { HEALTH_PATH, READY_PATH } from '../../server/routes/health';
import { UPLOAD_PARTS_PATH } from '../../server/routes/upload-parts';
import { VIDEOS_PATH } from '../../server/routes/videos';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { callForm, expectRefusedWithoutChange, type FormFields } from '../support/api-people-requests';
import { insertAdmins, insertChefs, insertUsers, roleId } from '../support/api-people-rows';
import { call, signedInToken, type Answer } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { insertClass } from './classes-support';
import { insertIngredients, insertMeals, insertPlans, insertPrices, insertSubscribers } from './content-support';
import { signableAdmin } from '../support/signable-admin';

let t: TestApp;
let superToken: string;
let ids: Record<'admin' | 'user' | 'chef' | 'meal' | 'ingredient' | 'plan' | 'price' | 'page' | 'class' | 'view', number>;
let superRoleId: number;

/** An admin of `role` who signs in with the fixtures' password. */
async function roleHolder(email: string, role: string): Promise<{ id: number; token: string }> {
  const { admin, token } = await signableAdmin(t, { email, role });
  return { id: admin.id, token };
}

/** A role with every module but the given ones, and a signed-in sub-admin holding it (one per set). */
const tokensWithout = new Map<string, string>();
async function tokenWithout(missing: readonly Module[]): Promise<string> {
  const key = [...missing].sort().join('+');
  const known = tokensWithout.get(key);
  if (known) return known;
  const role = `Lacks ${tokensWithout.size + 1}`;
  await t.db.insert(adminRoles).values({ role, modules: MODULES.filter((module) => !missing.includes(module)) });
  const { token } = await roleHolder(`lacks-${tokensWithout.size + 1}@roles.test`, role);
  tokensWithout.set(key, token);
  return token;
}

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  superRoleId = await roleId(t.db, 'Super Admin');
  const [admin] = await insertAdmins(t.db, [{ first: 'Other', last: 'Admin', email: 'other@roles.test' }]);
  const [user] = await insertUsers(t.db, [{ first: 'App', last: 'User', email: 'user@roles.test' }]);
  const [chef] = await insertChefs(t.db, [{ first: 'Massimo', last: 'Bottura', email: 'massimo@roles.test' }]);
  const [meal] = await insertMeals(t.db, [{ mealType: 'Vegan' }]);
  const [ingredient] = await insertIngredients(t.db, [{ name: 'Basil' }]);
  const [plan] = await insertPlans(t.db, [{ title: 'Monthly' }]);
  const [price] = await insertPrices(t.db, [{ title: 'Ten classes' }]);
  await insertSubscribers(t.db, [{ email: 'reader@roles.test' }]);
  const [page] = await t.db.select({ id: staticPages.id }).from(staticPages).orderBy(asc(staticPages.id)).limit(1);
  const lesson = await insertClass(t.db, { chefId: chef!.id });
  const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
  const [view] = await t.db.insert(savedListViews).values({ adminId: me!.id, area: 'activity', name: 'Mine', query: {} }).returning({ id: savedListViews.id });
  ids = {
    admin: admin!.id,
    user: user!.id,
    chef: chef!.id,
    meal: meal!.id,
    ingredient: ingredient!.id,
    plan: plan!.id,
    price: price!.id,
    page: page!.id,
    class: lesson.id,
    view: view!.id,
  };
});
afterAll(() => t.close());

/** `{admin}` and the like in a path are the ids of the rows made in beforeAll. */
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: () => unknown; form?: () => FormFields };

/** Saved list views (issue #31 item 4) sit beside each list's export, behind the same guard. */
const viewCalls = (exportCall: Call): Call[] => {
  const views = viewsPathOf(exportCall.path);
  return [
    { method: 'GET', path: views },
    { method: 'POST', path: views, body: () => ({ name: 'Roles', query: { search: 'a' } }) },
    { method: 'DELETE', path: `${views}/{view}` },
  ];
};

const resolved = (call: Call) => call.path.replace(/\{(\w+)\}/g, (_, key: keyof typeof ids) => String(ids[key]));

/** Every call of every area, with a request that would succeed (and change something) if allowed. */
const calls: Call[] = [
  { method: 'POST', path: 'sub-admin/list', body: () => ({}) },
  { method: 'GET', path: 'sub-admin/admin-role' },
  { method: 'GET', path: 'sub-admin/view?id={admin}' },
  { method: 'GET', path: 'sub-admin/status?id={admin}&is_active=false' },
  { method: 'GET', path: 'sub-admin/delete?id={admin}' },
  { method: 'POST', path: 'sub-admin/add', form: () => ({ first_name: 'New', last_name: 'Boss', email: 'boss@roles.test', admin_role_id: superRoleId }) },
  { method: 'PUT', path: 'sub-admin/edit', form: () => ({ id: ids.admin, first_name: 'Re', last_name: 'Named', admin_role_id: superRoleId }) },
  { method: 'POST', path: 'auth/static-content/list', body: () => ({}) },
  { method: 'GET', path: 'auth/view-static-content/{page}' },
  { method: 'PUT', path: 'auth/static-content/edit', body: () => ({ id: ids.page, title: 'Changed', content: '<p>Changed</p>' }) },
  { method: 'POST', path: 'user/list', body: () => ({}) },
  { method: 'GET', path: 'user/view/{user}' },
  { method: 'GET', path: 'user/status?id={user}&is_active=0' },
  { method: 'GET', path: 'user/delete/{user}' },
  { method: 'POST', path: 'user/resend-activation-code', body: () => ({ id: ids.user }) },
  { method: 'POST', path: 'user/add', form: () => ({ first_name: 'New', last_name: 'User', email: 'new-user@roles.test', password: 'Saffron#Tide2026' }) },
  { method: 'POST', path: 'user/edit', form: () => ({ id: ids.user, first_name: 'Re', last_name: 'Named', email: 'user@roles.test' }) },
  { method: 'POST', path: 'chef/list', body: () => ({}) },
  { method: 'GET', path: 'chef/list-chef' },
  { method: 'GET', path: 'chef/view?id={chef}' },
  { method: 'GET', path: 'chef/status?id={chef}&is_active=0' },
  { method: 'GET', path: 'chef/delete?id={chef}' },
  { method: 'POST', path: 'chef/add', form: () => ({ name: 'New Chef', email: 'new-chef@roles.test' }) },
  { method: 'PUT', path: 'chef/edit', form: () => ({ id: ids.chef, name: 'Renamed', email: 'massimo@roles.test' }) },
  { method: 'POST', path: 'meal-icon/list', body: () => ({}) },
  { method: 'GET', path: 'meal-icon/list-meal-icon' },
  { method: 'GET', path: 'meal-icon/view/{meal}' },
  { method: 'GET', path: 'meal-icon/status?id={meal}&is_active=0' },
  { method: 'GET', path: 'meal-icon/delete?id={meal}' },
  { method: 'POST', path: 'meal-icon/add', form: () => ({ meal_type: 'Keto' }) },
  { method: 'PUT', path: 'meal-icon/edit', form: () => ({ id: ids.meal, meal_type: 'Paleo' }) },
  { method: 'POST', path: 'class-info/list', body: () => ({}) },
  { method: 'GET', path: 'class-info/view/{class}' },
  { method: 'GET', path: 'class-info/status?id={class}&is_active=0' },
  { method: 'GET', path: 'class-info/delete/{class}' },
  { method: 'GET', path: 'class-info/failed-video-status' },
  { method: 'PUT', path: 'class-info/video-status', body: () => ({ id: ids.class, video_status: 3 }) },
  { method: 'POST', path: 'class-info/add', form: () => ({ name: 'New class', class_type: 'on-demand', chef_id: ids.chef }) },
  { method: 'PUT', path: 'class-info/edit', form: () => ({ id: ids.class, name: 'Renamed', class_type: 'on-demand', chef_id: ids.chef }) },
  { method: 'POST', path: '/api/v1/uploads/initializeMultipartUpload', body: () => ({ name: 'Ab3dE6g8_1763800000000.mp4' }) },
  { method: 'POST', path: '/api/v1/uploads/getMultipartPreSignedUrls', body: () => ({ fileId: 'x', fileKey: 'videos/x.mp4', parts: 1 }) },
  { method: 'POST', path: '/api/v1/uploads/finalizeMultipartUpload', body: () => ({ fileId: 'x', fileKey: 'videos/x.mp4', parts: [] }) },
  { method: 'POST', path: '/api/v1/uploads/abortMultipartUpload', body: () => ({ fileId: 'x', fileKey: 'videos/x.mp4' }) },
  { method: 'POST', path: 'ingredients/list', body: () => ({}) },
  { method: 'GET', path: 'ingredients/all' },
  { method: 'GET', path: 'ingredients/delete/{ingredient}' },
  { method: 'POST', path: 'ingredients/add', body: () => ({ name: 'Garlic' }) },
  { method: 'PUT', path: 'ingredients/edit', body: () => ({ id: ids.ingredient, name: 'Thyme' }) },
  { method: 'POST', path: 'subscription/list', body: () => ({}) },
  { method: 'GET', path: 'subscription/view?id={plan}' },
  { method: 'GET', path: 'subscription/delete?id={plan}' },
  { method: 'POST', path: 'subscription/add', body: () => ({ title: 'Yearly', display_amount: '300/month', amount: '300', timeframe: 12 }) },
  { method: 'PUT', path: 'subscription/edit', body: () => ({ id: ids.plan, title: 'Renamed', display_amount: '1/month', amount: '1', timeframe: 1 }) },
  { method: 'POST', path: 'blok-price/list', body: () => ({}) },
  { method: 'GET', path: 'blok-price/view?id={price}' },
  { method: 'GET', path: 'blok-price/status?id={price}&is_active=0' },
  { method: 'GET', path: 'blok-price/delete?id={price}' },
  { method: 'POST', path: 'blok-price/add', body: () => ({ title: 'Five classes', amount: '$5' }) },
  { method: 'PUT', path: 'blok-price/edit', body: () => ({ id: ids.price, title: 'Renamed', amount: '$1' }) },
  { method: 'POST', path: 'auth/subscribed-email/list', body: () => ({}) },
  // The CSV exports (issue #15 item 4): a role that may not list an area may not export it either.
  { method: 'POST', path: 'sub-admin/export', body: () => ({}) },
  { method: 'POST', path: 'user/export', body: () => ({}) },
  { method: 'POST', path: 'chef/export', body: () => ({}) },
  { method: 'POST', path: 'meal-icon/export', body: () => ({}) },
  { method: 'POST', path: 'class-info/export', body: () => ({}) },
  { method: 'POST', path: 'ingredients/export', body: () => ({}) },
  { method: 'POST', path: 'subscription/export', body: () => ({}) },
  { method: 'POST', path: 'blok-price/export', body: () => ({}) },
  { method: 'POST', path: 'auth/static-content/export', body: () => ({}) },
  { method: 'POST', path: 'auth/subscribed-email/export', body: () => ({}) },
  // The bulk actions (issue #15 item 3): a role that may not change one row may not change many.
  { method: 'POST', path: 'sub-admin/bulk-status', body: () => ({ ids: [ids.admin], is_active: false }) },
  { method: 'POST', path: 'sub-admin/bulk-delete', body: () => ({ ids: [ids.admin] }) },
  { method: 'POST', path: 'user/bulk-status', body: () => ({ ids: [ids.user], is_active: false }) },
  { method: 'POST', path: 'user/bulk-delete', body: () => ({ ids: [ids.user] }) },
  { method: 'POST', path: 'chef/bulk-status', body: () => ({ ids: [ids.chef], is_active: false }) },
  { method: 'POST', path: 'chef/bulk-delete', body: () => ({ ids: [ids.chef] }) },
  { method: 'POST', path: 'meal-icon/bulk-status', body: () => ({ ids: [ids.meal], is_active: false }) },
  { method: 'POST', path: 'meal-icon/bulk-delete', body: () => ({ ids: [ids.meal] }) },
  { method: 'POST', path: 'class-info/bulk-status', body: () => ({ ids: [ids.class], is_active: false }) },
  { method: 'POST', path: 'class-info/bulk-delete', body: () => ({ ids: [ids.class] }) },
  { method: 'POST', path: 'blok-price/bulk-status', body: () => ({ ids: [ids.price], is_active: false }) },
  { method: 'POST', path: 'blok-price/bulk-delete', body: () => ({ ids: [ids.price] }) },
  { method: 'POST', path: 'ingredients/bulk-delete', body: () => ({ ids: [ids.ingredient] }) },
  { method: 'POST', path: 'subscription/bulk-delete', body: () => ({ ids: [ids.plan] }) },
  // A record's last changes (issue #15 item 1): behind the module of the area whose view shows them.
  { method: 'GET', path: 'sub-admin/history?id={admin}' },
  { method: 'GET', path: 'user/history?id={user}' },
  { method: 'GET', path: 'chef/history?id={chef}' },
  { method: 'GET', path: 'meal-icon/history?id={meal}' },
  { method: 'GET', path: 'class-info/history?id={class}' },
  { method: 'GET', path: 'subscription/history?id={plan}' },
  { method: 'GET', path: 'auth/static-content/history?id={page}' },
  // A version id no record has: the module guard answers before the version is looked for.
  { method: 'GET', path: 'sub-admin/history/version?id={admin}&version_id=1' },
  { method: 'GET', path: 'user/history/version?id={user}&version_id=1' },
  { method: 'GET', path: 'chef/history/version?id={chef}&version_id=1' },
  { method: 'GET', path: 'meal-icon/history/version?id={meal}&version_id=1' },
  { method: 'GET', path: 'class-info/history/version?id={class}&version_id=1' },
  { method: 'GET', path: 'subscription/history/version?id={plan}&version_id=1' },
  { method: 'GET', path: 'auth/static-content/history/version?id={page}&version_id=1' },
];
calls.push(...calls.filter((one) => one.path.endsWith('/export')).flatMap(viewCalls));

/** The activity log (issue #15 item 1): the super admin's alone, whatever a role's modules. */
const superAdminCalls: Call[] = [
  { method: 'POST', path: 'activity/list', body: () => ({}) },
  { method: 'POST', path: 'activity/export', body: () => ({}) },
  { method: 'GET', path: 'activity/admins' },
  { method: 'GET', path: 'activity/chain' },
  ...viewCalls({ method: 'POST', path: 'activity/export' }),
  // Which roles must sign in with a second factor (issue #32 item 1): setting the super admin's own role as it is.
  { method: 'GET', path: 'auth/second-factor/roles' },
  { method: 'POST', path: 'auth/second-factor/roles/require', body: () => ({ id: superRoleId, required: false }) },
];

const fullPath = (one: Call) => (one.path.startsWith('/') ? one.path : `${ADMIN_API_BASE}${one.path}`).split('?')[0]!;
const label = (one: Call) => `${one.method} ${one.path}`;

function send(one: Call, token: string): Promise<Answer> {
  const path = resolved(one);
  if (one.form) return callForm(t.app, path, one.form(), { token, method: one.method });
  return call(t.app, path, { method: one.method, token, ...(one.body ? { body: one.body() } : {}) });
}

/** Every table a call above could change (multipart uploads have no id column: compared apart). */
const everyTable = [admins, adminRoles, users, chefs, mealIcons, ingredients, subscriptionPlans, blockPrices, staticPages, subscribedEmails, classes, activity, savedListViews];

describe('every call × a role without its module', () => {
  it.each(calls.map((one) => [label(one), one] as const))('%s answers 403 and changes nothing', async (_label, one) => {
    const needed = modulesOf(fullPath(one));
    expect(Array.isArray(needed)).toBe(true);
    const token = await tokenWithout(needed as readonly Module[]);
    const uploads = () => t.db.select().from(multipartUploads);
    const uploadsBefore = await uploads();
    await expectRefusedWithoutChange(t, everyTable, () => send(one, token), 403, MODULE_REQUIRED.message);
    expect(await uploads()).toEqual(uploadsBefore);
    // A 403 is not a sign-out: the same session still works.
    expect((await call(t.app, 'auth/session', { token })).status).toBe(200);
  });

  it.each(MODULES.map((module) => [module] as const))('a role with only %s opens that area', async (module) => {
    await t.db.insert(adminRoles).values({ role: `Only ${module}`, modules: [module] });
    const { token } = await roleHolder(`only-${module}@roles.test`, `Only ${module}`);
    const inArea = calls.filter((one) => (modulesOf(fullPath(one)) as readonly Module[]).includes(module) && !one.form && one.method !== 'PUT' && one.method !== 'DELETE');
    // A version is read only when one was kept (record-versions.test.ts): these rows were written straight into the tables.
    const reads = inArea.filter((one) => /list|view|all|admin-role|history(?!\/version)/.test(one.path) && !fullPath(one).startsWith(`${UPLOAD_API_BASE}uploads`));
    expect(reads.length).toBeGreaterThan(0);
    for (const one of reads) expect((await send(one, token)).status, label(one)).toBe(200);
    const outside = calls.find((one) => !(modulesOf(fullPath(one)) as readonly Module[]).includes(module))!;
    expect((await send(outside, token)).status).toBe(403);
  });

  it.each(superAdminCalls.map((one) => [label(one), one] as const))('%s answers 403 to a role holding every module, 200 to the super admin', async (_label, one) => {
    expect(modulesOf(fullPath(one))).toBeUndefined();
    const everything = await tokenWithout([]);
    await expectRefusedWithoutChange(t, everyTable, () => send(one, everything), 403, MODULE_REQUIRED.message);
    expect((await send(one, superToken)).status).toBe(200);
  });

  it('opens the account calls to every role', async () => {
    const token = await tokenWithout(MODULES);
    expect((await call(t.app, 'auth/session', { token })).status).toBe(200);
    expect((await call(t.app, 'auth/change-password', { method: 'PUT', token, body: { old_password: 'wrong', new_password: 'x' } })).status).not.toBe(403);
  });
});

describe('the guard’s table', () => {
  /** Addresses outside the bearer-token API: their signature is the authorisation, or they are public. */
  const withoutSession = [HEALTH_PATH, READY_PATH, FILES_PATH, UPLOAD_PARTS_PATH, VIDEOS_PATH, PUBLIC_SUBSCRIBE_PATH, OPENAPI_PATH, API_DOCS_PATH];
  const routes = () =>
    t.app.routes.filter(
      (route) => route.method !== 'ALL' && route.path.startsWith(UPLOAD_API_BASE) && !withoutSession.some((path) => route.path.startsWith(path)),
    );
  const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);

  it('names every admin and upload route, or opens it to every admin', () => {
    const unmapped = routes().filter((route) => modulesOf(route.path) === undefined && !SUPER_ADMIN_ONLY.includes(route.path));
    expect(unmapped.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('has a call in the table above for every route that needs a module', () => {
    const untested = routes().filter(
      (route) =>
        modulesOf(route.path) !== 'open' &&
        ![...calls, ...superAdminCalls].some((one) => one.method === route.method && pattern(route.path).test(fullPath({ ...one, path: resolved(one) }))),
    );
    expect(untested.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('refuses a sub-admin a path no entry names, instead of letting it through', async () => {
    const token = await tokenWithout([]);
    expect((await call(t.app, 'reports/export', { token })).status).toBe(403);
    expect((await call(t.app, 'reports/export', { token: superToken })).status).toBe(404);
  });

  it('sees through a path spelt with escapes, as the router does', async () => {
    const token = await tokenWithout(['admin']);
    const answer = await call(t.app, `${ADMIN_API_BASE}sub-%61dmin/list`, { token, body: {} });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MODULE_REQUIRED.message);
  });
});

describe('who may grant roles and touch other admins', () => {
  const edit = (token: string, fields: FormFields) => callForm(t.app, 'sub-admin/edit', fields, { token, method: 'PUT' });
  const refused = (run: () => Promise<Answer>, message: string) => expectRefusedWithoutChange(t, [admins, adminRoles], run, 403, message);
  const superAdmin = async () => (await t.db.select().from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email)))[0]!;
  const sessionModules = async (token: string) => ((await call(t.app, 'auth/session', { token })).body.data as { modules: string[] }).modules;

  it('keeps a Support sub-admin from making itself Super Admin', async () => {
    const support = await roleHolder('support-climber@roles.test', 'Support');
    await refused(() => edit(support.token, { id: support.id, first_name: 'Role', last_name: 'Holder', admin_role_id: superRoleId }), MODULE_REQUIRED.message);
    expect(await sessionModules(support.token)).toEqual(['user', 'subscription', 'subscription-details']);
  });

  it('lets nobody change their own role, a deputy holding every module included', async () => {
    const deputy = await roleHolder('deputy-self@roles.test', 'Super Admin');
    const support = await roleId(t.db, 'Support');
    await refused(() => edit(deputy.token, { id: deputy.id, first_name: 'Role', last_name: 'Holder', admin_role_id: support }), CANNOT_CHANGE_OWN_ROLE.message);
    const own = await superAdmin();
    await refused(
      () => edit(superToken, { id: own.id, first_name: own.firstName, last_name: own.lastName, admin_role_id: support }),
      CANNOT_CHANGE_SUPER_ADMIN_ROLE.message,
    );
  });

  it('lets only the super admin grant roles, on add and on edit', async () => {
    const deputy = await roleHolder('deputy-grant@roles.test', 'Super Admin');
    const fields = { first_name: 'New', last_name: 'Boss', email: 'new-boss@roles.test', admin_role_id: superRoleId };
    await refused(() => callForm(t.app, 'sub-admin/add', fields, { token: deputy.token }), ONLY_SUPER_ADMIN_GRANTS_ROLES.message);
    await refused(() => edit(deputy.token, { id: ids.admin, first_name: 'Other', last_name: 'Admin', admin_role_id: superRoleId }), ONLY_SUPER_ADMIN_GRANTS_ROLES.message);

    const granted = await edit(superToken, { id: ids.admin, first_name: 'Other', last_name: 'Admin', admin_role_id: await roleId(t.db, 'Content Manager') });
    expect(granted.status, granted.body.message).toBe(200);
    await t.db.update(admins).set({ adminRoleId: await roleId(t.db, 'Support') }).where(eq(admins.id, ids.admin));
  });

  it('keeps a sub-admin off the super admin: no rename, no switching off, no delete', async () => {
    const deputy = await roleHolder('deputy-rename@roles.test', 'Super Admin');
    const target = await superAdmin();
    await refused(() => edit(deputy.token, { id: target.id, first_name: 'Renamed', last_name: 'Super', admin_role_id: target.adminRoleId }), CANNOT_TOUCH_HIGHER_ROLE.message);
    await refused(() => call(t.app, `sub-admin/status?id=${target.id}&is_active=false`, { token: deputy.token }), 'The super admin cannot be deactivated');
    await refused(() => call(t.app, `sub-admin/delete?id=${target.id}`, { token: deputy.token }), 'The super admin cannot be deleted');
  });

  it('keeps a sub-admin off admins whose role opens more than theirs, and lets it manage its peers', async () => {
    await t.db.insert(adminRoles).values({ role: 'Admins desk', modules: ['admin'] });
    const desk = await roleHolder('desk@roles.test', 'Admins desk');
    const [peer] = await insertAdmins(t.db, [{ first: 'Desk', last: 'Peer', email: 'desk-peer@roles.test', role: 'Admins desk' }]);
    const deskRole = await roleId(t.db, 'Admins desk');
    const support = await roleId(t.db, 'Support');

    await refused(() => edit(desk.token, { id: ids.admin, first_name: 'Re', last_name: 'Named', admin_role_id: support }), CANNOT_TOUCH_HIGHER_ROLE.message);
    await refused(() => call(t.app, `sub-admin/status?id=${ids.admin}&is_active=false`, { token: desk.token }), CANNOT_TOUCH_HIGHER_ROLE.message);
    await refused(() => call(t.app, `sub-admin/delete?id=${ids.admin}`, { token: desk.token }), CANNOT_TOUCH_HIGHER_ROLE.message);

    const renamed = await edit(desk.token, { id: peer!.id, first_name: 'Desk', last_name: 'Renamed', admin_role_id: deskRole });
    expect(renamed.status, renamed.body.message).toBe(200);
    expect((await call(t.app, `sub-admin/status?id=${peer!.id}&is_active=false`, { token: desk.token })).status).toBe(200);
  });
});
