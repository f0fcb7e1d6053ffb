/**
 * The subscription-plan group (spec section 7 "Subscription plans"): add, edit, view and delete
 * (JSON), with their refusals. Amounts are exact decimals answered as text. Lists are in
 * content-lists.test.ts. After every refused call the table is as it was.
 */
import { refusal } from '../support/answers';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionViewResponse } from '../../areas/subscriptions/subscription-contract';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { expectRefusedWithoutChange as expectRefused } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { insertPlans, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(subscriptionPlans);
});

const PLAN = { title: 'Home Cook Annual', display_amount: '15/month', amount: '180', timeframe: 12 };

const add = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'subscription/add', { body, ...options });
const edit = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'subscription/edit', { body, method: 'PUT', ...options });
const stored = () => t.db.select().from(subscriptionPlans);
const planOf = async () => (await insertPlans(t.db, [{ title: 'Taster', displayAmount: '9.99/month', amount: '9.99', timeframe: 1 }]))[0]!;
const without = (key: keyof typeof PLAN) => Object.fromEntries(Object.entries(PLAN).filter(([name]) => name !== key));

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [subscriptionPlans], run, status, message);

/** Refusals every plan form shares, add and edit alike. */
const fieldRefusals: Array<[string, Record<string, unknown>, string]> = [
  ['no title', without('title'), 'title: This field is required'],
  ['a whitespace-only title', { ...PLAN, title: '   ' }, 'title: This field is required'],
  ['no display amount', without('display_amount'), 'display_amount: This field is required'],
  ['a whitespace-only display amount', { ...PLAN, display_amount: ' \t' }, 'display_amount: This field is required'],
  ['no amount', without('amount'), 'amount: This field is required'],
  ['a whitespace-only amount', { ...PLAN, amount: '  ' }, 'amount: This field is required'],
  ['an amount that is not a number', { ...PLAN, amount: 'ten' }, 'amount: Please enter a valid amount'],
  ['a negative amount', { ...PLAN, amount: '-5' }, 'amount: Please enter a valid amount'],
  ['an amount with three decimals', { ...PLAN, amount: '1.234' }, 'amount: Please enter a valid amount'],
  ['no timeframe', without('timeframe'), 'timeframe: This field is required'],
  ['a whitespace-only timeframe', { ...PLAN, timeframe: ' ' }, 'timeframe: This field is required'],
  ['a timeframe of 0 months', { ...PLAN, timeframe: 0 }, 'timeframe: Please enter a whole number of months'],
  ['a timeframe of 1.5 months', { ...PLAN, timeframe: 1.5 }, 'timeframe: Please enter a whole number of months'],
  ['a timeframe in words', { ...PLAN, timeframe: 'twelve' }, 'timeframe: Please enter a whole number of months'],
];

describe('subscription/add', () => {
  it('adds the plan, trimmed, and answers "Plan added"', async () => {
    const answer = await add({ ...PLAN, title: '  Home Cook Annual ', display_amount: ' 15/month ' });

    expect(answer.body).toEqual({ status: true, message: 'Plan added', code: 'plan.added' });
    expect(await stored()).toEqual([
      expect.objectContaining({ title: 'Home Cook Annual', displayAmount: '15/month', amount: '180.00', timeframe: 12 }),
    ]);
  });

  it('takes amount and timeframe as numbers or as text', async () => {
    expect((await add({ ...PLAN, amount: 49.5, timeframe: '6' })).status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ amount: '49.50', timeframe: 6 })]);
  });

  it('keeps an amount exact, with no binary rounding', async () => {
    await add({ ...PLAN, amount: '9999999999.99' });
    expect((await stored())[0]!.amount).toBe('9999999999.99');
  });

  it.each(fieldRefusals)('refuses %s with 400', async (_case, body, message) => {
    await expectRefusedWithoutChange(() => add(body), 400, message);
  });

  it('needs a signed-in admin', async () => {
    await expectRefusedWithoutChange(() => add(PLAN, {}), 401, /sign in/i);
  });
});

describe('subscription/edit', () => {
  it('updates every field and answers "Plan updated"', async () => {
    const plan = await planOf();

    const answer = await edit({ id: plan.id, ...PLAN });

    expect(answer.body).toEqual({ status: true, message: 'Plan updated', code: 'plan.updated' });
    expect((await stored())[0]).toMatchObject({ id: plan.id, title: 'Home Cook Annual', displayAmount: '15/month', amount: '180.00', timeframe: 12 });
  });

  it('refuses an unknown id with 404', async () => {
    await planOf();
    await expectRefusedWithoutChange(() => edit({ id: 999_999, ...PLAN }), 404, 'Plan not found');
  });

  it.each([
    ['no id', PLAN, 'id: id is required'],
    ['an id that is not a number', { id: 'one', ...PLAN }, 'id: id must be a positive whole number'],
  ])('refuses %s with 400', async (_case, body, message) => {
    await planOf();
    await expectRefusedWithoutChange(() => edit(body), 400, message);
  });

  it.each(fieldRefusals)('refuses %s with 400', async (_case, body, message) => {
    const plan = await planOf();
    await expectRefusedWithoutChange(() => edit({ id: plan.id, ...body }), 400, message);
  });

  it('is a PUT, as the contract says', async () => {
    const plan = await planOf();
    expect((await call(t.app, 'subscription/edit', { body: { id: plan.id, ...PLAN }, token })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const plan = await planOf();
    await expectRefusedWithoutChange(() => edit({ id: plan.id, ...PLAN }, {}), 401, /sign in/i);
  });
});

describe('subscription/view', () => {
  it('answers the plan as the contract describes it, the amount as exact text', async () => {
    const plan = await planOf();

    const answer = await call(t.app, `subscription/view?id=${plan.id}`, { token });

    expect(v.parse(subscriptionViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Plan details',
      data: { id: plan.id, title: 'Taster', amount: '9.99', display_amount: '9.99/month', timeframe: 1, created_at: plan.createdAt.toISOString(), version: 1 },
    });
  });

  it.each([
    ['an unknown id', 'id=424242', 404, 'Plan not found'],
    ['no id', '', 400, 'id: id is required'],
    ['an id that is not a number', 'id=abc', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, query, status, message) => {
    const answer = await call(t.app, `subscription/view?${query}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    const plan = await planOf();
    expect((await call(t.app, `subscription/view?id=${plan.id}`)).status).toBe(401);
  });
});

describe('subscription/delete', () => {
  it('deletes the plan and answers "Plan deleted"', async () => {
    const plan = await planOf();

    const answer = await call(t.app, `subscription/delete?id=${plan.id}`, { token });

    expect(answer.body).toEqual({ status: true, message: 'Plan deleted', code: 'plan.deleted' });
    expect(await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id))).toEqual([]);
  });

  it('refuses an unknown id with 404', async () => {
    await planOf();
    await expectRefusedWithoutChange(() => call(t.app, 'subscription/delete?id=55555', { token }), 404, 'Plan not found');
  });

  it('refuses a malformed id with 400', async () => {
    await planOf();
    await expectRefusedWithoutChange(() => call(t.app, 'subscription/delete?id=-3', { token }), 400, 'id: id must be a positive whole number');
  });

  it('needs a signed-in admin', async () => {
    const plan = await planOf();
    await expectRefusedWithoutChange(() => call(t.app, `subscription/delete?id=${plan.id}`), 401, /sign in/i);
  });
});
