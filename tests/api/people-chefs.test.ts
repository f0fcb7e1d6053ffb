/**
 * The chefs group (spec section 7 "Chefs"): add, edit, view, status, delete and the class form's
 * look-up, with their refusals. Lists are in people-lists.test.ts. After every refused call the
 * table is as it was and no file is left in storage.
 */
import { refusal } from '../support/answers';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chefLookupResponse, chefViewResponse } from '../../areas/chefs/chef-contract';
import { CHEF_HAS_CLASSES } from '../../server/classes/used-by-classes';
import { chefs } from '../../areas/chefs/server/tables';
import { classes } from '../../areas/classes/server/tables';
import { emailConflictAs409 } from '../../server/people/email-in-use';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { fileOf, gifFile, jpeg, jpegFile, png, pngFile, pngSignatureOnly, textAsPng } from '../support/api-people-images';
import { callForm, expectRefusedWithoutChange as expectRefused, keyOf, storedObjects, type FormFields } from '../support/api-people-requests';
import { call, signedInToken, type Answer } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(classes);
  await t.db.delete(chefs);
  await rm(t.objects, { recursive: true, force: true });
});

const chefFields = (overrides: FormFields = {}): FormFields => ({
  name: 'Massimo Bottura',
  email: 'massimo@osteria.test',
  phone_number: '+39 059 223912',
  bio: 'Three stars in Modena.',
  ...overrides,
});

const add = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'chef/add', fields, options);
const edit = (fields: FormFields, options: { token?: string } = { token }) => callForm(t.app, 'chef/edit', fields, { ...options, method: 'PUT' });
const chefByEmail = async (email: string) => (await t.db.select().from(chefs).where(eq(chefs.email, email)))[0];

async function addChef(overrides: FormFields = {}) {
  const answer = await add(chefFields(overrides));
  expect(answer.status, answer.body.message).toBe(200);
  return (await chefByEmail(String(chefFields(overrides).email)))!;
}

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [chefs], run, status, message);

describe('chef/add', () => {
  it('adds a chef from the form and answers "Chef added"', async () => {
    const answer = await add(chefFields({ email: '  Massimo@Osteria.TEST ', name: '  Massimo Bottura ' }));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Chef added', code: 'chef.added' });
    const chef = await chefByEmail('massimo@osteria.test');
    expect(chef).toMatchObject({ name: 'Massimo Bottura', phoneNumber: '+39 059 223912', bio: 'Three stars in Modena.', isActive: true, profilePhoto: null });
  });

  it('needs only a name and an e-mail', async () => {
    const answer = await add({ name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    expect(answer.status).toBe(200);
    expect(await chefByEmail('ana@hisa-franko.test')).toMatchObject({ phoneNumber: '', bio: '', profilePhoto: null });
  });

  it('needs only a name: an empty or absent e-mail is stored as none (spec section 5)', async () => {
    expect((await add({ name: 'Ana Roš', email: '  ' })).status).toBe(200);
    const [stored] = await t.db.select().from(chefs).where(eq(chefs.name, 'Ana Roš'));
    expect(stored).toMatchObject({ email: '', phoneNumber: '', bio: '' });
    const view = await call(t.app, `chef/view?id=${stored!.id}`, { token });
    expect(v.parse(chefViewResponse, view.body).data.email).toBe('');
    // An e-mail added later on edit is checked as ever.
    expect((await edit({ id: stored!.id, name: 'Ana Roš', email: 'nope' })).body).toEqual(refusal('email: Please enter valid email'));
    expect((await edit({ id: stored!.id, name: 'Ana Roš', email: 'ana@hisa-franko.test' })).status).toBe(200);
    expect((await add({ name: 'Massimo Bottura' })).status).toBe(200);
  });

  it('lets any number of chefs have no e-mail, while a given e-mail stays unique', async () => {
    for (const name of ['Gaggan Anand', 'Pía León', 'Elena Arzak']) expect((await add({ name, email: '' })).status).toBe(200);
    const withoutEmail = await t.db.select({ id: chefs.id }).from(chefs).where(eq(chefs.email, ''));
    expect(withoutEmail.length).toBeGreaterThanOrEqual(3);
    // Clearing an e-mail on edit is fine too, beside the others without one.
    expect((await add({ name: 'Virgilio Martínez', email: 'virgilio@central.test' })).status).toBe(200);
    const [virgilio] = await t.db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, 'Virgilio Martínez'));
    expect((await edit({ id: virgilio!.id, name: 'Virgilio Martínez', email: '' })).status).toBe(200);
    expect((await add({ name: 'Virgilio Again', email: 'virgilio@central.test' })).status).toBe(200);
    const taken = await add({ name: 'Someone Else', email: 'VIRGILIO@central.test' });
    expect(taken.status).toBe(409);
    expect(await t.db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, 'Someone Else'))).toEqual([]);
  });

  it('treats an empty file input as no image', async () => {
    const answer = await add(chefFields({ image: fileOf(new Uint8Array(), '', 'application/octet-stream') }));
    expect(answer.status).toBe(200);
    expect((await chefByEmail('massimo@osteria.test'))!.profilePhoto).toBeNull();
  });

  it.each([
    ['a PNG', () => pngFile(120), png(120, 120, [0xe5, 0x4b, 0x2f]), 'image/png', /\.png$/],
    ['a JPEG', () => jpegFile(120, 100), jpeg(120, 100), 'image/jpeg', /\.jpg$/],
  ])('stores %s under a random name and serves it back byte for byte with its true type', async (_kind, file, bytes, type, extension) => {
    await add(chefFields({ image: file() }));
    const view = await call(t.app, `chef/view?id=${(await chefByEmail('massimo@osteria.test'))!.id}`, { token });
    const url = v.parse(chefViewResponse, view.body).data.profile_photo!;

    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.(jpg|png)$/);
    expect(url).toMatch(extension);
    expect(await storedObjects(t.objects)).toEqual([keyOf(url)]);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it.each<[string, FormFields, string]>([
    ['no name', { name: undefined as never }, 'name: This field is required'],
    ['a blank name', { name: '   ' }, 'name: This field is required'],
    ['an over-long name', { name: 'N'.repeat(151) }, 'name: Must be at most 150 characters'],
    ['an e-mail that is not one', { email: 'massimo-at-osteria' }, 'email: Please enter valid email'],
    ['a phone number with letters', { phone_number: 'call me' }, 'phone_number: Please enter a valid phone number'],
    ['an over-long bio', { bio: 'b'.repeat(2001) }, 'bio: Must be at most 2000 characters'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, message) => {
    const fields = Object.fromEntries(Object.entries(chefFields(overrides)).filter(([, value]) => value !== undefined)) as FormFields;
    await expectRefusedWithoutChange(() => add({ ...fields, image: pngFile() }), 400, message);
  });

  it.each([
    ['a text file renamed to .png', textAsPng, 'image: Only jpg, png or jpeg images are allowed'],
    ['a GIF', gifFile, 'image: Only jpg, png or jpeg images are allowed'],
    ['a PNG of 99x99 pixels', () => pngFile(99), 'image: The image must be at least 100x100 pixels'],
    ['a JPEG 99 pixels high', () => jpegFile(300, 99), 'image: The image must be at least 100x100 pixels'],
    ['a PNG signature followed by noise', pngSignatureOnly, 'image: This file could not be read as an image'],
  ])('refuses %s with 400 and stores nothing', async (_case, file, message) => {
    await expectRefusedWithoutChange(() => add(chefFields({ image: file() })), 400, message);
  });

  it('refuses an image over 5 MB with 400', async () => {
    const big = fileOf(new Uint8Array(5 * 1024 * 1024 + 1), 'big.png', 'image/png');
    await expectRefusedWithoutChange(() => add(chefFields({ image: big })), 400, 'image: The image must be at most 5 MB');
  });

  it('refuses a body far larger than any form with 413', async () => {
    const huge = fileOf(new Uint8Array(7 * 1024 * 1024), 'huge.png', 'image/png');
    await expectRefusedWithoutChange(() => add(chefFields({ image: huge })), 413, 'Request body is too large');
  });

  it('refuses an image sent as text', async () => {
    await expectRefusedWithoutChange(() => add(chefFields({ image: 'photo.png' })), 400, 'image: image must be a file');
  });

  it('refuses a JSON body: the call takes a form', async () => {
    await expectRefusedWithoutChange(() => call(t.app, 'chef/add', { body: chefFields(), token }), 400, 'Request body must be multipart/form-data');
  });

  it.each([
    ['the same e-mail', 'massimo@osteria.test'],
    ['the same e-mail in other letters case', 'MASSIMO@Osteria.Test'],
  ])('refuses %s as another chef with 409, keeping no image', async (_case, email) => {
    await addChef();
    await expectRefusedWithoutChange(() => add(chefFields({ name: 'Someone Else', email, image: pngFile() })), 409, 'This email is already in use');
  });

  it('answers 409 too when the database itself refuses a second row with the address (two adds racing)', async () => {
    await addChef();
    const racing = t.db.insert(chefs).values({ name: 'Racer', email: 'MASSIMO@osteria.test' });
    await expect(emailConflictAs409(racing)).rejects.toMatchObject({ status: 409, message: 'This email is already in use' });
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add(chefFields({ image: pngFile() }), {}), 401, /sign in/i);
  });
});

describe('chef/edit', () => {
  it('updates the fields and keeps the photo when no image is sent', async () => {
    const chef = await addChef({ image: pngFile() });

    const answer = await edit({ id: chef.id, name: 'Massimo B.', email: 'mb@osteria.test', phone_number: '', bio: 'New bio' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Chef updated', code: 'chef.updated' });
    const updated = (await t.db.select().from(chefs).where(eq(chefs.id, chef.id)))[0]!;
    expect(updated).toMatchObject({ name: 'Massimo B.', email: 'mb@osteria.test', phoneNumber: '', bio: 'New bio', profilePhoto: chef.profilePhoto });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(chef.updatedAt.getTime());
  });

  it('replaces the photo and keeps the old one, which the version before the edit names', async () => {
    const chef = await addChef({ image: pngFile() });
    const oldUrl = `/api/v1/files/${chef.profilePhoto}`;

    const answer = await edit(chefFields({ id: chef.id, image: jpegFile() }));

    expect(answer.status).toBe(200);
    const updated = (await t.db.select().from(chefs).where(eq(chefs.id, chef.id)))[0]!;
    expect(updated.profilePhoto).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect((await storedObjects(t.objects)).sort()).toEqual([chef.profilePhoto, updated.profilePhoto].sort());
    expect((await t.app.request(oldUrl)).status).toBe(200);
  });

  it('accepts the chef’s own e-mail in another case', async () => {
    const chef = await addChef();
    const answer = await edit(chefFields({ id: chef.id, email: 'MASSIMO@osteria.test' }));
    expect(answer.status).toBe(200);
  });

  it('refuses the e-mail of another chef with 409, whatever its case', async () => {
    await addChef({ email: 'first@osteria.test' });
    const second = await addChef({ email: 'second@osteria.test' });
    await expectRefusedWithoutChange(() => edit(chefFields({ id: second.id, email: 'First@Osteria.test', image: pngFile() })), 409, 'This email is already in use');
  });

  it('refuses an unknown id with 404', async () => {
    await addChef();
    await expectRefusedWithoutChange(() => edit(chefFields({ id: 999_999, image: pngFile() })), 404, 'Chef not found');
  });

  it.each<[string, (id: number) => FormFields, string]>([
    ['no id', () => chefFields(), 'id: id is required'],
    ['an id that is not a number', () => chefFields({ id: 'abc' }), 'id: id must be a positive whole number'],
    ['a blank name', (id) => chefFields({ id, name: '' }), 'name: This field is required'],
    ['a bad e-mail', (id) => chefFields({ id, email: 'nope' }), 'email: Please enter valid email'],
  ])('refuses %s with 400', async (_case, fields, message) => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => edit(fields(chef.id)), 400, message);
  });

  it('refuses a text file renamed to .png and keeps the current photo', async () => {
    const chef = await addChef({ image: pngFile() });
    await expectRefusedWithoutChange(() => edit(chefFields({ id: chef.id, image: textAsPng() })), 400, 'image: Only jpg, png or jpeg images are allowed');
  });

  it('refuses a 99x99 image', async () => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => edit(chefFields({ id: chef.id, image: pngFile(99) })), 400, 'image: The image must be at least 100x100 pixels');
  });

  it('is a PUT, as the contract says', async () => {
    const chef = await addChef();
    const answer = await callForm(t.app, 'chef/edit', chefFields({ id: chef.id }), { token, method: 'POST' });
    expect(answer.status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => edit(chefFields({ id: chef.id }), {}), 401, /sign in/i);
  });
});

describe('chef/view', () => {
  it('answers the chef as the contract describes it', async () => {
    const chef = await addChef({ image: pngFile() });

    const answer = await call(t.app, `chef/view?id=${chef.id}`, { token });

    expect(answer.status).toBe(200);
    expect(v.parse(chefViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Chef details',
      data: {
        id: chef.id,
        name: 'Massimo Bottura',
        email: 'massimo@osteria.test',
        phone_number: '+39 059 223912',
        bio: 'Three stars in Modena.',
        profile_photo: `/api/v1/files/${chef.profilePhoto}`,
        is_active: true,
        created_at: chef.createdAt.toISOString(),
        version: 1,
      },
    });
  });

  it.each([
    ['an unknown id', 'id=424242', 404, 'Chef not found'],
    ['no id', '', 400, 'id: id is required'],
    ['an id that is not a number', 'id=1%20or%201=1', 400, 'id: id must be a positive whole number'],
    ['a negative id', 'id=-1', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, query, status, message) => {
    const answer = await call(t.app, `chef/view?${query}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    const chef = await addChef();
    expect((await call(t.app, `chef/view?id=${chef.id}`)).status).toBe(401);
  });
});

describe('chef/status', () => {
  it('deactivates with 0 and activates with 1', async () => {
    const chef = await addChef();

    const off = await call(t.app, `chef/status?id=${chef.id}&is_active=0`, { token });
    expect(off.body).toEqual({ status: true, message: 'Chef deactivated', code: 'chef.deactivated' });
    expect((await chefByEmail(chef.email))!.isActive).toBe(false);

    const on = await call(t.app, `chef/status?id=${chef.id}&is_active=1`, { token });
    expect(on.body).toEqual({ status: true, message: 'Chef activated', code: 'chef.activated' });
    expect((await chefByEmail(chef.email))!.isActive).toBe(true);
  });

  it.each([
    ['true instead of 1', 'is_active=true', 400, 'is_active: is_active must be 1 or 0'],
    ['no flag', '', 400, 'is_active: is_active must be 1 or 0'],
  ])('refuses %s', async (_case, flag, status, message) => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => call(t.app, `chef/status?id=${chef.id}&${flag}`, { token }), status, message);
  });

  it('refuses an unknown id with 404', async () => {
    await addChef();
    await expectRefusedWithoutChange(() => call(t.app, 'chef/status?id=987654&is_active=0', { token }), 404, 'Chef not found');
  });

  it('needs a signed-in admin', async () => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => call(t.app, `chef/status?id=${chef.id}&is_active=0`), 401, /sign in/i);
  });
});

describe('chef/delete', () => {
  it('deletes the chef and its photo', async () => {
    const chef = await addChef({ image: pngFile() });

    const answer = await call(t.app, `chef/delete?id=${chef.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Chef deleted', code: 'chef.deleted' });
    expect(await chefByEmail(chef.email)).toBeUndefined();
    // Kept with the record in the trash (issue #33 item 2) until it is removed for good.
    expect(await storedObjects(t.objects)).toHaveLength(1);
    await call(t.app, 'trash/remove', { body: { area: 'chef', record_ids: [chef.id] }, token });
    expect(await storedObjects(t.objects)).toEqual([]);
    expect((await t.app.request(`/api/v1/files/${chef.profilePhoto}`)).status).toBe(404);
  });

  it('refuses an unknown id with 404', async () => {
    await addChef({ image: pngFile() });
    await expectRefusedWithoutChange(() => call(t.app, 'chef/delete?id=55555', { token }), 404, 'Chef not found');
  });

  it('refuses a malformed id with 400', async () => {
    await addChef();
    await expectRefusedWithoutChange(() => call(t.app, "chef/delete?id=1'--", { token }), 400, 'id: id must be a positive whole number');
  });

  it('refuses a chef who has classes with 409, keeping the chef and the photo', async () => {
    const chef = await addChef({ image: pngFile() });
    await t.db.insert(classes).values({ name: 'Tortellini', classType: 'on-demand', chefId: chef.id });
    await expectRefusedWithoutChange(() => call(t.app, `chef/delete?id=${chef.id}`, { token }), 409, CHEF_HAS_CLASSES.message);
  });

  it('needs a signed-in admin', async () => {
    const chef = await addChef();
    await expectRefusedWithoutChange(() => call(t.app, `chef/delete?id=${chef.id}`), 401, /sign in/i);
  });
});

describe('chef/list-chef (the class form’s look-up)', () => {
  beforeEach(async () => {
    await addChef({ name: 'Zoe Zest', email: 'zoe@kitchen.test' });
    await addChef({ name: 'adam Apple', email: 'adam@kitchen.test' });
    const resting = await addChef({ name: 'Bea Resting', email: 'bea@kitchen.test' });
    await call(t.app, `chef/status?id=${resting.id}&is_active=0`, { token });
  });

  const lookUp = async (query: string) => {
    const answer = await call(t.app, `chef/list-chef${query}`, { token });
    expect(answer.status, answer.body.message).toBe(200);
    return v.parse(chefLookupResponse, answer.body).data.rows;
  };

  it('lists active chefs only, by name A to Z by default, whatever the case', async () => {
    expect((await lookUp('')).map((chef) => chef.name)).toEqual(['adam Apple', 'Zoe Zest']);
  });

  it('searches and sorts from the query string', async () => {
    expect((await lookUp('?search=ZEST')).map((chef) => chef.email)).toEqual(['zoe@kitchen.test']);
    expect((await lookUp('?sort_by=email&order=DESC')).map((chef) => chef.email)).toEqual(['zoe@kitchen.test', 'adam@kitchen.test']);
  });

  it('answers each chef with id, name, e-mail and photo', async () => {
    const [first] = await lookUp('?search=adam');
    expect(Object.keys(first!).sort()).toEqual(['email', 'id', 'name', 'profile_photo']);
  });

  it('refuses a sort_by outside the whitelist with 400', async () => {
    const answer = await call(t.app, 'chef/list-chef?sort_by=password_hash', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('sort_by: sort_by must be one of: created_at, name, email, is_active');
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, 'chef/list-chef')).status).toBe(401);
  });
});
