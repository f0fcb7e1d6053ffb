/**
 * Issue #31 item 7, Label in Name: axe with every rule it has, the experimental ones included
 * (label-content-name-mismatch, WCAG 2.5.3, is one) and the AAA contrast rule too
 * (color-contrast-enhanced, 7:1, see tests/support/axe.ts), finds no serious or critical
 * violation on any screen, in English and in Arabic. Signed out: the login, register, password recovery (the e-mail, the OTP read from the
 * outbox, the new password) and set-password screens, a refused link and a refused password.
 * Signed in: the dashboard, the profile and change-password screens, the not-found screen, and
 * for every area its list, a record's view, the delete question, the add and edit forms; then the
 * account menu, the theme panel, the command palette, a bulk selection and a refused form. Each test gathers its findings by screen
 * and compares them once, so a failure names every screen at fault (with a screenshot of each).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { outboxFiles, waitForOtp } from './account-support';
import { axeProblems } from '../support/axe';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { addLookups, apiAddClass } from '../support/class-e2e';
import { apiGet, apiJson, subscribe } from '../support/content-e2e';
import { apiMultipart, apiToken, pngBlob, signInThroughScreen } from '../support/people-e2e';
import { E2E_ADMIN, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

/** locale-actor.ts's key (importing it would pull in the toasts' styles). */
const LOCALE_STORAGE_KEY = 'mise.locale';
const LOCALES = ['en-US', 'ar'] as const satisfies readonly Locale[];

/** Every list; the areas with a form have add and edit screens, those with a view a modal. */
const AREAS: ReadonlyArray<{ path: string; add?: boolean; view?: boolean; delete?: boolean }> = [
  { path: '/admin', add: true, view: true, delete: true },
  { path: '/static-page', add: false, view: true },
  { path: '/user', add: true, view: true },
  { path: '/chef', add: true, view: true },
  { path: '/meal', add: true, view: true },
  { path: '/class', add: true, view: true },
  { path: '/ingredients', add: true },
  { path: '/subscription', add: true, view: true },
  { path: '/blok-price', add: true, delete: true },
  { path: '/subscription-details' },
  { path: '/activity' },
];

let server: ServerProcess;
let browser: Browser;
let signedIn: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** The screen has drawn itself: its heading is there, and no skeleton or busy table is left. */
async function settled(target: Page) {
  await target.waitForFunction(() => {
    if (!document.querySelector('h1')) return false;
    return !document.querySelector('[data-skeleton], table[aria-busy="true"], [role="status"][data-skeleton]');
  });
  // Fonts and a last paint: axe reads the drawn page (colours, sizes), not one mid-layout.
  await target.evaluate(() => document.fonts.ready);
}

async function check(target: Page, found: Record<string, string[]>, screen: string, locale: Locale) {
  await settled(target);
  const problems = await axeProblems(target);
  if (problems.length > 0) {
    found[screen] = problems;
    await target.screenshot({ path: `${SCREENSHOT_DIR}/axe-every-screen-${locale}-${screen.replace(/[^a-z0-9]+/gi, '-')}.png` });
  }
}

/**
 * Goes to a signed-in screen the way the sidebar does (the router hears history.pushState), with
 * no reload: the shell stays, only the screen changes. Waits until the heading shown before is gone.
 */
async function visit(target: Page, path: string) {
  await target.evaluate((to) => {
    const before = document.querySelector('h1');
    before?.setAttribute('data-left', before.textContent ?? '');
    history.pushState(null, '', to);
  }, path);
  await target.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && heading.getAttribute('data-left') !== heading.textContent;
  });
}

/** A dialog (modal, confirmation, palette, panel) is open and has finished appearing. */
async function dialogOpen(target: Page) {
  await target.locator('dialog[open], [role="dialog"], [role="alertdialog"]').first().waitFor();
  await target.waitForTimeout(250);
}

async function closeDialog(target: Page) {
  await target.keyboard.press('Escape');
  await target.locator('dialog[open], [role="dialog"], [role="alertdialog"]').first().waitFor({ state: 'detached' });
}

const firstRow = (target: Page) => target.locator('table tbody tr:not([aria-hidden])').first();

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  // A record of every kind, so each list has rows and each edit form a record to load.
  const roles = await apiGet<{ data: { rows: Array<{ id: number; role: string }> } }>(server, token, 'sub-admin/admin-role');
  await apiMultipart(server, token, 'sub-admin/add', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@brigade.test', admin_role_id: String(roles.data.rows.find((row) => row.role === 'Support')!.id) });
  await apiMultipart(server, token, 'user/add', { first_name: 'Nora', last_name: 'Ephron', email: 'nora@app.test', password: 'Sumac#Fennel2026', image: pngBlob(128, [90, 140, 200]) });
  const lookups = await addLookups(server, token);
  await apiAddClass(server, token, {
    name: 'Fresh pasta from scratch',
    chef_id: String(Object.values(lookups.chefs)[0]),
    meal_icon_id: [String(lookups.mealTypes.Dinner)],
    description: '<p>Flour, eggs and <strong>patience</strong>.</p>',
    image: pngBlob(120, [200, 120, 60]),
  });
  await apiJson(server, token, 'POST', 'subscription/add', { title: 'Monthly', display_amount: '30/month', amount: '30.00', timeframe: 1 });
  await apiJson(server, token, 'POST', 'blok-price/add', { title: 'Ten classes', amount: '250 USD' });
  await subscribe(server, 'reader@mail.test', '10.3.0.1');
  browser = await launchBrowser();
  signedIn = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  page = await signedIn.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInThroughScreen(page, server);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('axe with every rule, experimental ones included', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the signed-out screens, the recovery steps included`, async () => {
      const guestContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      await guestContext.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LOCALE_STORAGE_KEY, locale]);
      const guest = await guestContext.newPage();
      guest.on('pageerror', (error) => pageErrors.push(error.message));
      const found: Record<string, string[]> = {};
      for (const path of ['/login', '/register', '/forgot-password', '/set-Password/bm90/YXJlYWw']) {
        await guest.goto(`${server.url}${path}`);
        await check(guest, found, path, locale);
      }
      // The made-up link refused on the screen, and a wrong password refused on the login screen.
      await guest.locator('input[type="password"]').nth(0).fill('Tamarind!Quay2026');
      await guest.locator('input[type="password"]').nth(1).fill('Tamarind!Quay2026');
      await guest.locator('button[type="submit"]').click();
      await guest.getByRole('alert').first().waitFor();
      await check(guest, found, '/set-Password refused', locale);
      await guest.goto(`${server.url}/login`);
      await guest.locator('input[name="email"]').fill(E2E_ADMIN.email);
      await guest.locator('input[type="password"]').fill('Not-the-password#1');
      await guest.locator('button[type="submit"]').click();
      await guest.getByRole('alert').first().waitFor();
      await check(guest, found, '/login refused', locale);
      // The recovery's later steps open only on the way: the e-mail, then the OTP from the outbox.
      await guest.goto(`${server.url}/forgot-password`);
      await settled(guest);
      const seen = await outboxFiles(server.dataDir);
      await guest.locator('input[name="email"]').fill(E2E_ADMIN.email);
      await guest.locator('button[type="submit"]').click();
      await guest.waitForURL('**/otp');
      await check(guest, found, '/otp', locale);
      await guest.locator('input[name="otp"]').fill(await waitForOtp(server.dataDir, E2E_ADMIN.email, seen));
      await guest.locator('button[type="submit"]').click();
      await guest.waitForURL('**/reset-password');
      await check(guest, found, '/reset-password', locale);
      await guestContext.close();
      expect(found).toEqual({});
    });

    it(`${locale}: the dashboard, the account screens and the not-found screen`, async () => {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LOCALE_STORAGE_KEY, locale]);
      const found: Record<string, string[]> = {};
      // One load in the language; from then on the screens change as the sidebar changes them.
      await page.goto(`${server.url}/dashboard`);
      await check(page, found, '/dashboard', locale);
      for (const path of ['/edit-profile', '/change-password', '/no-such-screen']) {
        await visit(page, path);
        await check(page, found, path, locale);
      }
      expect(found).toEqual({});
    });

    for (const area of AREAS) {
      it(`${locale}: ${area.path}, its list${area.view ? ', a record\'s view' : ''}${area.delete ? ', the delete question' : ''}${area.add ? ', the add and edit forms' : ''}`, async () => {
        const found: Record<string, string[]> = {};
        await visit(page, area.path);
        await firstRow(page).waitFor();
        await check(page, found, area.path, locale);
        const actions = firstRow(page).locator('td:last-child');
        if (area.view) {
          await actions.locator('button').first().click();
          await dialogOpen(page);
          await check(page, found, `${area.path} view`, locale);
          await closeDialog(page);
        }
        if (area.delete) {
          await actions.locator('button').last().click();
          await dialogOpen(page);
          await check(page, found, `${area.path} delete`, locale);
          await closeDialog(page);
        }
        const edit = await actions.locator('a[href*="/edit/"]').first().getAttribute('href', { timeout: 1000 }).catch(() => null);
        if (area.add) {
          await visit(page, `${area.path}/add`);
          await check(page, found, `${area.path}/add`, locale);
        }
        if (edit) {
          // From the add screen, the same form component: a fresh load, so nothing carries over.
          await page.goto(`${server.url}${edit}`);
          await page.locator('form input:not([type="hidden"]), form [contenteditable="true"]').first().waitFor();
          await check(page, found, `${area.path}/edit`, locale);
        }
        expect(found).toEqual({});
      });
    }

    it(`${locale}: the top bar's menu and dialogs, a refused form and a bulk selection`, async () => {
      const found: Record<string, string[]> = {};
      await visit(page, '/chef');
      await firstRow(page).waitFor();
      // A row chosen: the bulk bar shows.
      await firstRow(page).locator('input[type="checkbox"]').check();
      await check(page, found, '/chef selection', locale);
      await firstRow(page).locator('input[type="checkbox"]').uncheck();
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.locator('[role="menu"] [role="menuitem"]').first().waitFor();
      await check(page, found, 'account menu', locale);
      await page.keyboard.press('Escape');
      await page.locator('button[aria-haspopup="dialog"][aria-expanded]').first().click();
      await dialogOpen(page);
      await check(page, found, 'theme panel', locale);
      await closeDialog(page);
      await page.keyboard.press('Control+k');
      await dialogOpen(page);
      await page.keyboard.type('Mass');
      await page.locator('[role="option"]').first().waitFor();
      await check(page, found, 'command palette', locale);
      await closeDialog(page);
      // An empty form sent: every field says what is wrong.
      await visit(page, '/chef/add');
      await settled(page);
      await page.locator('form button[type="submit"]').click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await check(page, found, '/chef/add refused', locale);
      expect(found).toEqual({});
    });
  }

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
