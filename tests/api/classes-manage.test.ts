/**
 * The class list, view, status and delete, and the two video-status calls (spec sections 4 and 7
 * "Classes"): paging, sort and search; the stored image and video removed with the class and its
 * upload aborted; failed-video-status only for the caller's uploads in progress; video-status 2
 * only for a video stored whole. Every class call needs a session (401) and the 'class' module (403).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classFailedVideoStatusResponse, classListResponse, classViewResponse } from '../../areas/classes/class-contract';
import { NO_UPLOAD_IN_PROGRESS, UPLOAD_NOT_FINALISED, VIDEO_NOT_STORED } from '../../areas/classes/server/class-video';
import { MODULE_REQUIRED } from '../../server/auth/area-access';
import { admins, multipartUploads } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { classes, classIngredients, classInstructions, classMealIcons } from '../../areas/classes/server/tables';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { storedObjects } from '../support/api-people-requests';
import { call, signedInToken } from '../support/api-requests';
import { clearClasses, expectClassRefused, insertClass, openClassWorld, type ClassWorld } from './classes-support';

let world: ClassWorld;
let otherAdminId: number;
beforeAll(async () => {
  world = await openClassWorld();
  const [other] = await world.t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, fixtureAdmins.contentManager.email));
  otherAdminId = other!.id;
});
afterAll(() => world.t.close());
beforeEach(async () => {
  await clearClasses(world);
});

const VIDEO = 'Ab3dE6g8_1763800000000.mp4';
const get = (path: string) => call(world.t.app, path, { token: world.token });
const list = async (body: object) => v.parse(classListResponse, (await call(world.t.app, 'class-info/list', { token: world.token, body })).body).data;
const row = async (id: number) => (await world.t.db.select().from(classes).where(eq(classes.id, id)))[0];

/** An upload in flight for the key, as uploads/initializeMultipartUpload leaves it. */
async function uploadInFlight(key: string, adminId = world.adminId) {
  const { uploadId } = await world.t.storage.multipart.create(key, 'video/mp4');
  await world.t.db.insert(multipartUploads).values({ uploadId, objectKey: key, adminId });
  return uploadId;
}

describe('class-info/list', () => {
  const BASE = new Date('2026-06-01T12:00:00Z').getTime();
  const NAMES = ['Ada', 'bea', 'Cyrus', 'Dora', 'elio', 'Fern', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kira', 'Leo', 'Mona', 'Nils', 'Olga', 'Pia', 'Quin', 'Rhea', 'Sven', 'Tove', '50% off', 'a_b pasta'];

  beforeEach(async () => {
    await world.t.db.update(chefs).set({ profilePhoto: 'c0ffee.png' }).where(eq(chefs.id, world.chefId));
    for (const [n, name] of NAMES.entries()) {
      await insertClass(world.t.db, {
        chefId: world.chefId,
        name: `${name} class`,
        createdAt: new Date(BASE - n * 86_400_000),
        isActive: n % 3 !== 0,
        videoStatus: [null, 1, 2, 3][n % 4] ?? null,
      });
    }
  });

  it('pages 10 rows, newest first, with the true count, also past the end', async () => {
    const first = await list({});
    expect(first.count).toBe(NAMES.length);
    expect(first.rows.map((r) => r.name)).toEqual(NAMES.slice(0, 10).map((name) => `${name} class`));
    expect((await list({ page: 3 })).rows).toHaveLength(2);
    expect(await list({ page: 4 })).toEqual({ rows: [], count: NAMES.length });
  });

  it('embeds each class’s chef with the photo’s address', async () => {
    const [first] = (await list({})).rows;
    expect(first!.chef).toEqual({ id: world.chefId, name: 'Massimo Bottura', email: 'massimo@osteria.test', profile_photo: '/api/v1/files/c0ffee.png' });
  });

  it('sorts by name in either order, whatever the case', async () => {
    const sorted = NAMES.map((name) => `${name} class`).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect((await list({ sort_by: 'name', order: 'ASC' })).rows.map((r) => r.name)).toEqual(sorted.slice(0, 10));
    expect((await list({ sort_by: 'name', order: 'DESC' })).rows.map((r) => r.name)).toEqual([...sorted].reverse().slice(0, 10));
  });

  it.each(['is_active', 'video_status'] as const)('sorts by %s, ties by id, with no video lowest', async (column) => {
    const all = async (order: 'ASC' | 'DESC') => (await Promise.all([1, 2, 3].map((page) => list({ sort_by: column, order, page })))).flatMap((p) => p.rows);
    const rank = (r: { is_active: boolean; video_status: number | null }) => (column === 'is_active' ? Number(r.is_active) : (r.video_status ?? 0));
    const ascending = await all('ASC');
    expect(ascending).toHaveLength(NAMES.length);
    expect(ascending.map((r) => [rank(r), r.id])).toEqual([...ascending].sort((a, b) => rank(a) - rank(b) || a.id - b.id).map((r) => [rank(r), r.id]));
    expect((await all('DESC')).map((r) => r.id)).toEqual(ascending.map((r) => r.id).reverse());
  });

  it('searches the name case-insensitively, % and _ as plain text', async () => {
    expect((await list({ search: 'HANA' })).rows.map((r) => r.name)).toEqual(['Hana class']);
    expect((await list({ search: '50%' })).rows.map((r) => r.name)).toEqual(['50% off class']);
    expect((await list({ search: 'a_b' })).rows.map((r) => r.name)).toEqual(['a_b pasta class']);
  });

  it("finds a class by its chef's name or e-mail as well", async () => {
    const other = await insertClass(world.t.db, { chefId: world.otherChefId, name: 'Alpine herbs' });
    try {
      for (const search of ['ROŠ', 'ana ro', 'hisa-franko']) {
        expect((await list({ search })).rows.map((r) => r.name), search).toEqual(['Alpine herbs']);
      }
      expect((await list({ search: 'massimo@osteria' })).count).toBe(NAMES.length);
      expect(await list({ search: 'no such chef' })).toEqual({ rows: [], count: 0 });
    } finally {
      await world.t.db.delete(classes).where(eq(classes.id, other.id));
    }
  });

  it('refuses a sort outside the whitelist', async () => {
    const answer = await call(world.t.app, 'class-info/list', { token: world.token, body: { sort_by: 'description' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('sort_by: sort_by must be one of: created_at, name, is_active, video_status');
  });
});

describe('class-info/view/{id}', () => {
  it('gives the video’s playable address only once its upload is complete and the object is there', async () => {
    const pending = await insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, videoStatus: 1 });
    const read = async () => v.parse(classViewResponse, (await get(`class-info/view/${pending.id}`)).body).data;
    expect((await read()).video_url).toBeNull();
    await world.t.db.update(classes).set({ videoStatus: 2 }).where(eq(classes.id, pending.id));
    expect((await read()).video_url).toBeNull();
    await world.t.storage.put(`videos/${VIDEO}`, new Uint8Array([0, 0, 0, 24]), 'video/mp4');
    expect((await read()).video_url).toEqual(expect.any(String));
  });

  it('refuses an unknown class with 404', async () => {
    expect((await get('class-info/view/999999')).body).toEqual({ status: false, message: 'Class not found', code: 'class.not_found' });
  });
});

describe('class-info/status', () => {
  it('switches a class off and on', async () => {
    const { id } = await insertClass(world.t.db, { chefId: world.chefId });
    expect((await get(`class-info/status?id=${id}&is_active=0`)).body).toEqual({ status: true, message: 'Class deactivated', code: 'class.deactivated' });
    expect((await row(id))!.isActive).toBe(false);
    expect((await get(`class-info/status?id=${id}&is_active=1`)).body).toEqual({ status: true, message: 'Class activated', code: 'class.activated' });
    expect((await row(id))!.isActive).toBe(true);
  });

  it.each([
    ['an unknown class', 'id=999999&is_active=0', 404, 'Class not found'],
    ['a flag other than 1 or 0', 'id=ID&is_active=true', 400, 'is_active: is_active must be 1 or 0'],
  ])('refuses %s, changing nothing', async (_case, query, status, message) => {
    const { id } = await insertClass(world.t.db, { chefId: world.chefId });
    await expectClassRefused(world, () => get(`class-info/status?${query.replace('ID', String(id))}`), status, message);
  });
});

describe('class-info/delete/{id}', () => {
  it('removes the class with its rows and aborts its upload; its image and video go once it is removed from the trash for good', async () => {
    await world.t.storage.put('0123456789abcdef0123456789abcdef.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    await world.t.storage.put(`videos/${VIDEO}`, new Uint8Array([1, 2, 3]), 'video/mp4');
    const { id } = await insertClass(world.t.db, {
      chefId: world.chefId,
      image: '0123456789abcdef0123456789abcdef.png',
      videoName: VIDEO,
      videoStatus: 1,
      ingredientIds: [world.ingredients.basil],
      mealIconIds: [world.meals.vegan],
    });
    await world.t.db.insert(classInstructions).values({ classId: id, position: 0, text: 'Wash' });
    const uploadId = await uploadInFlight(`videos/${VIDEO}`);

    expect((await get(`class-info/delete/${id}`)).body).toEqual({ status: true, message: 'Class deleted', code: 'class.deleted' });

    expect(await row(id)).toBeUndefined();
    for (const table of [classInstructions, classIngredients, classMealIcons, multipartUploads]) expect(await world.t.db.select().from(table)).toEqual([]);
    expect(world.aborted).toEqual([{ key: `videos/${VIDEO}`, uploadId }]);
    // Kept with the record in the trash (issue #33 item 2) until it is removed for good.
    expect(await world.t.storage.head(`videos/${VIDEO}`)).not.toBeNull();
    expect((await call(world.t.app, 'trash/remove', { body: { area: 'class', record_ids: [id] }, token: world.token })).status).toBe(200);
    expect(await world.t.storage.head(`videos/${VIDEO}`)).toBeNull();
    expect(await storedObjects(world.t.objects)).toEqual([]);
  });

  it('refuses an unknown class with 404', async () => {
    await insertClass(world.t.db, { chefId: world.chefId });
    await expectClassRefused(world, () => get('class-info/delete/999999'), 404, 'Class not found');
  });
});

describe('class-info/failed-video-status', () => {
  it('fails only the caller’s uploads in progress, aborting them, and says how many', async () => {
    const mine = await insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, videoStatus: 1, videoUploadedBy: world.adminId });
    const mineToo = await insertClass(world.t.db, { chefId: world.chefId, videoName: 'Bb3dE6g8_1763800000000.mp4', videoStatus: 1, videoUploadedBy: world.adminId });
    const done = await insertClass(world.t.db, { chefId: world.chefId, videoName: 'Cb3dE6g8_1763800000000.mp4', videoStatus: 2, videoUploadedBy: world.adminId });
    const theirs = await insertClass(world.t.db, { chefId: world.chefId, videoName: 'Db3dE6g8_1763800000000.mp4', videoStatus: 1, videoUploadedBy: otherAdminId });
    const uploadId = await uploadInFlight(`videos/${VIDEO}`);
    const theirUpload = await uploadInFlight('videos/Db3dE6g8_1763800000000.mp4', otherAdminId);

    const answer = await get('class-info/failed-video-status');

    expect(v.parse(classFailedVideoStatusResponse, answer.body)).toEqual({ status: true, message: '2 video uploads marked as failed', data: { count: 2 } });
    expect((await row(mine.id))!.videoStatus).toBe(3);
    expect((await row(mineToo.id))!.videoStatus).toBe(3);
    expect((await row(done.id))!.videoStatus).toBe(2);
    expect((await row(theirs.id))!.videoStatus).toBe(1);
    expect(world.aborted).toEqual([{ key: `videos/${VIDEO}`, uploadId }]);
    expect((await world.t.db.select().from(multipartUploads)).map((upload) => upload.uploadId)).toEqual([theirUpload]);
  });

  it('answers 0 when the caller has nothing in progress', async () => {
    expect((await get('class-info/failed-video-status')).body).toEqual({ status: true, message: '0 video uploads marked as failed', code: 'class.videos_failed', values: { count: 0 }, data: { count: 0 } });
  });
});

describe('class-info/video-status', () => {
  const put = (body: object) => call(world.t.app, 'class-info/video-status', { token: world.token, method: 'PUT', body });
  const uploading = () => insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, videoStatus: 1, videoUploadedBy: world.adminId });

  it('marks the upload completed once the video is stored whole', async () => {
    const { id } = await uploading();
    await world.t.storage.put(`videos/${VIDEO}`, new Uint8Array([1, 2, 3]), 'video/mp4');
    expect((await put({ id, video_status: 2 })).body).toEqual({ status: true, message: 'Video upload completed', code: 'class.video_completed' });
    expect((await row(id))!.videoStatus).toBe(2);
  });

  it('refuses 2 while the video is not in storage', async () => {
    const { id } = await uploading();
    await expectClassRefused(world, () => put({ id, video_status: 2 }), 409, VIDEO_NOT_STORED.message);
  });

  it('refuses 2 while a multipart upload of the video is left', async () => {
    const { id } = await uploading();
    await world.t.storage.put(`videos/${VIDEO}`, new Uint8Array([1, 2, 3]), 'video/mp4');
    await uploadInFlight(`videos/${VIDEO}`);
    await expectClassRefused(world, () => put({ id, video_status: 2 }), 409, UPLOAD_NOT_FINALISED.message);
  });

  it('marks the upload failed at any time, aborting what is left of it', async () => {
    const { id } = await uploading();
    const uploadId = await uploadInFlight(`videos/${VIDEO}`);
    expect((await put({ id, video_status: 3 })).body).toEqual({ status: true, message: 'Video upload marked as failed', code: 'class.video_failed' });
    expect((await row(id))!.videoStatus).toBe(3);
    expect(world.aborted).toEqual([{ key: `videos/${VIDEO}`, uploadId }]);
  });

  it.each([
    ['a class whose upload already ended', { videoStatus: 2 }, 409, NO_UPLOAD_IN_PROGRESS.message],
    ['a class with no video', { videoName: null, videoStatus: null }, 409, NO_UPLOAD_IN_PROGRESS.message],
  ])('refuses %s', async (_case, values, status, message) => {
    const { id } = await insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, ...values });
    await expectClassRefused(world, () => put({ id, video_status: 3 }), status, message);
  });

  it.each([
    ['an unknown class', { id: 999999, video_status: 3 }, 404, 'Class not found'],
    ['a status other than 2 or 3', { id: 1, video_status: 1 }, 400, 'video_status: video_status must be 2 or 3'],
  ])('refuses %s', async (_case, body, status, message) => {
    await uploading();
    await expectClassRefused(world, () => put(body), status, message);
  });
});

describe('who may call the class calls', () => {
  const calls: Array<[string, string, object | undefined]> = [
    ['POST', 'class-info/list', {}],
    ['GET', 'class-info/view/1', undefined],
    ['GET', 'class-info/status?id=1&is_active=0', undefined],
    ['GET', 'class-info/delete/1', undefined],
    ['GET', 'class-info/failed-video-status', undefined],
    ['PUT', 'class-info/video-status', { id: 1, video_status: 3 }],
    ['POST', 'class-info/add', { name: 'x' }],
    ['PUT', 'class-info/edit', { id: 1 }],
  ];

  it.each(calls)('%s %s needs a signed-in admin (401)', async (method, path, body) => {
    await insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, videoStatus: 1, videoUploadedBy: world.adminId });
    await expectClassRefused(world, () => call(world.t.app, path, { method, body }), 401, /sign in/i);
  });

  it.each(calls)('%s %s needs a role with the class module (403)', async (method, path, body) => {
    await insertClass(world.t.db, { chefId: world.chefId, videoName: VIDEO, videoStatus: 1, videoUploadedBy: world.adminId });
    // The Support role has no 'class' module; give its invited admin a password to sign in with.
    const [superAdmin] = await world.t.db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.email, fixtureAdmins.superAdmin.email));
    await world.t.db.update(admins).set({ passwordHash: superAdmin!.hash }).where(eq(admins.email, fixtureAdmins.withoutPassword.email));
    const token = await signedInToken(world.t.app, fixtureAdmins.withoutPassword.email, FIXTURE_PASSWORD);
    await expectClassRefused(world, () => call(world.t.app, path, { method, body, token }), 403, MODULE_REQUIRED.message);
  });

  it('lets a content manager (whose role has the module) in', async () => {
    const token = await signedInToken(world.t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    expect((await call(world.t.app, 'class-info/list', { token, body: {} })).status).toBe(200);
  });
});
