/**
 * The sub-admins group (spec section 7 "Admins"): roles, add (which mails the set-password link),
 * edit, view, status and delete, with their refusals, and the accounts nobody may remove or switch
 * off: one's own and the super admin's. Lists are in people-lists.test.ts.
 */
import { refusal } from '../support/answers';
import { rm } from 'node:fs/promises';
import { eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRolesResponse, adminViewResponse } from '../../areas/admins/admin-contract';
import { openLink } from '../../server/auth/sealed-link';
import { loadSecrets } from '../../server/auth/secrets';
import { admins, sessions } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { jpegFile, pngFile, textAsPng } from '../support/api-people-images';
import { callForm, expectRefusedWithoutChange as expectRefused, storedObjects, type FormFields } from '../support/api-people-requests';
import { insertAdmins, roleId } from '../support/api-people-rows';
import { call, signedInToken, type Answer } from '../support/api-requests';
import { SMTP_UNREACHABLE, switchableMail } from '../support/failing-mail';
import { mailSettled, sentMailTo } from '../support/mail-settled';
import { lastMailTo, readOutbox } from '../support/outbox';
import { waitForMail } from './account-support';
import { openTestApp, type TestApp } from '../support/test-database';
import { signableAdmin } from '../support/signable-admin';

let t: TestApp;
let token: string;
const mail = switchableMail();
beforeAll(async () => {
  // Retries a second after a failed send, so the mail-server-down case ends within the test.
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000', MAIL_RETRY_DELAY_SECONDS: '1' }, wrapMail: mail.wrapMail });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  mail.state.failing = false;
  await t.db.delete(admins).where(like(admins.email, '%@brigade.test'));
  await rm(t.objects, { recursive: true, force: true });
});

/** Waits for the queue's worker to log a line containing `text`. */
async function waitForLine(text: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!t.logger.lines.some((line) => line.includes(text))) {
    if (Date.now() > deadline) throw new Error(`no log line with "${text}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [admins], run, status, message);

const adminFields = async (overrides: FormFields = {}): Promise<FormFields> => ({
  first_name: 'Auguste',
  last_name: 'Escoffier',
  email: 'auguste@brigade.test',
  admin_role_id: await roleId(t.db, 'Content Manager'),
  ...overrides,
});
const without = (fields: FormFields, name: string) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

const add = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'sub-admin/add', fields, options);
const edit = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'sub-admin/edit', fields, { ...options, method: 'PUT' });
const adminByEmail = async (email: string) => (await t.db.select().from(admins).where(eq(admins.email, email)))[0];
const fixture = async (name: keyof typeof fixtureAdmins) => (await adminByEmail(fixtureAdmins[name].email))!;

/**
 * A sub-admin who can sign in (the fixtures' password), for tests that remove or switch off
 * accounts; their role opens the admins area (the Super Admin role, without being the super admin).
 */
const commisChef = (email = 'commis@brigade.test') => signableAdmin(t, { first: 'Commis', last: 'Chef', email, role: 'Super Admin' });

describe('sub-admin/admin-role', () => {
  it('lists the roles to choose from', async () => {
    const answer = await call(t.app, 'sub-admin/admin-role', { token });
    const parsed = v.parse(adminRolesResponse, answer.body);
    expect(parsed.message).toBe('Admin roles');
    expect(parsed.data.rows.map((row) => row.role)).toEqual(['Super Admin', 'Content Manager', 'Support']);
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, 'sub-admin/admin-role')).status).toBe(401);
  });
});

describe('sub-admin/add', () => {
  it('adds the admin without a password and mails a set-password link that opens', async () => {
    const answer = await add(await adminFields({ email: 'Auguste@Brigade.TEST', image: pngFile() }));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Admin added. A link to set the password was sent to auguste@brigade.test.', code: 'admin.added', values: { email: 'auguste@brigade.test' } });
    const admin = (await adminByEmail('auguste@brigade.test'))!;
    expect(admin).toMatchObject({ firstName: 'Auguste', lastName: 'Escoffier', passwordHash: null, userType: 'sub_admin', isActive: true });
    expect(admin.adminRoleId).toBe(await roleId(t.db, 'Content Manager'));
    expect(await storedObjects(t.objects)).toEqual([admin.profileImage]);

    const mail = (await sentMailTo(t, 'auguste@brigade.test'))!;
    expect(mail.subject).toBe('Set your Mise password');
    const url = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(url.origin).toBe(t.publicUrl);
    const [, route, iv, data, ...rest] = url.pathname.split('/');
    expect([route, rest]).toEqual(['set-Password', []]);
    const opened = openLink((await loadSecrets(t.db)).linkKey, 'set-password', { iv: decodeURIComponent(iv!), data: decodeURIComponent(data!) }, t.clock.now());
    expect(opened).toMatchObject({ ok: true, claims: { adminId: admin.id, purpose: 'set-password', stamp: 'none' } });
    expect(t.logger.lines.join('\n')).not.toContain(data);
  });

  it('stores a JPEG image as well', async () => {
    await add(await adminFields({ image: jpegFile() }));
    expect((await adminByEmail('auguste@brigade.test'))!.profileImage).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it.each<[string, (fields: FormFields) => FormFields, string]>([
    ['no first name', (fields) => without(fields, 'first_name'), 'first_name: This field is required'],
    ['a blank last name', (fields) => ({ ...fields, last_name: ' ' }), 'last_name: This field is required'],
    ['no e-mail', (fields) => without(fields, 'email'), 'email: This field is required'],
    ['an e-mail that is not one', (fields) => ({ ...fields, email: 'auguste at brigade' }), 'email: Please enter valid email'],
    ['no role', (fields) => without(fields, 'admin_role_id'), 'admin_role_id: This field is required'],
    ['a role that is not a number', (fields) => ({ ...fields, admin_role_id: 'chef' }), 'admin_role_id: id must be a positive whole number'],
    ['a role that does not exist', (fields) => ({ ...fields, admin_role_id: 9999 }), 'admin_role_id: This role does not exist'],
  ])('refuses %s with 400, mailing nothing', async (_case, change, message) => {
    const fields = change(await adminFields({ image: pngFile() }));
    await expectRefusedWithoutChange(() => add(fields), 400, message);
  });

  it.each([
    ['a text file renamed to .png', textAsPng, 'image: Only jpg, png or jpeg images are allowed'],
    ['a 99x99 image', () => pngFile(99), 'image: The image must be at least 100x100 pixels'],
  ])('refuses %s and stores nothing', async (_case, file, message) => {
    const fields = await adminFields({ image: file() });
    await expectRefusedWithoutChange(() => add(fields), 400, message);
  });

  it.each([
    ['an e-mail another admin has', fixtureAdmins.contentManager.email],
    ['the same e-mail in other letters case', fixtureAdmins.superAdmin.email.toUpperCase()],
  ])('refuses %s with 409', async (_case, email) => {
    const fields = await adminFields({ email, image: pngFile() });
    await expectRefusedWithoutChange(() => add(fields), 409, 'This email is already in use');
  });

  it('adds the admin while the mail server is down, and the link arrives once it is back', async () => {
    mail.state.failing = true;
    const answer = await add(await adminFields({ email: 'careme@brigade.test' }));

    expect(answer.status, answer.body.message).toBe(200);
    expect(await adminByEmail('careme@brigade.test')).toMatchObject({ passwordHash: null });
    await waitForLine(SMTP_UNREACHABLE);
    expect(await lastMailTo(t.outbox, 'careme@brigade.test')).toBeUndefined();

    mail.state.failing = false;
    const arrived = await waitForMail(t.outbox, 'careme@brigade.test', new Set(), 10_000);
    expect(arrived.subject).toBe('Set your Mise password');
    await mailSettled(t);
    expect((await readOutbox(t.outbox)).filter((sent) => sent.to.includes('careme@brigade.test'))).toHaveLength(1);
  });

  it('needs a signed-in admin', async () => {
    const fields = await adminFields();
    await expectRefusedWithoutChange(() => add(fields, {}), 401, /sign in/i);
  });
});

describe('sub-admin/edit', () => {
  it('updates names and role, and never the e-mail', async () => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Old', last: 'Name', email: 'edit@brigade.test' }]);
    const support = await roleId(t.db, 'Support');

    const answer = await edit({ id: admin!.id, first_name: 'Marie-Antoine', last_name: 'Carême', admin_role_id: support, email: 'sneaky@brigade.test' });

    expect(answer.body).toEqual({ status: true, message: 'Admin updated', code: 'admin.updated' });
    expect(await adminByEmail('edit@brigade.test')).toMatchObject({ firstName: 'Marie-Antoine', lastName: 'Carême', adminRoleId: support });
    expect(await adminByEmail('sneaky@brigade.test')).toBeUndefined();
  });

  it('replaces the image and keeps the old one, which the version before the edit names', async () => {
    await add(await adminFields({ image: pngFile() }));
    const admin = (await adminByEmail('auguste@brigade.test'))!;

    await edit({ ...without(await adminFields(), 'email'), id: admin.id, image: jpegFile() });

    const updated = (await adminByEmail('auguste@brigade.test'))!;
    expect(updated.profileImage).toMatch(/\.jpg$/);
    expect((await storedObjects(t.objects)).sort()).toEqual([admin.profileImage, updated.profileImage].sort());
  });

  it('lets the super admin’s names change but not their role', async () => {
    const superAdmin = await fixture('superAdmin');
    const fields = { id: superAdmin.id, first_name: 'Samuel', last_name: 'Super', admin_role_id: superAdmin.adminRoleId };
    expect((await edit(fields)).status).toBe(200);
    await expectRefusedWithoutChange(
      async () => edit({ ...fields, admin_role_id: await roleId(t.db, 'Support') }),
      403,
      'The super admin’s role cannot be changed',
    );
    await t.db.update(admins).set({ firstName: fixtureAdmins.superAdmin.firstName }).where(eq(admins.id, superAdmin.id));
  });

  it.each<[string, (fields: FormFields) => FormFields, number, string]>([
    ['an unknown id', (fields) => ({ ...fields, id: 888_888 }), 404, 'Admin not found'],
    ['no id', (fields) => without(fields, 'id'), 400, 'id: id is required'],
    ['a role that does not exist', (fields) => ({ ...fields, admin_role_id: 4242 }), 400, 'admin_role_id: This role does not exist'],
    ['a blank first name', (fields) => ({ ...fields, first_name: '' }), 400, 'first_name: This field is required'],
    ['a text file renamed to .png', (fields) => ({ ...fields, image: textAsPng() }), 400, 'image: Only jpg, png or jpeg images are allowed'],
  ])('refuses %s', async (_case, change, status, message) => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Kept', last: 'Asis', email: 'kept@brigade.test' }]);
    const fields = change({ ...without(await adminFields(), 'email'), id: admin!.id });
    await expectRefusedWithoutChange(() => edit(fields), status, message);
  });

  it('needs a signed-in admin', async () => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Kept', last: 'Asis', email: 'kept@brigade.test' }]);
    const fields = { ...without(await adminFields(), 'email'), id: admin!.id };
    await expectRefusedWithoutChange(() => edit(fields, {}), 401, /sign in/i);
  });
});

describe('sub-admin/view', () => {
  it('answers the admin with their role, as the contract describes', async () => {
    const manager = await fixture('contentManager');

    const answer = await call(t.app, `sub-admin/view?id=${manager.id}`, { token });

    expect(v.parse(adminViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Admin details',
      data: {
        id: manager.id,
        first_name: 'Cora',
        last_name: 'Content',
        email: 'content@mise.test',
        profile_image: null,
        is_active: true,
        created_at: manager.createdAt.toISOString(),
        admin_role: { id: manager.adminRoleId, role: 'Content Manager' },
        user_type: 'sub_admin',
        version: 1,
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/hash|password/i);
  });

  it.each([
    ['an unknown id', 'id=5150', 404, 'Admin not found'],
    ['no id', '', 400, 'id: id is required'],
    ['an id that is not a number', 'id=abc', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, query, status, message) => {
    const answer = await call(t.app, `sub-admin/view?${query}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, `sub-admin/view?id=${(await fixture('contentManager')).id}`)).status).toBe(401);
  });
});

describe('sub-admin/status', () => {
  it('deactivates with false, ending the admin’s sessions for good, and activates with true', async () => {
    const commis = await commisChef();

    const off = await call(t.app, `sub-admin/status?id=${commis.admin.id}&is_active=false`, { token });
    expect(off.body).toEqual({ status: true, message: 'Admin deactivated', code: 'admin.deactivated' });
    expect((await adminByEmail(commis.admin.email))!.isActive).toBe(false);
    expect((await call(t.app, 'auth/session', { token: commis.token })).status).toBe(401);

    const on = await call(t.app, `sub-admin/status?id=${commis.admin.id}&is_active=true`, { token });
    expect(on.body).toEqual({ status: true, message: 'Admin activated', code: 'admin.activated' });
    expect((await adminByEmail(commis.admin.email))!.isActive).toBe(true);
    // Switching the admin back on does not revive the old sign-in.
    expect((await call(t.app, 'auth/session', { token: commis.token })).status).toBe(401);
  });

  it('refuses to let an admin deactivate themselves', async () => {
    const commis = await commisChef();
    await expectRefusedWithoutChange(
      () => call(t.app, `sub-admin/status?id=${commis.admin.id}&is_active=false`, { token: commis.token }),
      403,
      'You cannot deactivate your own account',
    );
    expect((await call(t.app, 'auth/session', { token: commis.token })).status).toBe(200);
  });

  it('refuses to let anyone deactivate the super admin', async () => {
    const commis = await commisChef();
    await expectRefusedWithoutChange(
      async () => call(t.app, `sub-admin/status?id=${(await fixture('superAdmin')).id}&is_active=false`, { token: commis.token }),
      403,
      'The super admin cannot be deactivated',
    );
  });

  it.each([
    ['1 instead of false', (id: number) => `sub-admin/status?id=${id}&is_active=0`, 400, 'is_active: is_active must be true or false'],
    ['an unknown id', () => 'sub-admin/status?id=6060&is_active=false', 404, 'Admin not found'],
    ['no id', () => 'sub-admin/status?is_active=false', 400, 'id: id is required'],
  ])('refuses %s', async (_case, path, status, message) => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Kept', last: 'Asis', email: 'kept@brigade.test' }]);
    await expectRefusedWithoutChange(() => call(t.app, path(admin!.id), { token }), status, message);
  });

  it('needs a signed-in admin', async () => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Kept', last: 'Asis', email: 'kept@brigade.test' }]);
    await expectRefusedWithoutChange(() => call(t.app, `sub-admin/status?id=${admin!.id}&is_active=false`), 401, /sign in/i);
  });
});

describe('sub-admin/delete', () => {
  it('deletes the admin, their image and their sessions', async () => {
    const commis = await commisChef();
    await edit({ id: commis.admin.id, first_name: 'Commis', last_name: 'Chef', admin_role_id: commis.admin.adminRoleId, image: pngFile() });

    const answer = await call(t.app, `sub-admin/delete?id=${commis.admin.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Admin deleted', code: 'admin.deleted' });
    expect(await adminByEmail(commis.admin.email)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.adminId, commis.admin.id))).toEqual([]);
    expect((await call(t.app, 'auth/session', { token: commis.token })).status).toBe(401);
    // Kept with the record in the trash (issue #33 item 2) until it is removed for good.
    expect(await storedObjects(t.objects)).toHaveLength(1);
    await call(t.app, 'trash/remove', { body: { area: 'admin', record_ids: [commis.admin.id] }, token });
    expect(await storedObjects(t.objects)).toEqual([]);
  });

  it('refuses to let an admin delete themselves', async () => {
    const commis = await commisChef();
    await expectRefusedWithoutChange(
      () => call(t.app, `sub-admin/delete?id=${commis.admin.id}`, { token: commis.token }),
      403,
      'You cannot delete your own account',
    );
  });

  it('refuses the super admin deleting themselves too', async () => {
    const superAdmin = await fixture('superAdmin');
    await expectRefusedWithoutChange(() => call(t.app, `sub-admin/delete?id=${superAdmin.id}`, { token }), 403, 'You cannot delete your own account');
  });

  it('refuses to let anyone delete the super admin', async () => {
    const commis = await commisChef();
    await expectRefusedWithoutChange(
      async () => call(t.app, `sub-admin/delete?id=${(await fixture('superAdmin')).id}`, { token: commis.token }),
      403,
      'The super admin cannot be deleted',
    );
  });

  it.each([
    ['an unknown id', 'id=7777', 404, 'Admin not found'],
    ['an id that is not a number', 'id=1;drop', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, query, status, message) => {
    await expectRefusedWithoutChange(() => call(t.app, `sub-admin/delete?${query}`, { token }), status, message);
  });

  it('needs a signed-in admin', async () => {
    const [admin] = await insertAdmins(t.db, [{ first: 'Kept', last: 'Asis', email: 'kept@brigade.test' }]);
    await expectRefusedWithoutChange(() => call(t.app, `sub-admin/delete?id=${admin!.id}`), 401, /sign in/i);
  });
});
