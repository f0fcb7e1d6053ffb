/**
 * Issue #31 item 2 in a real Chromium against the built product: a record opened in a new tab of
 * a signed-in browser (Ctrl+click on a row's Edit, `window.open`) shows signed in without typing;
 * signing out in one tab signs out all; closing the last tab still ends the session; a signed-out
 * visit to a record returns to it after sign-in, and `next` never leaves the origin.
 * Screenshots at 390 and 1280 px, in English and Arabic.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { SCREENSHOT_DIR } from '../support/browser';
import { allTexts as texts } from '../support/catalogues';
import { apiAddChef, apiToken } from '../support/people-e2e';
import { E2E_ADMIN } from '../support/server-process';
import { serverAndBrowser } from '../support/server-and-browser';

const CHEF = { name: 'Massimo Bottura', email: 'massimo@tabs.test', bio: 'Three stars in Modena.' };
const WIDTHS = [390, 1280] as const;

let chefId: number;
const suite = serverAndBrowser({}, async (server) => {
  chefId = await apiAddChef(server, await apiToken(server), CHEF);
});
const pageErrors: string[] = [];

const text = (locale: Locale, id: string) => texts[locale][id]!;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const editPath = () => `/chef/edit/${chefId}`;

async function newContext(options: { width?: number; locale?: Locale } = {}): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: { width: options.width ?? 1280, height: 860 } });
  // The chosen language, as the picker keeps it (the script also runs on about:blank, which has no storage).
  if (options.locale) await context.addInitScript((locale) => location.protocol.startsWith('http') && localStorage.setItem('mise.locale', locale), options.locale);
  context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error.message)));
  return context;
}

async function signIn(page: Page, locale: Locale = 'en-US') {
  await page.getByLabel(text(locale, 'auth.login.email'), { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel(text(locale, 'auth.login.password'), { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: text(locale, 'auth.login.submit'), exact: true }).click();
}

/** The chef's edit form, filled from the server (so the tab's calls are signed in). */
async function expectEditForm(page: Page, locale: Locale = 'en-US') {
  await page.waitForURL(`**${editPath()}`);
  const name = page.getByRole('textbox', { name: text(locale, 'people.field.name'), exact: true });
  await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe(CHEF.name);
}

async function signedInPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/login`);
  await signIn(page);
  await page.waitForURL('**/dashboard');
  return page;
}


describe('a new tab of a signed-in browser', () => {
  let context: BrowserContext;
  let first: Page;
  const opened: Page[] = [];

  beforeAll(async () => {
    context = await newContext();
    first = await signedInPage(context);
  });
  afterAll(() => context?.close());

  it("opens a row's Edit with Ctrl+click signed in, on the record's form", async () => {
    await first.goto(`${suite.server.url}/chef`);
    const edit = first.getByRole('link', { name: `Edit ${CHEF.name}` });
    const [tab] = await Promise.all([context.waitForEvent('page'), edit.click({ modifiers: ['Control'] })]);
    opened.push(tab!);
    await expectEditForm(tab!);
    // The list stays where it was in the first tab.
    expect(pathOf(first)).toBe('/chef');
    await tab!.screenshot({ path: `${SCREENSHOT_DIR}/tabs-ctrl-click-edit-1280.png` });
  });

  // A window.open with an opener gets a copy of the opener's session storage from Chromium itself;
  // with `noopener`, like a pasted link, the new tab starts empty and needs the handover.
  it.each([
    ['window.open', (path: string) => void window.open(path)],
    ["window.open with 'noopener'", (path: string) => void window.open(path, '_blank', 'noopener')],
  ])('opens a record with %s signed in', async (_, open) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), first.evaluate(open, editPath())]);
    opened.push(tab!);
    await expectEditForm(tab!);
    // The session came over in session storage, never in local storage.
    expect(await tab!.evaluate(() => sessionStorage.getItem('mise.session'))).toContain('accessToken');
    expect(await tab!.evaluate(() => JSON.stringify(localStorage))).not.toContain('accessToken');
  });

  it('opens a link pasted into a new tab signed in', async () => {
    const tab = await context.newPage();
    opened.push(tab);
    await tab.setViewportSize({ width: 390, height: 860 });
    await tab.goto(`${suite.server.url}${editPath()}`);
    await expectEditForm(tab);
    await tab.screenshot({ path: `${SCREENSHOT_DIR}/tabs-pasted-link-390.png` });
  });

  it('opens a link pasted into a new tab signed in while the signed-in tab is busy', async () => {
    // The signed-in tab's page is busy for 1.5 s (a long list drawn, a slow machine): its answer
    // comes late, and the new tab, which knows a tab is signed in, waits for it.
    await first.evaluate(() => {
      setTimeout(() => {
        const end = performance.now() + 1_500;
        while (performance.now() < end);
      }, 20);
    });
    const tab = await context.newPage();
    opened.push(tab);
    await tab.goto(`${suite.server.url}${editPath()}`);
    await expectEditForm(tab);
  });

  it('signs out every tab when one signs out', async () => {
    const [signingOut, ...others] = opened;
    await signingOut!.getByRole('button', { name: /account menu/ }).hover();
    await signingOut!.getByRole('menuitem', { name: 'Sign out' }).click();
    await signingOut!.waitForURL('**/login');
    for (const tab of [first, ...others]) {
      await tab.waitForURL('**/login');
      await tab.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await tab.evaluate(() => sessionStorage.getItem('mise.session'))).toBeNull();
    }
    await first.screenshot({ path: `${SCREENSHOT_DIR}/tabs-signed-out-elsewhere-1280.png` });
  });

  it('starts signed out once the last signed-in tab is closed', async () => {
    const only = await signedInPage(context);
    for (const page of context.pages()) if (page !== only) await page.close();
    await only.close();
    const fresh = await context.newPage();
    await fresh.goto(`${suite.server.url}${editPath()}`);
    await fresh.waitForURL('**/login?**');
    await fresh.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('shows the sign-in to a new tab without waiting when no tab is signed in', async () => {
    // Time is held still in the new tab: no timer runs, so the sign-in it shows was not a wait
    // for an answer running out; the browser said no tab is signed in.
    const held = await context.newPage();
    await held.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await held.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await held.goto(`${suite.server.url}${editPath()}`);
    await held.waitForURL('**/login?**');
    await held.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});

describe('a signed-out link to a record', () => {
  for (const locale of ['en-US', 'ar'] as const) {
    for (const width of WIDTHS) {
      it(`returns to the record after sign-in (${locale}, ${width} px)`, async () => {
        const context = await newContext({ width, locale });
        try {
          const page = await context.newPage();
          await page.goto(`${suite.server.url}${editPath()}`);
          await page.waitForURL('**/login?**');
          expect(new URL(page.url()).searchParams.get('next')).toBe(editPath());
          await page.getByRole('button', { name: text(locale, 'auth.login.submit'), exact: true }).waitFor();
          await page.screenshot({ path: `${SCREENSHOT_DIR}/tabs-deep-link-login-${locale}-${width}.png` });
          await signIn(page, locale);
          await expectEditForm(page, locale);
          await page.screenshot({ path: `${SCREENSHOT_DIR}/tabs-deep-link-record-${locale}-${width}.png` });
        } finally {
          await context.close();
        }
      });
    }
  }

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/chef', '/%2F/evil.example', 'javascript:alert(1)'])(
    'refuses next=%s and goes to /dashboard, never leaving the origin',
    async (next) => {
      const context = await newContext();
      try {
        const page = await context.newPage();
        const foreign: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith(suite.server.url)) foreign.push(request.url());
        });
        await page.goto(`${suite.server.url}/login?next=${encodeURIComponent(next)}`);
        await signIn(page);
        await page.waitForURL('**/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        expect(new URL(page.url()).origin).toBe(new URL(suite.server.url).origin);
        expect(foreign).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('threw no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
