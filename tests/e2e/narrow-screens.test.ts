/**
 * Narrow screens, right to left and long translations (issue #13 items 4 and 5) in a real
 * Chromium against the built product. At 1440, 1280, 1024, 768 and 390 px, in English and in
 * Arabic, three representative lists (chefs with pictures, classes with their progress column,
 * block prices) keep the first row's actions inside the window and the page never scrolls
 * sideways (screenshots of each). Below 1280 px the sidebar starts mini without touching the
 * admin's stored choice; below 768 px it is a drawer opened from the top bar that a keyboard
 * and a screen reader can use. Data keeps its own direction inside Arabic cells and messages;
 * the Spanish theme panel and the French and Spanish sidebar fit their longer texts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { APPEARANCE_STORAGE_KEY } from '../../src/theme/appearance-key';
import { axeProblems } from '../support/axe';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { allTexts as texts } from '../support/catalogues';
import { addLookups, apiAddClass } from '../support/class-e2e';
import { apiJson, eventually } from '../support/content-e2e';
import { apiMultipart, apiToken, pngBlob, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const WIDTHS = [1440, 1280, 1024, 768, 390] as const;
const heightOf = (width: number) => (width === 390 ? 844 : width === 768 ? 1024 : 720);
const LISTS = [
  { name: 'chefs', path: '/chef' },
  { name: 'classes', path: '/class' },
  { name: 'block-prices', path: '/blok-price' },
] as const;
/** The examples: a title that starts with a number, an amount that starts with a sign. */
const MIXED_TITLE = '5 live classes';
const MIXED_AMOUNT = '$49.99 per block';

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const text = (locale: Locale, id: string) => texts[locale][id]!;
/** locale-actor.ts's key (importing it would pull in the toasts' styles). */
const LOCALE_STORAGE_KEY = 'mise.locale';
const menuButton = () => page.locator('button[aria-controls="app-sidebar"]');
const sidebar = () => page.locator('#app-sidebar');

async function useLocale(locale: Locale) {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LOCALE_STORAGE_KEY, locale]);
}

async function openList(path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('table tbody tr td:last-child a, table tbody tr td:last-child button').first().waitFor();
}

/** The boxes of the first row's action controls, and the window's width. */
const firstRowActions = () =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('table tbody tr:first-child td:last-child :is(a, button)')).map((control) => {
      const box = control.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    }),
  );
const pageWidths = () =>
  page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));

async function snap(name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** Where a character of an element's text is drawn, from the left edge of the window. */
const charLeft = (selector: string, needle: string) =>
  page.evaluate(
    ([s, n]) => {
      const element = Array.from(document.querySelectorAll(s!)).find((each) => each.textContent!.includes(n!))!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(n!);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`no ${n} in ${s}`);
    },
    [selector, needle],
  );

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const [index, name] of ['Dominique Crenn', 'Yotam Ottolenghi', 'Nadiya Hussain'].entries()) {
    const email = `${name.toLowerCase().replace(/ /g, '.')}@kitchen.test`;
    await apiMultipart(server, token, 'chef/add', { name, email, phone_number: `+1 555 03${index}`, bio: `${name} teaches.`, image: pngBlob(128, [60 + index * 40, 120, 150]) });
  }
  const lookups = await addLookups(server, token);
  const chefIds = Object.values(lookups.chefs);
  for (const [index, name] of ['Fresh pasta from scratch', 'Knife skills for busy weeknights'].entries()) {
    await apiAddClass(server, token, {
      name,
      chef_id: String(chefIds[index % chefIds.length]),
      meal_icon_id: [String(lookups.mealTypes.Dinner)],
      image: pngBlob(120, [200 - index * 40, 120, 60]),
    });
  }
  await apiJson(server, token, 'POST', 'blok-price/add', { title: 'Ten classes', amount: '250 USD' });
  await apiJson(server, token, 'POST', 'blok-price/add', { title: MIXED_TITLE, amount: MIXED_AMOUNT });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInThroughScreen(page, server);
  await waitForToastsToLeave(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('lists at five widths, in English and Arabic', () => {
  for (const locale of ['en-US', 'ar'] as const) {
    for (const width of WIDTHS) {
      it(`${locale} at ${width} px: the first row's actions are on screen and the page never scrolls sideways`, async () => {
        await page.setViewportSize({ width, height: heightOf(width) });
        await useLocale(locale);
        for (const list of LISTS) {
          await openList(list.path);
          await snap(`narrow-${list.name}-${locale}-${width}`);
          const actions = await firstRowActions();
          expect(actions.length).toBeGreaterThan(0);
          for (const box of actions) {
            expect(box.left, `${list.name}: an action starts off screen`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${list.name}: an action ends off screen`).toBeLessThanOrEqual(width);
          }
          expect(await pageWidths(), list.name).toEqual({ scrollWidth: width, viewport: width });
        }
      });
    }
  }
});

describe('every list area', () => {
  const AREAS = ['/admin', '/static-page', '/user', '/chef', '/meal', '/class', '/ingredients', '/subscription', '/blok-price', '/subscription-details', '/activity'];
  for (const width of [1024, 390]) {
    it(`at ${width} px in Arabic never scrolls the page sideways, with or without rows`, async () => {
      await page.setViewportSize({ width, height: heightOf(width) });
      await useLocale('ar');
      for (const path of AREAS) {
        await page.goto(`${server.url}${path}`);
        await page.locator('table tbody tr:not([aria-hidden])').first().waitFor();
        expect(await pageWidths(), path).toEqual({ scrollWidth: width, viewport: width });
      }
      // The activity log's filters wrap under its search in a narrow, right-to-left page.
      await snap(`narrow-activity-ar-${width}`);
    });
  }
});

describe('the sidebar on narrower screens', () => {
  it('starts mini below 1280 px and full above, without storing anything', async () => {
    await useLocale('en-US');
    await page.evaluate((key) => localStorage.removeItem(key), APPEARANCE_STORAGE_KEY);
    await page.setViewportSize({ width: 1024, height: 720 });
    await openList('/chef');
    await eventually(async () => Math.round((await sidebar().boundingBox())!.width)).toBe(80);
    await page.setViewportSize({ width: 1440, height: 900 });
    await eventually(async () => Math.round((await sidebar().boundingBox())!.width)).toBe(270);
    expect(await page.evaluate((key) => localStorage.getItem(key), APPEARANCE_STORAGE_KEY)).toBeNull();
  });

  it('below 768 px is a drawer: the top bar button opens it, Escape closes it and focus comes back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList('/chef');
    const button = menuButton();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar().isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await eventually(() => button.getAttribute('aria-expanded')).toBe('true');
    // Once slid in, it lies along the left edge, inside the window.
    await eventually(async () => Math.round((await sidebar().boundingBox())!.x)).toBe(0);
    expect((await sidebar().boundingBox())!.width).toBeLessThanOrEqual(390);
    // Focus moves into the drawer, on its first link.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#app-sidebar')))).toBe(true);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/narrow-drawer-en-US-390.png` });
    // The page behind is out of reach while the drawer covers it; axe finds nothing serious.
    expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await eventually(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('app-sidebar');
    // Hidden once it has slid away.
    await eventually(() => sidebar().isVisible()).toBe(false);
  });

  it('below 768 px the drawer closes on its backdrop, and after following one of its links', async () => {
    await menuButton().click();
    await eventually(() => menuButton().getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(380, 600);
    await eventually(() => menuButton().getAttribute('aria-expanded')).toBe('false');
    await menuButton().click();
    await sidebar().getByRole('link', { name: 'User', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    await eventually(() => menuButton().getAttribute('aria-expanded')).toBe('false');
    await eventually(() => sidebar().isVisible()).toBe(false);
  });

  it('below 768 px with the toolbar hidden, a floating menu button still opens the drawer', async () => {
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ toolbar: false })), APPEARANCE_STORAGE_KEY);
    await openList('/chef');
    // No top bar: its language picker is gone; one menu button is left.
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await menuButton().count()).toBe(1);
    await menuButton().click();
    await eventually(() => menuButton().getAttribute('aria-expanded')).toBe('true');
    await eventually(async () => Math.round((await sidebar().boundingBox())!.x)).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/narrow-drawer-no-toolbar-en-US-390.png` });
    await page.keyboard.press('Escape');
    await eventually(() => menuButton().getAttribute('aria-expanded')).toBe('false');
    await page.evaluate((key) => localStorage.removeItem(key), APPEARANCE_STORAGE_KEY);
  });

  it('in Arabic the drawer slides in from the right edge, on screen', async () => {
    await useLocale('ar');
    await openList('/chef');
    await menuButton().click();
    await eventually(async () => Math.round((await sidebar().boundingBox())!.x + (await sidebar().boundingBox())!.width)).toBe(390);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/narrow-drawer-ar-390.png` });
    await page.keyboard.press('Escape');
  });
});

describe('mixed-direction data in Arabic', () => {
  it('a title that starts with a number and an amount that starts with a sign read left to right in their cells', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useLocale('ar');
    await openList('/blok-price');
    // Isolated, "5 live classes" keeps the 5 before (left of) "live"; not isolated it reads "live classes 5".
    expect(await charLeft('td', '5 live')).toBeLessThan(await charLeft('td', 'live'));
    expect(await charLeft('td', '$')).toBeLessThan(await charLeft('td', 'per'));
  });

  it('the delete question keeps the amount it names in its own direction', async () => {
    const row = page.locator('tbody tr', { hasText: MIXED_TITLE });
    await row.locator('td:last-child button').last().click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/narrow-delete-question-ar.png` });
    expect(await charLeft('[role="alertdialog"] p, dialog p', '$')).toBeLessThan(await charLeft('[role="alertdialog"] p, dialog p', 'per'));
    await page.keyboard.press('Escape');
  });
});

describe('long translations', () => {
  for (const locale of ['fr', 'es'] as const) {
    it(`${locale}: every sidebar label is shown whole`, async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await useLocale(locale);
      // Each group opens on its own routes: the Kitchen's and the Subscriptions' entries are shown in turn.
      for (const path of ['/class', '/subscription-details']) {
        await page.goto(`${server.url}${path}`);
        await sidebar().locator('a[aria-current="page"]').waitFor();
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll('#app-sidebar nav :is(a, button) span'))
            .filter((label) => label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
        expect(cut, path).toEqual([]);
      }
      await snap(`narrow-sidebar-${locale}`);
    });
  }

  it('es: the theme panel keeps Done on screen and every badge inside its card', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: heightOf(width) });
      await useLocale('es');
      await openList('/chef');
      await page.getByRole('button', { name: text('es', 'appearance.open'), exact: true }).click();
      const panel = page.getByRole('dialog', { name: text('es', 'appearance.title') });
      await panel.waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/narrow-theme-panel-es-${width}.png` });
      const done = (await panel.getByRole('button', { name: text('es', 'appearance.done'), exact: true }).boundingBox())!;
      expect(done.x).toBeGreaterThanOrEqual(0);
      expect(done.x + done.width).toBeLessThanOrEqual(width);
      expect(done.y + done.height).toBeLessThanOrEqual(heightOf(width));
      const escaping = await page.evaluate(() =>
        Array.from(document.querySelectorAll('dialog label > span')).flatMap((card) => {
          const outer = card.getBoundingClientRect();
          return Array.from(card.querySelectorAll('span'))
            .filter((inner) => {
              const box = inner.getBoundingClientRect();
              return box.width > 0 && (box.left < outer.left - 0.5 || box.right > outer.right + 0.5);
            })
            .map((inner) => inner.textContent);
        }),
      );
      expect(escaping).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
