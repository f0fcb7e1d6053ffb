/**
 * The users group (spec section 7 "Users"): add (with a password), edit, view, status, delete and
 * resend the activation code, with their refusals. Lists are in people-lists.test.ts. After every
 * refused call the table, the storage and the outbox are as they were.
 */
import { refusal } from '../support/answers';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activationCodeOf, userViewResponse } from '../../areas/users/user-contract';
import { verifyPassword } from '../../server/auth/password';
import { users } from '../../areas/users/server/tables';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { jpegFile, pngFile, textAsPng } from '../support/api-people-images';
import { callForm, expectRefusedWithoutChange as expectRefused, storedObjects, type FormFields } from '../support/api-people-requests';
import { insertUsers } from '../support/api-people-rows';
import { call, signedInToken, type Answer } from '../support/api-requests';
import { sentMailTo } from '../support/mail-settled';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(users);
  await rm(t.objects, { recursive: true, force: true });
});

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [users], run, status, message);

const userFields = (overrides: FormFields = {}): FormFields => ({
  first_name: 'Julia',
  last_name: 'Child',
  email: 'julia@french-chef.test',
  password: 'Bon-appetit#1961',
  ...overrides,
});
const without = (fields: FormFields, name: string) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

const add = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'user/add', fields, options);
const edit = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'user/edit', fields, options);
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const oneUser = async (overrides: Partial<Parameters<typeof insertUsers>[1][number]> = {}) =>
  (await insertUsers(t.db, [{ first: 'Jacques', last: 'Pepin', email: 'jacques@pepin.test', ...overrides }]))[0]!;

describe('user/add', () => {
  it('adds a user with a hashed password and a fresh activation code', async () => {
    const answer = await add(userFields({ email: ' Julia@French-Chef.TEST ', image: pngFile() }));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'User added', code: 'user.added' });
    const user = (await userByEmail('julia@french-chef.test'))!;
    expect(user).toMatchObject({ firstName: 'Julia', lastName: 'Child', isActive: true });
    expect(user.activationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(user.passwordHash).not.toContain('Bon-appetit');
    expect(await verifyPassword('Bon-appetit#1961', user.passwordHash)).toBe(true);
    expect(await storedObjects(t.objects)).toEqual([user.profilePhoto]);
  });

  it.each<[string, FormFields, string]>([
    ['no first name', without(userFields(), 'first_name'), 'first_name: This field is required'],
    ['a blank last name', userFields({ last_name: '  ' }), 'last_name: This field is required'],
    ['no e-mail', without(userFields(), 'email'), 'email: This field is required'],
    ['an e-mail that is not one', userFields({ email: 'julia@' }), 'email: Please enter valid email'],
    ['no password', without(userFields(), 'password'), 'password: This field is required'],
    ['an empty password', userFields({ password: '' }), 'password: This field is required'],
    ['an over-long first name', userFields({ first_name: 'J'.repeat(101) }), 'first_name: Must be at most 100 characters'],
  ])('refuses %s with 400 naming the field', async (_case, fields, message) => {
    await expectRefusedWithoutChange(() => add({ ...fields, image: pngFile() }), 400, message);
  });

  it.each([
    ['a text file renamed to .png', textAsPng, 'image: Only jpg, png or jpeg images are allowed'],
    ['a 99x99 image', () => pngFile(99), 'image: The image must be at least 100x100 pixels'],
  ])('refuses %s and stores nothing', async (_case, file, message) => {
    await expectRefusedWithoutChange(() => add(userFields({ image: file() })), 400, message);
  });

  it.each([
    ['the same e-mail', 'jacques@pepin.test'],
    ['the same e-mail in other letters case', 'Jacques@PEPIN.test'],
  ])('refuses %s as another user with 409', async (_case, email) => {
    await oneUser();
    await expectRefusedWithoutChange(() => add(userFields({ email, image: pngFile() })), 409, 'This email is already in use');
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add(userFields(), {}), 401, /sign in/i);
  });
});

describe('user/edit', () => {
  it('updates names and e-mail, and keeps the photo and the code', async () => {
    await add(userFields({ image: pngFile() }));
    const user = (await userByEmail('julia@french-chef.test'))!;

    const answer = await edit({ id: user.id, first_name: 'Julia C.', last_name: 'McWilliams', email: 'julia@cambridge.test' });

    expect(answer.body).toEqual({ status: true, message: 'User updated', code: 'user.updated' });
    expect(await userByEmail('julia@cambridge.test')).toMatchObject({
      id: user.id,
      firstName: 'Julia C.',
      lastName: 'McWilliams',
      profilePhoto: user.profilePhoto,
      activationCode: user.activationCode,
      passwordHash: user.passwordHash,
    });
  });

  it('replaces the photo and keeps the old one, which the version before the edit names', async () => {
    await add(userFields({ image: pngFile() }));
    const user = (await userByEmail('julia@french-chef.test'))!;

    await edit({ ...without(userFields(), 'password'), id: user.id, image: jpegFile() });

    const updated = (await userByEmail('julia@french-chef.test'))!;
    expect(updated.profilePhoto).toMatch(/\.jpg$/);
    expect((await storedObjects(t.objects)).sort()).toEqual([user.profilePhoto, updated.profilePhoto].sort());
  });

  it('refuses the e-mail of another user with 409, whatever its case', async () => {
    await oneUser();
    const other = await oneUser({ email: 'other@pepin.test' });
    await expectRefusedWithoutChange(
      () => edit({ id: other.id, first_name: 'O', last_name: 'P', email: 'JACQUES@pepin.test', image: pngFile() }),
      409,
      'This email is already in use',
    );
  });

  it.each<[string, (fields: FormFields) => FormFields, number, string]>([
    ['an unknown id', (fields) => ({ ...fields, id: 777_777 }), 404, 'User not found'],
    ['no id', (fields) => without(fields, 'id'), 400, 'id: id is required'],
    ['a bad e-mail', (fields) => ({ ...fields, email: 'no-at-sign' }), 400, 'email: Please enter valid email'],
    ['a blank first name', (fields) => ({ ...fields, first_name: '' }), 400, 'first_name: This field is required'],
  ])('refuses %s', async (_case, change, status, message) => {
    const user = await oneUser();
    const fields = change({ id: user.id, first_name: 'Jacques', last_name: 'Pepin', email: 'jacques@pepin.test' });
    await expectRefusedWithoutChange(() => edit(fields), status, message);
  });

  it('refuses a text file renamed to .png and keeps the photo', async () => {
    const user = await oneUser();
    await expectRefusedWithoutChange(
      () => edit({ id: user.id, first_name: 'J', last_name: 'P', email: user.email, image: textAsPng() }),
      400,
      'image: Only jpg, png or jpeg images are allowed',
    );
  });

  it('needs a signed-in admin', async () => {
    const user = await oneUser();
    await expectRefusedWithoutChange(() => edit({ id: user.id, first_name: 'X', last_name: 'Y', email: user.email }, {}), 401, /sign in/i);
  });
});

describe('user/view/{id}', () => {
  it('answers the user as the contract describes it, activation code included', async () => {
    const user = await oneUser();

    const answer = await call(t.app, `user/view/${user.id}`, { token });

    const parsed = v.parse(userViewResponse, answer.body);
    expect(parsed.message).toBe('User details');
    expect(parsed.data).toMatchObject({
      id: user.id,
      name: 'Jacques Pepin',
      first_name: 'Jacques',
      last_name: 'Pepin',
      email: 'jacques@pepin.test',
      profile_photo: null,
      is_active: true,
      created_at: user.createdAt.toISOString(),
    });
    expect(activationCodeOf(parsed.data)).toBe('TESTCODE');
    expect(JSON.stringify(answer.body)).not.toContain('hash');
  });

  it.each([
    ['an unknown id', '424242', 404, 'User not found'],
    ['an id that is not a number', 'abc', 400, 'id: id must be a positive whole number'],
    ['zero', '0', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, id, status, message) => {
    const answer = await call(t.app, `user/view/${id}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('takes the id in the path, not the query', async () => {
    const user = await oneUser();
    expect((await call(t.app, `user/view?id=${user.id}`, { token })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const user = await oneUser();
    expect((await call(t.app, `user/view/${user.id}`)).status).toBe(401);
  });
});

describe('user/status', () => {
  it('deactivates with 0 and activates with 1', async () => {
    const user = await oneUser();

    expect((await call(t.app, `user/status?id=${user.id}&is_active=0`, { token })).body).toEqual({ status: true, message: 'User deactivated', code: 'user.deactivated' });
    expect((await userByEmail(user.email))!.isActive).toBe(false);
    expect((await call(t.app, `user/status?id=${user.id}&is_active=1`, { token })).body).toEqual({ status: true, message: 'User activated', code: 'user.activated' });
    expect((await userByEmail(user.email))!.isActive).toBe(true);
  });

  it.each([
    ['false instead of 0', (id: number) => `user/status?id=${id}&is_active=false`, 400, 'is_active: is_active must be 1 or 0'],
    ['no id', () => 'user/status?is_active=0', 400, 'id: id is required'],
    ['an unknown id', () => 'user/status?id=31337&is_active=0', 404, 'User not found'],
  ])('refuses %s', async (_case, path, status, message) => {
    const user = await oneUser();
    await expectRefusedWithoutChange(() => call(t.app, path(user.id), { token }), status, message);
  });

  it('needs a signed-in admin', async () => {
    const user = await oneUser();
    await expectRefusedWithoutChange(() => call(t.app, `user/status?id=${user.id}&is_active=0`), 401, /sign in/i);
  });
});

describe('user/delete/{id}', () => {
  it('deletes the user and the photo', async () => {
    await add(userFields({ image: pngFile() }));
    const user = (await userByEmail('julia@french-chef.test'))!;

    const answer = await call(t.app, `user/delete/${user.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'User deleted', code: 'user.deleted' });
    expect(await userByEmail(user.email)).toBeUndefined();
    // Kept with the record in the trash (issue #33 item 2) until it is removed for good.
    expect(await storedObjects(t.objects)).toHaveLength(1);
    await call(t.app, 'trash/remove', { body: { area: 'user', record_ids: [user.id] }, token });
    expect(await storedObjects(t.objects)).toEqual([]);
  });

  it.each([
    ['an unknown id', '99999', 404, 'User not found'],
    ['an id that is not a number', 'x', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, id, status, message) => {
    await oneUser();
    await expectRefusedWithoutChange(() => call(t.app, `user/delete/${id}`, { token }), status, message);
  });

  it('needs a signed-in admin', async () => {
    const user = await oneUser();
    await expectRefusedWithoutChange(() => call(t.app, `user/delete/${user.id}`), 401, /sign in/i);
  });
});

describe('user/resend-activation-code', () => {
  it('mails the user their activation code', async () => {
    const user = await oneUser();

    const answer = await call(t.app, 'user/resend-activation-code', { body: { id: user.id }, token });

    expect(answer.body).toEqual({ status: true, message: 'Activation code sent to jacques@pepin.test', code: 'user.activation_sent', values: { email: 'jacques@pepin.test' } });
    const mail = (await sentMailTo(t, 'jacques@pepin.test'))!;
    expect(mail.subject).toBe('Your Mise activation code');
    expect(mail.text).toContain('Your activation code is: TESTCODE');
    expect(t.logger.lines.join('\n')).not.toContain('TESTCODE');
  });

  it('accepts the id as text too, as a form would send it', async () => {
    const user = await oneUser();
    expect((await call(t.app, 'user/resend-activation-code', { body: { id: String(user.id) }, token })).status).toBe(200);
  });

  it.each<[string, unknown, number, string]>([
    ['an unknown id', { id: 123_456 }, 404, 'User not found'],
    ['no id', {}, 400, 'id: id is required'],
    ['an id that is not a number', { id: 'one' }, 400, 'id: id must be a positive whole number'],
    ['a body that is not JSON', 'id=1', 400, 'Request body must be valid JSON'],
  ])('refuses %s and sends nothing', async (_case, body, status, message) => {
    await oneUser();
    await expectRefusedWithoutChange(
      () => call(t.app, 'user/resend-activation-code', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), token }),
      status,
      message,
    );
  });

  it('needs a signed-in admin', async () => {
    const user = await oneUser();
    await expectRefusedWithoutChange(() => call(t.app, 'user/resend-activation-code', { body: { id: user.id } }), 401, /sign in/i);
  });
});
