/**
 * Issue #33 item 1, the server's side of "Restore this version": every add, edit, status change
 * and restore from the trash keeps the record as its view answered it right after, long texts
 * included (the log's values leave those out); a record's history names the version each change
 * left; `GET <area>/history/version` answers one version of that record only, behind the area's
 * module; a version holds no secret; and a restore is an edit with a version's values, so the
 * edit's rules refuse a version that would break one, with the rule's message, changing nothing.
 * A photo an edit replaced stays while a version names it, and goes with the record's versions
 * when the record is removed for good, or with the versions the hourly thinning removes; an edit
 * that names a version (`image_from_version`) puts that version's picture back, for the four
 * areas with a picture in their form.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chefs } from '../../areas/chefs/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { users } from '../../areas/users/server/tables';
import { admins } from '../../server/db/people-schema';
import { thinVersions } from '../../server/activity/thin-versions';
import { recordVersions } from '../../server/db/schema';
import { historyResponse, historyVersionResponse, type HistoryRow } from '../../src/api/contract/activity';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { jpegFile, pngFile } from '../support/api-people-images';
import { callForm, storedObjects } from '../support/api-people-requests';
import { roleId } from '../support/api-people-rows';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const history = async (path: string, id: number): Promise<HistoryRow[]> => v.parse(historyResponse, (await call(t.app, `${path}/history?id=${id}`, { token })).body).data.rows;
const version = (path: string, id: number, versionId: number, as = token) => call(t.app, `${path}/history/version?id=${id}&version_id=${versionId}`, { token: as });
const valuesOf = async (path: string, id: number, versionId: number) => {
  const answer = await version(path, id, versionId);
  expect(answer.status, answer.body.message).toBe(200);
  return v.parse(historyVersionResponse, answer.body).data;
};
const ok = (answer: { status: number; body: { message: string } }) => expect(answer.status, answer.body.message).toBe(200);

/** A paragraph longer than the log keeps as a value (80 characters): a version keeps it whole. */
const LONG_BIO = 'Self-taught chef of Hiša Franko in the Soča valley, who cooks with what the river and the alpine pastures give each week.';

async function addChef(name: string, email: string, bio = ''): Promise<number> {
  ok(await callForm(t.app, 'chef/add', { name, email, bio }, { token }));
  const [row] = await t.db.select({ id: chefs.id }).from(chefs).where(eq(chefs.email, email));
  return row!.id;
}

describe('versions kept by each change', () => {
  it('an add, an edit and a status change each leave a version with the whole record', async () => {
    const id = await addChef('Ana Roš', 'ana@versions.test');
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Ana Roš', email: 'ana@versions.test', phone_number: '+386 5 389 4120', bio: LONG_BIO }, { token, method: 'PUT' }));
    ok(await call(t.app, `chef/status?id=${id}&is_active=0`, { token }));

    const rows = await history('chef', id);
    expect(rows.map((row) => row.action)).toEqual(['deactivate', 'edit', 'add']);
    for (const row of rows) expect(row.version_id).toEqual(expect.any(Number));
    const [deactivated, edited, added] = rows;

    expect((await valuesOf('chef', id, added!.version_id!)).values).toMatchObject({ id, name: 'Ana Roš', email: 'ana@versions.test', phone_number: '', bio: '', is_active: true });
    const afterEdit = await valuesOf('chef', id, edited!.version_id!);
    expect(afterEdit).toMatchObject({ version_id: edited!.version_id, action: 'edit', admin_name: 'Sam Super', created_at: edited!.created_at });
    // The bio whole, where the log only says it changed.
    expect(afterEdit.values).toMatchObject({ phone_number: '+386 5 389 4120', bio: LONG_BIO, is_active: true });
    expect(edited!.changes).toContainEqual({ field: 'bio', changed: true });
    expect((await valuesOf('chef', id, deactivated!.version_id!)).values).toMatchObject({ bio: LONG_BIO, is_active: false });
  });

  it('a delete leaves no version; a restore from the trash leaves one', async () => {
    const id = await addChef('Dominique Crenn', 'dominique@versions.test');
    ok(await call(t.app, `chef/delete?id=${id}`, { token }));
    ok(await call(t.app, 'trash/restore', { body: { area: 'chef', record_ids: [id] }, token }));
    const [restored, deleted] = await history('chef', id);
    expect(deleted).toMatchObject({ action: 'delete', version_id: null });
    expect(restored).toMatchObject({ action: 'restore', version_id: expect.any(Number) });
    expect((await valuesOf('chef', id, restored!.version_id!)).values).toMatchObject({ name: 'Dominique Crenn', email: 'dominique@versions.test' });
  });

  it("an admin's version holds no secret", async () => {
    const support = await roleId(t.db, 'Support');
    ok(await callForm(t.app, 'sub-admin/add', { first_name: 'Rui', last_name: 'Versions', email: 'rui@versions.test', password: 'Saffron#Tide2026', confirm_password: 'Saffron#Tide2026', admin_role_id: support }, { token }));
    const [row] = await t.db.select({ recordId: recordVersions.recordId, values: recordVersions.values }).from(recordVersions).where(eq(recordVersions.area, 'admin'));
    expect(row, 'the add kept a version').toBeDefined();
    const stored = JSON.stringify(row!.values);
    expect(stored).not.toContain('Saffron#Tide2026');
    for (const field of Object.keys(row!.values)) expect(field).not.toMatch(/password|hash|otp|token|secret|seed|recovery/i);
    const [added] = await history('sub-admin', row!.recordId);
    expect((await valuesOf('sub-admin', row!.recordId, added!.version_id!)).values).toMatchObject({ email: 'rui@versions.test' });
  });
});

describe('GET <area>/history/version', () => {
  it('answers only a version of that record, of that area', async () => {
    const first = await addChef('Massimo Bottura', 'massimo@versions.test');
    const second = await addChef('Niko Romito', 'niko@versions.test');
    const [ofFirst] = await history('chef', first);
    const notKept = await version('chef', second, ofFirst!.version_id!);
    expect(notKept.status).toBe(404);
    expect(notKept.body.message).toBe('This version of the record is not kept');
    // Another area's record with the same id is another record.
    expect((await version('user', first, ofFirst!.version_id!)).status).toBe(404);
    expect((await version('chef', first, 999_999_999)).status).toBe(404);
  });

  it('refuses a bad version id with 400, and a role without the area’s module with 403', async () => {
    const bad = await call(t.app, 'chef/history/version?id=1&version_id=abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('version_id: id must be a positive whole number');
    expect((await call(t.app, 'chef/history/version?id=1', { token })).status).toBe(400);
    const content = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    expect((await version('user', 1, 1, content)).status).toBe(403);
  });
});

describe('restoring a version: an edit with its values', () => {
  it('writes the old values back as a new change', async () => {
    const id = await addChef('Ana Roš', 'ana.restore@versions.test', LONG_BIO);
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Ana Roš Renamed', email: 'ana.restore@versions.test', bio: 'Short.' }, { token, method: 'PUT' }));
    const [, added] = await history('chef', id);
    const old = (await valuesOf('chef', id, added!.version_id!)).values as { name: string; email: string; phone_number: string; bio: string };
    ok(await callForm(t.app, 'chef/edit', { id, name: old.name, email: old.email, phone_number: old.phone_number, bio: old.bio }, { token, method: 'PUT' }));
    const [restored] = await history('chef', id);
    expect(restored).toMatchObject({ action: 'edit', changes: expect.arrayContaining([{ field: 'name', from: 'Ana Roš Renamed', to: 'Ana Roš' }, { field: 'bio', changed: true }]) });
    const [now] = await t.db.select({ name: chefs.name, bio: chefs.bio }).from(chefs).where(eq(chefs.id, id));
    expect(now).toEqual({ name: 'Ana Roš', bio: LONG_BIO });
  });

  it('is refused by the edit’s rule when its e-mail was taken since, and nothing changes', async () => {
    const id = await addChef('Clare Smyth', 'clare@versions.test');
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Clare Smyth', email: 'clare.core@versions.test' }, { token, method: 'PUT' }));
    // Another chef takes the e-mail the first version had.
    await addChef('Clara Other', 'clare@versions.test');
    const [, added] = await history('chef', id);
    const old = (await valuesOf('chef', id, added!.version_id!)).values as { name: string; email: string };
    const refused = await callForm(t.app, 'chef/edit', { id, name: old.name, email: old.email }, { token, method: 'PUT' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This email is already in use');
    const [now] = await t.db.select({ email: chefs.email }).from(chefs).where(eq(chefs.id, id));
    expect(now!.email).toBe('clare.core@versions.test');
    expect((await history('chef', id)).map((row) => row.action)).toEqual(['edit', 'add']);
  });
});

/** A chef added through the API with a photo: its id (a version of the add names the photo). */
async function addChefWithPhoto(name: string, email: string): Promise<number> {
  ok(await callForm(t.app, 'chef/add', { name, email, image: pngFile() }, { token }));
  const [row] = await t.db.select({ id: chefs.id }).from(chefs).where(eq(chefs.email, email));
  return row!.id;
}
const photoOf = async (id: number) => (await t.db.select({ photo: chefs.profilePhoto }).from(chefs).where(eq(chefs.id, id)))[0]!.photo!;
const served = async (key: string) => (await t.app.request(`/api/v1/files/${key}`)).status;

describe('the files a version names', () => {
  it('keeps a replaced photo while a version names it, and shows it at the version’s address', async () => {
    const id = await addChefWithPhoto('Niko Romito', 'niko.photo@versions.test');
    const first = await photoOf(id);
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Niko Romito', email: 'niko.photo@versions.test', image: jpegFile() }, { token, method: 'PUT' }));
    const second = await photoOf(id);
    expect(second).not.toBe(first);

    const [, added] = await history('chef', id);
    const old = (await valuesOf('chef', id, added!.version_id!)).values as { profile_photo: string };
    expect(old.profile_photo).toBe(`/api/v1/files/${first}`);
    expect(await served(first)).toBe(200);
    const kept = await t.db.select({ files: recordVersions.files }).from(recordVersions).where(eq(recordVersions.recordId, id));
    expect(kept.map((version) => version.files).sort()).toEqual([[first], [second]].sort());
  });

  it('deletes every photo the chef had once it is removed for good, with its versions', async () => {
    const id = await addChefWithPhoto('Dominique Crenn', 'dominique.photo@versions.test');
    const first = await photoOf(id);
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Dominique Crenn', email: 'dominique.photo@versions.test', image: jpegFile() }, { token, method: 'PUT' }));
    const second = await photoOf(id);

    ok(await call(t.app, `chef/delete?id=${id}`, { token }));
    // In the trash, both stay: the record and its history come back together.
    expect([await served(first), await served(second)]).toEqual([200, 200]);
    ok(await call(t.app, 'trash/remove', { token, body: { area: 'chef', record_ids: [id] } }));

    expect([await served(first), await served(second)]).toEqual([404, 404]);
    expect(await t.db.select().from(recordVersions).where(eq(recordVersions.recordId, id))).toEqual([]);
    expect(await storedObjects(t.objects)).not.toContain(first);
  });

  it('deletes a replaced photo no version names (a record from before versions were kept)', async () => {
    const id = await addChefWithPhoto('Massimo Bottura', 'massimo.photo@versions.test');
    const first = await photoOf(id);
    await t.db.delete(recordVersions).where(eq(recordVersions.recordId, id));
    ok(await callForm(t.app, 'chef/edit', { id, name: 'Massimo Bottura', email: 'massimo.photo@versions.test', image: jpegFile() }, { token, method: 'PUT' }));
    expect(await served(first)).toBe(404);
    expect(await served(await photoOf(id))).toBe(200);
  });
});

describe('restoring a version’s picture (image_from_version)', () => {
  const edit = (fields: Record<string, string | number | File>) => callForm(t.app, 'chef/edit', fields, { token, method: 'PUT' });
  const addVersionOf = async (id: number) => (await history('chef', id)).at(-1)!.version_id!;

  it('puts back the photo the version shows, as a new change, and keeps the photo it replaces', async () => {
    const id = await addChefWithPhoto('Ana Roš', 'ana.picture@versions.test');
    const first = await photoOf(id);
    ok(await edit({ id, name: 'Ana Roš', email: 'ana.picture@versions.test', image: jpegFile() }));
    const second = await photoOf(id);

    ok(await edit({ id, name: 'Ana Roš', email: 'ana.picture@versions.test', image_from_version: await addVersionOf(id) }));

    expect(await photoOf(id)).toBe(first);
    const [restored] = await history('chef', id);
    expect(restored).toMatchObject({ action: 'edit', changes: [{ field: 'image', changed: true }] });
    // The new version shows the first photo again; the second stays, for the version that shows it.
    expect((await valuesOf('chef', id, restored!.version_id!)).values).toMatchObject({ profile_photo: `/api/v1/files/${first}` });
    expect([await served(first), await served(second)]).toEqual([200, 200]);
  });

  it('takes a new image over the version’s when both are sent', async () => {
    const id = await addChefWithPhoto('Clare Smyth', 'clare.picture@versions.test');
    const first = await photoOf(id);
    ok(await edit({ id, name: 'Clare Smyth', email: 'clare.picture@versions.test', image: jpegFile(), image_from_version: await addVersionOf(id) }));
    const now = await photoOf(id);
    expect(now).not.toBe(first);
    expect(await served(now)).toBe(200);
  });

  it('removes the photo when the version had none', async () => {
    const id = await addChef('Elena Arzak', 'elena.picture@versions.test');
    ok(await edit({ id, name: 'Elena Arzak', email: 'elena.picture@versions.test', image: jpegFile() }));
    ok(await edit({ id, name: 'Elena Arzak', email: 'elena.picture@versions.test', image_from_version: await addVersionOf(id) }));
    const [row] = await t.db.select({ photo: chefs.profilePhoto }).from(chefs).where(eq(chefs.id, id));
    expect(row!.photo).toBeNull();
    expect((await history('chef', id))[0]).toMatchObject({ changes: [{ field: 'image', changed: true }] });
  });

  it('says nothing changed when the version shows the photo the chef has', async () => {
    const id = await addChefWithPhoto('Niko Romito', 'niko.picture@versions.test');
    const photo = await photoOf(id);
    ok(await edit({ id, name: 'Niko Romito Renamed', email: 'niko.picture@versions.test', image_from_version: await addVersionOf(id) }));
    expect(await photoOf(id)).toBe(photo);
    expect((await history('chef', id))[0]!.changes).toEqual([{ field: 'name', from: 'Niko Romito', to: 'Niko Romito Renamed' }]);
  });

  it('refuses a version of another record with 404, and changes nothing', async () => {
    const other = await addChefWithPhoto('Massimo Bottura', 'massimo.picture@versions.test');
    const id = await addChefWithPhoto('Dominique Crenn', 'dominique.picture@versions.test');
    const photo = await photoOf(id);
    const refused = await edit({ id, name: 'Dominique Renamed', email: 'dominique.picture@versions.test', image_from_version: await addVersionOf(other) });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This version of the record is not kept');
    const [row] = await t.db.select({ name: chefs.name, photo: chefs.profilePhoto }).from(chefs).where(eq(chefs.id, id));
    expect(row).toEqual({ name: 'Dominique Crenn', photo });
    expect((await history('chef', id)).map((entry) => entry.action)).toEqual(['add']);
  });

  it('refuses an image_from_version that is not a version id with 400', async () => {
    const id = await addChef('Ángel León', 'angel.picture@versions.test');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const refused = await edit({ id, name: 'Ángel León', email: 'angel.picture@versions.test', image_from_version: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toBe('image_from_version: image_from_version must be a version id');
    }
  });

  it('puts back the picture of a user, an admin and a meal type', async () => {
    const support = await roleId(t.db, 'Support');
    type Fields = Record<string, string | number>;
    const cases: Array<{ path: string; method: 'POST' | 'PUT'; add: Fields; edit: Fields; picture: () => Promise<{ key: string | null }>; id: () => Promise<number> }> = [
      {
        path: 'user', method: 'POST', add: { first_name: 'Rui', last_name: 'Picture', email: 'rui.picture@versions.test', password: 'Saffron#Tide2026' },
        edit: { first_name: 'Rui', last_name: 'Picture', email: 'rui.picture@versions.test' },
        picture: async () => (await t.db.select({ key: users.profilePhoto }).from(users).where(eq(users.email, 'rui.picture@versions.test')))[0]!,
        id: async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'rui.picture@versions.test')))[0]!.id,
      },
      {
        path: 'sub-admin', method: 'PUT',
        add: { first_name: 'Ivo', last_name: 'Picture', email: 'ivo.picture@versions.test', password: 'Saffron#Tide2026', confirm_password: 'Saffron#Tide2026', admin_role_id: support },
        edit: { first_name: 'Ivo', last_name: 'Picture', admin_role_id: support },
        picture: async () => (await t.db.select({ key: admins.profileImage }).from(admins).where(eq(admins.email, 'ivo.picture@versions.test')))[0]!,
        id: async () => (await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'ivo.picture@versions.test')))[0]!.id,
      },
      {
        path: 'meal-icon', method: 'PUT', add: { meal_type: 'Picture brunch' }, edit: { meal_type: 'Picture brunch' },
        picture: async () => (await t.db.select({ key: mealIcons.image }).from(mealIcons).where(eq(mealIcons.mealType, 'Picture brunch')))[0]!,
        id: async () => (await t.db.select({ id: mealIcons.id }).from(mealIcons).where(eq(mealIcons.mealType, 'Picture brunch')))[0]!.id,
      },
    ];
    for (const area of cases) {
      ok(await callForm(t.app, `${area.path}/add`, { ...area.add, image: pngFile() }, { token }));
      const id = await area.id();
      const { key: first } = await area.picture();
      ok(await callForm(t.app, `${area.path}/edit`, { id, ...area.edit, image: jpegFile() }, { token, method: area.method }));
      expect((await area.picture()).key, area.path).not.toBe(first);
      const added = (await history(area.path, id)).at(-1)!;
      ok(await callForm(t.app, `${area.path}/edit`, { id, ...area.edit, image_from_version: added.version_id! }, { token, method: area.method }));
      expect((await area.picture()).key, area.path).toBe(first);
      expect((await history(area.path, id))[0], area.path).toMatchObject({ action: 'edit', changes: [{ field: 'image', changed: true }] });
    }
  });
});

describe('thinning the versions out', () => {

  it('keeps each record’s newest versions and the photos they name, and deletes the photos only older ones named', async () => {
    const id = await addChefWithPhoto('Ángel León', 'angel.thin@versions.test');
    const photos = [await photoOf(id)];
    for (let edit = 0; edit < 3; edit += 1) {
      ok(await callForm(t.app, 'chef/edit', { id, name: 'Ángel León', email: 'angel.thin@versions.test', image: jpegFile(120 + edit, 100) }, { token, method: 'PUT' }));
      photos.push(await photoOf(id));
    }
    // Four versions (the add, three edits), each naming its own photo; all four photos kept.
    expect(await Promise.all(photos.map(served))).toEqual([200, 200, 200, 200]);

    const removed = await thinVersions(t, 2);

    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ files: recordVersions.files }).from(recordVersions).where(eq(recordVersions.recordId, id));
    expect(left.map((version) => version.files[0]).sort()).toEqual([photos[2], photos[3]].sort());
    expect(await Promise.all(photos.map(served))).toEqual([404, 404, 200, 200]);
    // The history still offers the two versions it kept.
    const rows = await history('chef', id);
    expect(rows.filter((entry) => entry.version_id !== undefined && entry.version_id !== null)).toHaveLength(2);
  });

  it('leaves a record with fewer versions than it keeps as it is', async () => {
    const id = await addChef('Elena Arzak', 'elena.thin@versions.test');
    const before = await t.db.select().from(recordVersions).where(eq(recordVersions.recordId, id));
    await thinVersions(t, 2);
    expect(await t.db.select().from(recordVersions).where(eq(recordVersions.recordId, id))).toEqual(before);
  });
});
