/**
 * The static-page group (spec section 7 "Static pages"): the four seeded pages, view and edit with
 * their refusals; the seed at every start adds them once and never over an admin's edits.
 * Sanitising is in content-static-page-xss.test.ts; lists in content-lists.test.ts.
 */
import { refusal } from '../support/answers';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPageListResponse, staticPageViewResponse } from '../../areas/static-pages/static-page-contract';
import { sanitiseHtml } from '../../server/content/sanitise-html';
import { STARTER_PAGES } from '../../server/content/starter-pages';
import { staticPages } from '../../areas/static-pages/server/tables';
import { seed } from '../../server/db/seed';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { expectRefusedWithoutChange as expectRefused } from '../support/api-people-requests';
import { call, type Answer } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
});
afterAll(() => t.close());

const pages = () => t.db.select().from(staticPages).orderBy(asc(staticPages.id));
const pageBySlug = async (slug: string) => (await t.db.select().from(staticPages).where(eq(staticPages.slug, slug)))[0]!;
const edit = (body: unknown, options: { token?: string } = { token }) => call(t.app, 'auth/static-content/edit', { body, method: 'PUT', ...options });

const expectRefusedWithoutChange = (run: () => Promise<Answer>, status: number, message: string | RegExp) =>
  expectRefused(t, [staticPages], run, status, message);

describe('the seeded pages', () => {
  it('are the four pages of DESIGN.md section 6, listed by the list call', async () => {
    const answer = await call(t.app, 'auth/static-content/list', { body: { sort_by: 'title', order: 'ASC' }, token });
    const { rows, count } = v.parse(staticPageListResponse, answer.body).data;
    expect(answer.body.message).toBe('Page list');
    expect(count).toBe(4);
    expect(rows.map((page) => page.title)).toEqual(['About us', 'FAQ', 'Privacy policy', 'Terms and conditions']);
  });

  it('have real starter text that the sanitiser keeps as it is', async () => {
    for (const page of STARTER_PAGES) {
      expect(page.content.length).toBeGreaterThan(400);
      expect((await sanitiseHtml(page.content)).html).toBe(page.content);
    }
  });

  it('are added once: seeding again adds nothing and keeps what admins changed', async () => {
    const faq = await pageBySlug('faq');
    expect((await edit({ id: faq.id, title: 'Questions', content: '<p>Ask us anything.</p>' })).status).toBe(200);
    const before = await pages();

    await seed(t.db, { email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD });

    expect(await pages()).toEqual(before);
    expect(await pageBySlug('faq')).toMatchObject({ title: 'Questions', content: '<p>Ask us anything.</p>' });
  });
});

describe('auth/view-static-content/{id}', () => {
  it('answers the page as the contract describes it, the id in the path', async () => {
    const about = await pageBySlug('about-us');

    const answer = await call(t.app, `auth/view-static-content/${about.id}`, { token });

    expect(v.parse(staticPageViewResponse, answer.body)).toEqual({
      status: true,
      message: 'Page details',
      data: { id: about.id, title: 'About us', content: about.content, created_at: about.createdAt.toISOString(), version: 1 },
    });
  });

  it.each([
    ['an unknown id', '424242', 404, 'Page not found'],
    ['an id that is not a number', 'about-us', 400, 'id: id must be a positive whole number'],
  ])('refuses %s', async (_case, id, status, message) => {
    const answer = await call(t.app, `auth/view-static-content/${id}`, { token });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(refusal(message));
  });

  it('needs a signed-in admin', async () => {
    expect((await call(t.app, `auth/view-static-content/${(await pageBySlug('faq')).id}`)).status).toBe(401);
  });
});

describe('auth/static-content/edit', () => {
  it('saves title and content, trimmed, answers "Page updated" with the page as stored', async () => {
    const privacy = await pageBySlug('privacy-policy');

    const answer = await edit({ id: privacy.id, title: '  Privacy notice ', content: '<p>We keep <strong>nothing</strong> we do not need.</p>' });

    expect(answer.body).toEqual({
      status: true,
      message: 'Page updated',
      code: 'page.updated',
      data: { id: privacy.id, title: 'Privacy notice', content: '<p>We keep <strong>nothing</strong> we do not need.</p>', created_at: privacy.createdAt.toISOString(), version: 2 },
    });
    expect(await pageBySlug('privacy-policy')).toMatchObject({ title: 'Privacy notice', slug: 'privacy-policy' });
  });

  it('takes the id as text too', async () => {
    const terms = await pageBySlug('terms-and-conditions');
    expect((await edit({ id: String(terms.id), title: 'Terms', content: '<p>Be kind.</p>' })).status).toBe(200);
  });

  it.each<[string, (id: number) => unknown, string]>([
    ['no id', () => ({ title: 'T', content: '<p>x</p>' }), 'id: id is required'],
    ['an id that is not a number', () => ({ id: 'faq', title: 'T', content: '<p>x</p>' }), 'id: id must be a positive whole number'],
    ['no title', (id) => ({ id, content: '<p>x</p>' }), 'title: This field is required'],
    ['a whitespace-only title', (id) => ({ id, title: '   ', content: '<p>x</p>' }), 'title: This field is required'],
    ['an over-long title', (id) => ({ id, title: 't'.repeat(151), content: '<p>x</p>' }), 'title: Must be at most 150 characters'],
    ['no content', (id) => ({ id, title: 'T' }), 'content: This field is required'],
    ['empty content', (id) => ({ id, title: 'T', content: '' }), 'content: This field is required'],
    ['the editor’s empty value', (id) => ({ id, title: 'T', content: '<p></p>' }), 'content: This field is required'],
    ['content of spaces only', (id) => ({ id, title: 'T', content: '<p>&nbsp; </p><p> </p>' }), 'content: This field is required'],
    ['content over 200,000 characters', (id) => ({ id, title: 'T', content: `<p>${'x'.repeat(200_000)}</p>` }), 'content: The page is too long'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const faq = await pageBySlug('faq');
    await expectRefusedWithoutChange(() => edit(body(faq.id)), 400, message);
  });

  it('refuses an unknown id with 404', async () => {
    await expectRefusedWithoutChange(() => edit({ id: 999_999, title: 'T', content: '<p>x</p>' }), 404, 'Page not found');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const faq = await pageBySlug('faq');
    await expectRefusedWithoutChange(() => edit({ id: faq.id, title: 'T', content: '"'.repeat(600_000) }), 413, 'Request body is too large');
  });

  it('is a PUT, as the contract says', async () => {
    const faq = await pageBySlug('faq');
    expect((await call(t.app, 'auth/static-content/edit', { body: { id: faq.id, title: 'T', content: '<p>x</p>' }, token })).status).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const faq = await pageBySlug('faq');
    await expectRefusedWithoutChange(() => edit({ id: faq.id, title: 'T', content: '<p>x</p>' }, {}), 401, /sign in/i);
  });
});
