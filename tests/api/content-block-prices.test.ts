/**
 * The block-price group, "blok price" in the spec (section 7 "Block prices"): add, edit, view,
 * status and delete (JSON), with their refusals. The amount is free text. Lists are in
 * content-lists.test.ts. After every refused call the table is as it was.
 */
import { refusal } from '../support/answers';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockPriceViewResponse } from '../../areas/block-prices/block-price-contract';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { expectRefusedWithoutChange as expectRefused } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { insertPrices, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(blockPrices);
});

const add = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'blok-price/add', { body, ...options });
const edit = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'blok-price/edit', { body, method: 'PUT', ...options });
const stored = () => t.db.select().from(blockPrices);
const priceOf = async () => (await insertPrices(t.db, [{ title: '5 live classes', amount: '$50' }]))[0]!;

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [blockPrices], run, status, message);

const fieldRefusals: Array<[string, Record<string, unknown>, string]> = [
  ['no title', { amount: '$10' }, 'title: This field is required'],
  ['a whitespace-only title', { title: ' \n ', amount: '$10' }, 'title: This field is required'],
  ['an over-long title', { title: 't'.repeat(151), amount: '$10' }, 'title: Must be at most 150 characters'],
  ['no amount', { title: 'Single class' }, 'amount: This field is required'],
  ['a whitespace-only amount', { title: 'Single class', amount: '   ' }, 'amount: This field is required'],
  ['an over-long amount', { title: 'Single class', amount: '9'.repeat(61) }, 'amount: Must be at most 60 characters'],
];

describe('blok-price/add', () => {
  it('adds the price, trimmed and active, and answers "Price added"', async () => {
    const answer = await add({ title: ' Team cooking session ', amount: ' from $400 ' });

    expect(answer.body).toEqual({ status: true, message: 'Price added', code: 'price.added' });
    expect(await stored()).toEqual([expect.objectContaining({ title: 'Team cooking session', amount: 'from $400', isActive: true })]);
  });

  it('takes any text as the amount: the spec sets no numeric rule', async () => {
    await add({ title: 'Kids workshop', amount: '€25 per child' });
    expect((await stored())[0]!.amount).toBe('€25 per child');
  });

  it.each(fieldRefusals)('refuses %s with 400', async (_case, body, message) => {
    await expectRefusedWithoutChange(() => add(body), 400, message);
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add({ title: 'Single class', amount: '$12' }, {}), 401, /sign in/i);
  });
});

describe('blok-price/edit', () => {
  it('updates title and amount, keeps the status, and answers "Price updated"', async () => {
    const price = await priceOf();
    await t.db.update(blockPrices).set({ isActive: false }).where(eq(blockPrices.id, price.id));

    const answer = await edit({ id: price.id, title: '6 live classes', amount: '$58' });

    expect(answer.body).toEqual({ status: true, message: 'Price updated', code: 'price.updated' });
    expect((await stored())[0]).toMatchObject({ title: '6 live classes', amount: '$58', isActive: false });
  });

  it('refuses an unknown id with 404', async () => {
    await priceOf();
    await expectRefusedWithoutChange(() => edit({ id: 999_999, title: 'X', amount: '1' }), 404, 'Price not found');
  });

  it('refuses no id with 400', async () => {
    await priceOf();
    await expectRefusedWithoutChange(() => edit({ title: 'X', amount: '1' }), 400, 'id: id is required');
  });

  it.each(fieldRefusals)('refuses %s with 400', async (_case, body, message) => {
    const price = await priceOf();
    await expectRefusedWithoutChange(() => edit({ id: price.id, ...body }), 400, message);
  });

  it('is a PUT, as the contract says', async () => {
    const price = await priceOf();
    expect((await call(t.app, 'blok-price/edit', { body: { id: price.id, title: 'X', amount: '1' }, token })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const price = await priceOf();
    await expectRefusedWithoutChange(() => edit({ id: price.id, title: 'X', amount: '1' }, {}), 401, /sign in/i);
  });
});

describe('blok-price/view', () => {
  it('answers the price as the contract describes it (the edit form loads it by id first)', async () => {
    const price = await priceOf();

    const answer = await call(t.app, `blok-price/view?id=${price.id}`, { token });

    expect(v.parse(blockPriceViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Price details',
      data: { id: price.id, title: '5 live classes', amount: '$50', is_active: true, created_at: price.createdAt.toISOString(), version: 1 },
    });
  });

  it.each([
    ['an unknown id', 'id=424242', 404, 'Price not found'],
    ['no id', '', 400, 'id: id is required'],
    ['an id that is not a number', 'id=1.5', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, query, status, message) => {
    const answer = await call(t.app, `blok-price/view?${query}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    const price = await priceOf();
    expect((await call(t.app, `blok-price/view?id=${price.id}`)).status).toBe(401);
  });
});

describe('blok-price/status', () => {
  it('deactivates with 0 and activates with 1', async () => {
    const price = await priceOf();

    expect((await call(t.app, `blok-price/status?id=${price.id}&is_active=0`, { token })).body).toEqual({ status: true, message: 'Price deactivated', code: 'price.deactivated' });
    expect((await stored())[0]!.isActive).toBe(false);
    expect((await call(t.app, `blok-price/status?id=${price.id}&is_active=1`, { token })).body).toEqual({ status: true, message: 'Price activated', code: 'price.activated' });
    expect((await stored())[0]!.isActive).toBe(true);
  });

  it.each([
    ['false instead of 0', 'is_active=false'],
    ['no flag', ''],
  ])('refuses %s with 400', async (_case, flag) => {
    const price = await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, `blok-price/status?id=${price.id}&${flag}`, { token }), 400, 'is_active: is_active must be 1 or 0');
  });

  it('refuses an unknown id with 404', async () => {
    await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, 'blok-price/status?id=987654&is_active=1', { token }), 404, 'Price not found');
  });

  it('needs a signed-in admin', async () => {
    const price = await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, `blok-price/status?id=${price.id}&is_active=0`), 401, /sign in/i);
  });
});

describe('blok-price/delete', () => {
  it('deletes the price and answers "Price deleted"', async () => {
    const price = await priceOf();

    const answer = await call(t.app, `blok-price/delete?id=${price.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Price deleted', code: 'price.deleted' });
    expect(await stored()).toEqual([]);
  });

  it('refuses an unknown id with 404', async () => {
    await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, 'blok-price/delete?id=55555', { token }), 404, 'Price not found');
  });

  it('refuses a malformed id with 400', async () => {
    await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, 'blok-price/delete?id=abc', { token }), 400, 'id: id must be a positive whole number');
  });

  it('needs a signed-in admin', async () => {
    const price = await priceOf();
    await expectRefusedWithoutChange(() => call(t.app, `blok-price/delete?id=${price.id}`), 401, /sign in/i);
  });
});
