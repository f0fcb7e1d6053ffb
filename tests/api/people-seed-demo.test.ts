/**
 * The demo data of `npm run seed:demo`: enough admins, users and chefs to page, sort and search,
 * spread over a year, some inactive, some with avatars that are real images; and a second run
 * adds nothing.
 */
import { count } from 'drizzle-orm';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chefListResponse } from '../../areas/chefs/chef-contract';
import { verifyPassword } from '../../server/auth/password';
import { admins } from '../../server/db/schema';
import { chefs } from '../../areas/chefs/server/tables';
import { users } from '../../areas/users/server/tables';
import { DEMO_PASSWORD, seedDemo } from '../../server/demo/seed-demo';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { storedObjects } from '../support/api-people-requests';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await openTestApp();
  first = await seedDemo({ db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() });
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('the demo seed', () => {
  it('adds at least 12 admins, 35 users and 35 chefs', () => {
    expect(first.admins).toBeGreaterThanOrEqual(12);
    expect(first.users).toBeGreaterThanOrEqual(35);
    expect(first.chefs).toBeGreaterThanOrEqual(35);
  });

  it.each([
    ['admins', admins],
    ['users', users],
    ['chefs', chefs],
  ] as const)('spreads the %s over the last year, with some inactive', async (_name, table) => {
    const rows = await t.db.select({ createdAt: table.createdAt, isActive: table.isActive, email: table.email }).from(table);
    const demo = rows.filter((row) => /@example\.(com|org|net)$/.test(row.email));
    const ages = demo.map((row) => (t.clock.now().getTime() - row.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(366);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(300);
    expect(demo.some((row) => !row.isActive)).toBe(true);
    expect(demo.filter((row) => row.isActive).length).toBeGreaterThan(demo.length / 2);
  });

  it('gives some people avatars that are stored, 128x128 PNGs', async () => {
    const keys = await storedObjects(t.objects);
    expect(keys.length).toBeGreaterThan(10);
    const avatar = await t.storage.get(keys[0]!);
    expect(avatar?.contentType).toBe('image/png');
    expect(imageSize(avatar!.bytes)).toMatchObject({ width: 128, height: 128, type: 'png' });
  });

  it('gives demo admins and users the demo password', async () => {
    const [user] = await t.db.select({ hash: users.passwordHash }).from(users).limit(1);
    expect(await verifyPassword(DEMO_PASSWORD, user!.hash)).toBe(true);
  });

  it('fills lists that page and search', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const page = v.parse(chefListResponse, (await call(t.app, 'chef/list', { body: { page: 4 }, token })).body).data;
    expect(page.count).toBeGreaterThanOrEqual(35);
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const counts = async () => Promise.all([admins, users, chefs].map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    const files = await storedObjects(t.objects);

    const again = await seedDemo({ db: t.db, storage: t.storage, logger: t.logger, now: t.clock.now() });

    expect(again).toEqual({ admins: 0, users: 0, chefs: 0 });
    expect(await counts()).toEqual(before);
    expect(await storedObjects(t.objects)).toEqual(files);
  });
});
