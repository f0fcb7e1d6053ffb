/**
 * The mailing list: the public POST /api/v1/public/subscribe (no token; e-mail checked; the same
 * success for an address already there, in any case, with nothing added; rate-limited per client
 * address) and the admin's read-only list auth/subscribed-email/list. Paging and sorting of the
 * list are in content-lists.test.ts.
 */
import { asc, count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_SUBSCRIBE_PATH, subscribedEmailListResponse } from '../../areas/subscribed-emails/subscribed-email-contract';
import { SUBSCRIBE_PER_ADDRESS } from '../../server/content/subscribe-limits';
import { rateLimits } from '../../server/db/schema';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { expectRefusedWithoutChange as expectRefused } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { insertSubscribers, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(subscribedEmails);
  await t.db.delete(rateLimits);
});

let lastIp = 0;
/** A client address no earlier test has used, so each test starts with its whole allowance. */
const freshIp = () => `198.51.100.${(lastIp += 1)}`;

/** Moves the clock to the start of the next rate-limit window, so the test has a whole window. */
const nextWindow = () => t.clock.advance(SUBSCRIBE_PER_ADDRESS.windowMs - (t.clock.now().getTime() % SUBSCRIBE_PER_ADDRESS.windowMs));

const subscribe = (body: unknown, ip = freshIp(), options: { token?: string } = {}) => call(t.app, PUBLIC_SUBSCRIBE_PATH, { body, ip, ...options });
const emails = async () => (await t.db.select({ email: subscribedEmails.email }).from(subscribedEmails).orderBy(asc(subscribedEmails.id))).map((row) => row.email);

/** Only the list matters here: a refused subscribe still counts against its address's allowance. */
const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [subscribedEmails], run, status, message);

describe('POST /api/v1/public/subscribe', () => {
  it('adds the address, trimmed and lower-cased, without any token', async () => {
    const answer = await subscribe({ email: '  Maya.Patel@Example.COM ' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Thank you for subscribing', code: 'subscriber.thanks' });
    expect(await emails()).toEqual(['maya.patel@example.com']);
  });

  it('ignores a token: it is the same public call for anyone', async () => {
    expect((await subscribe({ email: 'a@example.com' }, freshIp(), { token: 'not-a-session' })).status).toBe(200);
  });

  it.each([
    ['the same address', 'maya@example.com'],
    ['the same address in other letters case', 'MAYA@Example.com'],
    ['the same address with spaces around it', '  maya@example.com  '],
  ])('answers the same success for %s, adding nothing', async (_case, email) => {
    await subscribe({ email: 'maya@example.com' });
    const [before] = await t.db.select().from(subscribedEmails);

    const again = await subscribe({ email });

    expect(again.body).toEqual({ status: true, message: 'Thank you for subscribing', code: 'subscriber.thanks' });
    expect(await t.db.select().from(subscribedEmails)).toEqual([before]);
  });

  it.each<[string, unknown, string]>([
    ['no e-mail', {}, 'email: This field is required'],
    ['a whitespace-only e-mail', { email: '   ' }, 'email: This field is required'],
    ['an address without @', { email: 'maya.example.com' }, 'email: Please enter valid email'],
    ['an address with a space inside', { email: 'maya patel@example.com' }, 'email: Please enter valid email'],
    ['an address over 254 characters', { email: `${'m'.repeat(250)}@example.com` }, 'email: Please enter valid email'],
    ['an e-mail that is not text', { email: ['maya@example.com'] }, 'email: This field is required'],
  ])('refuses %s with 400, adding nothing', async (_case, body, message) => {
    await expectRefusedWithoutChange(() => subscribe(body), 400, message);
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefusedWithoutChange(() => subscribe('email=maya@example.com'), 400, 'Request body must be valid JSON');
  });

  it('refuses a body over 64 KB with 413', async () => {
    await expectRefusedWithoutChange(() => subscribe({ email: 'maya@example.com', padding: 'x'.repeat(70_000) }), 413, 'Request body is too large');
  });

  it('answers 429 once an address has used its attempts in the window, valid or not, and adds nothing', async () => {
    nextWindow();
    const ip = freshIp();
    for (let attempt = 0; attempt < SUBSCRIBE_PER_ADDRESS.maxAttempts; attempt += 1) {
      const answer = await subscribe({ email: attempt % 2 ? `reader${attempt}@example.com` : 'not-an-address' }, ip);
      expect(answer.status).toBe(attempt % 2 ? 200 : 400);
    }
    const [listed] = await t.db.select({ n: count() }).from(subscribedEmails);

    const blocked = await subscribe({ email: 'one-more@example.com' }, ip);

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ status: false, message: 'Too many attempts. Try again in 15 minutes.', code: 'account.too_many_attempts', values: { minutes: 15 } });
    expect(Number(blocked.headers.get('retry-after'))).toBe(SUBSCRIBE_PER_ADDRESS.windowMs / 1000);
    expect((await t.db.select({ n: count() }).from(subscribedEmails))[0]).toEqual(listed);
  });

  it('limits each address on its own, and lets it in again in the next window', async () => {
    nextWindow();
    const ip = freshIp();
    for (let attempt = 0; attempt < SUBSCRIBE_PER_ADDRESS.maxAttempts; attempt += 1) await subscribe({ email: `r${attempt}@example.com` }, ip);
    expect((await subscribe({ email: 'late@example.com' }, ip)).status).toBe(429);

    expect((await subscribe({ email: 'elsewhere@example.com' }, freshIp())).status).toBe(200);
    t.clock.advance(SUBSCRIBE_PER_ADDRESS.windowMs);
    expect((await subscribe({ email: 'late@example.com' }, ip)).status).toBe(200);
    expect(await emails()).toEqual(expect.arrayContaining(['elsewhere@example.com', 'late@example.com']));
  });

  it('is a POST only', async () => {
    expect((await call(t.app, PUBLIC_SUBSCRIBE_PATH)).status).toBe(404);
  });
});

describe('auth/subscribed-email/list', () => {
  it('answers each address with the date it subscribed, newest first', async () => {
    const [older, newer] = await insertSubscribers(t.db, [
      { email: 'older@example.com', createdAt: new Date('2026-03-01T10:00:00Z') },
      { email: 'newer@example.com', createdAt: new Date('2026-04-01T10:00:00Z') },
    ]);

    const answer = await call(t.app, 'auth/subscribed-email/list', { body: {}, token });

    expect(v.parse(subscribedEmailListResponse, answer.body)).toEqual({
      status: true,
      message: 'Subscribed email list',
      data: {
        rows: [
          { email: 'newer@example.com', created_at: newer!.createdAt.toISOString() },
          { email: 'older@example.com', created_at: older!.createdAt.toISOString() },
        ],
        count: 2,
      },
    });
  });

  it('shows an address added by the public call', async () => {
    await subscribe({ email: 'fresh@example.org' });
    const answer = await call(t.app, 'auth/subscribed-email/list', { body: {}, token });
    expect(v.parse(subscribedEmailListResponse, answer.body).data.rows.map((row) => row.email)).toEqual(['fresh@example.org']);
  });

  it('honours a search, though the screen has no search box', async () => {
    await insertSubscribers(t.db, [{ email: 'ana@example.com' }, { email: 'ben@example.org' }]);
    const answer = await call(t.app, 'auth/subscribed-email/list', { body: { search: 'EXAMPLE.ORG' }, token });
    expect(v.parse(subscribedEmailListResponse, answer.body).data).toEqual({ rows: [expect.objectContaining({ email: 'ben@example.org' })], count: 1 });
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, 'auth/subscribed-email/list', { body: {} })).status).toBe(401);
  });
});
