/**
 * Issue #33 item 2, the contract: a delete keeps the record in the trash (the spec's answer
 * unchanged), the record leaves its list and look-ups, and `trash/restore` brings it back under its
 * own id with the rows that went with it; `trash/remove` removes it for good, its files with it,
 * and the purge removes what was deleted more than TRASH_DAYS ago. Unique values are unique among
 * the records not in the trash: a restore whose value was taken since is refused with a message
 * that says so, and nothing changes. Each admin sees and acts on the trash of the areas their role
 * opens, and no more.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trashEntriesResponse, trashListResponse } from '../../areas/trash/trash-contract';
import { activity, admins, trash } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classInstructions, classes } from '../../areas/classes/server/tables';
import { users } from '../../areas/users/server/tables';
import { purgeTrash } from '../../server/trash/remove-from-trash';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login, signedInToken } from '../support/api-requests';
import { insertClass } from './classes-support';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let superToken: string;
let contentToken: string;
beforeAll(async () => {
  t = await openTestApp();
  superToken = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  contentToken = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(trash);
  await t.db.delete(classes);
  await t.db.delete(chefs);
  await t.db.delete(users);
});

const addChef = async (name: string, email: string, profilePhoto: string | null = null) =>
  (await t.db.insert(chefs).values({ name, email, profilePhoto }).returning({ id: chefs.id }))[0]!.id;
const addUser = async (email: string) =>
  (await t.db.insert(users).values({ firstName: 'Una', lastName: 'User', email, passwordHash: 'not-a-real-hash', activationCode: 'ABCD1234' }).returning({ id: users.id }))[0]!.id;

const trashList = async (token: string, body: object = {}) => {
  const answer = await call(t.app, 'trash/list', { body, token });
  expect(answer.status).toBe(200);
  return v.parse(trashListResponse, answer.body).data;
};
const entries = async (path: 'trash/restore' | 'trash/remove', body: object, token = superToken) => {
  const answer = await call(t.app, path, { body, token });
  return { status: answer.status, message: answer.body.message, data: answer.status === 200 ? v.parse(trashEntriesResponse, answer.body).data : undefined };
};
const chefNames = async () => (await t.db.select({ name: chefs.name }).from(chefs)).map((row) => row.name);

describe('a delete keeps the record in the trash', () => {
  it('answers as the spec says, takes the chef out of its list and look-up, and lists it in the trash with who and when', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    const deleted = await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Chef deleted');

    const list = await call(t.app, 'chef/list', { body: {}, token: superToken });
    expect((list.body.data as { rows: { id: number }[] }).rows.map((row) => row.id)).not.toContain(id);
    const lookup = await call(t.app, 'chef/list-chef', { token: superToken });
    expect(JSON.stringify(lookup.body)).not.toContain('Ana Ros');

    const { rows, count } = await trashList(superToken);
    expect(count).toBe(1);
    expect(rows[0]).toMatchObject({ area: 'chef', record_id: id, label: 'Ana Ros', deleted_by_name: 'Sam Super' });
    const days = (Date.parse(rows[0]!.purge_at) - Date.parse(rows[0]!.deleted_at)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('keeps a chef that a class uses where it is, as before: the refusal stands and the trash stays empty', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    await insertClass(t.db, { chefId: id });
    const refused = await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    expect(refused.status).toBe(409);
    expect(await chefNames()).toEqual(['Ana Ros']);
    expect((await trashList(superToken)).count).toBe(0);
  });
});

describe('restore', () => {
  it('brings the chef back under its own id, by area and record ids (an Undo), and logs it', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    const restored = await entries('trash/restore', { area: 'chef', record_ids: [id] });
    expect(restored.status).toBe(200);
    expect(restored.message).toBe('Restored');
    expect(restored.data).toEqual({ rows: [{ id, label: 'Ana Ros', status: true, code: 'trash.restored', message: 'Restored' }], done: 1, refused: 0 });
    const [back] = await t.db.select().from(chefs).where(eq(chefs.id, id));
    expect(back).toMatchObject({ name: 'Ana Ros', email: 'ana@chefs.test' });
    expect((await trashList(superToken)).count).toBe(0);
    const logged = await t.db.select({ action: activity.action }).from(activity).where(and(eq(activity.area, 'chef'), eq(activity.recordId, id))).orderBy(activity.id);
    expect(logged.map((row) => row.action)).toEqual(['delete', 'restore']);
  });

  it('brings a class back with its instructions, by the trash list id', async () => {
    const chefId = await addChef('Ana Ros', 'ana@chefs.test');
    const { id } = await insertClass(t.db, { chefId });
    await t.db.insert(classInstructions).values([
      { classId: id, position: 0, text: 'Wash the basil' },
      { classId: id, position: 1, text: 'Pound it' },
    ]);
    expect((await call(t.app, `class-info/delete/${id}`, { token: superToken })).status).toBe(200);
    expect(await t.db.select().from(classInstructions).where(eq(classInstructions.classId, id))).toEqual([]);
    const [entry] = (await trashList(superToken)).rows;
    const restored = await entries('trash/restore', { ids: [entry!.id] });
    expect(restored.data!.done).toBe(1);
    const steps = await t.db.select({ text: classInstructions.text }).from(classInstructions).where(eq(classInstructions.classId, id)).orderBy(classInstructions.position);
    expect(steps.map((step) => step.text)).toEqual(['Wash the basil', 'Pound it']);
  });

  it('refuses a chef whose e-mail another chef took meanwhile, with the reason, and changes nothing', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    // Unique among the records not in the trash: the address is free for a new chef.
    await addChef('Ana Again', 'ANA@chefs.test');
    const refused = await entries('trash/restore', { area: 'chef', record_ids: [id] });
    expect(refused.status).toBe(200);
    expect(refused.data!.rows[0]).toMatchObject({ id, status: false, code: 'trash.value_taken' });
    expect(refused.message).toBe('Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.');
    expect(await chefNames()).toEqual(['Ana Again']);
    expect((await trashList(superToken)).rows.map((row) => row.record_id)).toEqual([id]);
  });

  it('refuses a class whose chef was removed for good, and keeps it in the trash', async () => {
    const chefId = await addChef('Ana Ros', 'ana@chefs.test');
    const { id } = await insertClass(t.db, { chefId });
    await call(t.app, `class-info/delete/${id}`, { token: superToken });
    await call(t.app, `chef/delete?id=${chefId}`, { token: superToken });
    expect((await entries('trash/remove', { area: 'chef', record_ids: [chefId] })).data!.done).toBe(1);
    const refused = await entries('trash/restore', { area: 'class', record_ids: [id] });
    expect(refused.data!.rows[0]).toMatchObject({ status: false, code: 'trash.reference_gone' });
    expect(await t.db.select().from(classes)).toEqual([]);
    expect((await trashList(superToken)).rows.map((row) => row.area)).toEqual(['class']);
  });

  it('restores once when asked twice: the second asks for what is no longer there', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    const [first, second] = await Promise.all([
      entries('trash/restore', { area: 'chef', record_ids: [id] }),
      entries('trash/restore', { area: 'chef', record_ids: [id] }),
    ]);
    const codes = [first, second].map((answer) => answer.data!.rows[0]!.code).sort();
    expect(codes).toEqual(['trash.not_found', 'trash.restored']);
    expect(await chefNames()).toEqual(['Ana Ros']);
  });

  it('lets a deleted admin back in with their own password once restored, and not before', async () => {
    const email = fixtureAdmins.contentManager.email;
    const [admin] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    expect((await call(t.app, `sub-admin/delete?id=${admin!.id}`, { token: superToken })).status).toBe(200);
    expect((await login(t.app, email, FIXTURE_PASSWORD)).status).toBe(401);
    expect((await entries('trash/restore', { area: 'admin', record_ids: [admin!.id] })).data!.done).toBe(1);
    expect((await login(t.app, email, FIXTURE_PASSWORD)).status).toBe(200);
    contentToken = await signedInToken(t.app, email, FIXTURE_PASSWORD);
  });
});

describe('the trash by role', () => {
  it("shows a Content Manager the chefs' deletes and not the app users', and refuses to act on the others", async () => {
    const chefId = await addChef('Ana Ros', 'ana@chefs.test');
    const userId = await addUser('una@users.test');
    await call(t.app, `chef/delete?id=${chefId}`, { token: superToken });
    expect((await call(t.app, `user/delete/${userId}`, { token: superToken })).status).toBe(200);

    expect((await trashList(superToken)).rows.map((row) => row.area).sort()).toEqual(['chef', 'user']);
    const seen = await trashList(contentToken);
    expect(seen.rows.map((row) => row.area)).toEqual(['chef']);
    expect(seen.count).toBe(1);

    const refused = await entries('trash/restore', { area: 'user', record_ids: [userId] }, contentToken);
    expect(refused.data!.rows[0]).toMatchObject({ status: false, code: 'trash.not_found' });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('refuses bad bodies whole, changing nothing', async () => {
    const id = await addChef('Ana Ros', 'ana@chefs.test');
    await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { area: 'nowhere', record_ids: [id] }, { ids: [1, 1] }]) {
      expect((await call(t.app, 'trash/restore', { body, token: superToken })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await trashList(superToken)).count).toBe(1);
  });
});

describe('removal for good', () => {
  it("removes the entry and then the chef's photo from storage", async () => {
    await t.storage.put('images/ana.png', new Uint8Array([1, 2, 3]), 'image/png');
    const id = await addChef('Ana Ros', 'ana@chefs.test', 'images/ana.png');
    await call(t.app, `chef/delete?id=${id}`, { token: superToken });
    // Kept while the record is in the trash: a restore brings its photo back.
    expect(await t.storage.head('images/ana.png')).not.toBeNull();
    const removed = await entries('trash/remove', { area: 'chef', record_ids: [id] });
    expect(removed.data!.rows[0]).toMatchObject({ status: true, code: 'trash.removed' });
    expect(await t.storage.head('images/ana.png')).toBeNull();
    expect((await trashList(superToken)).count).toBe(0);
  });

  it('purges what was deleted before the cut-off and keeps the rest', async () => {
    const old = await addChef('Old Chef', 'old@chefs.test');
    const recent = await addChef('New Chef', 'new@chefs.test');
    await call(t.app, `chef/delete?id=${old}`, { token: superToken });
    await call(t.app, `chef/delete?id=${recent}`, { token: superToken });
    await t.db.update(trash).set({ deletedAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(trash.recordId, old));
    const purged = await purgeTrash(t, new Date(Date.now() - 30 * 86_400_000));
    expect(purged).toBe(1);
    expect((await trashList(superToken)).rows.map((row) => row.record_id)).toEqual([recent]);
  });
});
