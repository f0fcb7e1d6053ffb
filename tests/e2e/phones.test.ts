/**
 * Phones and sticky columns (issue #31 item 5) in a real Chromium against the built product,
 * filled with the demo data (`npm run seed:demo`: every list has rows, the Trash too, with pictures, long
 * e-mails and both states). Every list and every add and edit form at 360, 390, 768, 1024 and
 * 1280 px (the sidebar open at 1280), in English and in Arabic: the page never scrolls sideways;
 * each list's name column (a card's title) is whole on screen and nothing lies over it; below
 * 600 px rows are cards with no pinned column; from 600 px up a table fits its card, so its
 * pinned Actions column covers no other column; the rich-text toolbar stays inside its editor.
 * One server, one browser, one page per language, each page resized rather than reloaded.
 */
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { signInThroughScreen } from '../support/people-e2e';
import { E2E_ADMIN, makeDataDir, removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const WIDTHS = [360, 390, 768, 1024, 1280] as const;
const heightOf = (width: number) => (width < 600 ? 800 : 900);
const LISTS = ['/admin', '/static-page', '/user', '/chef', '/meal', '/class', '/ingredients', '/subscription', '/blok-price', '/subscription-details', '/trash', '/activity'];
/** Areas with an add screen; every area with a form is also edited (its first row's Edit). */
const ADDS = ['/admin', '/user', '/chef', '/meal', '/class', '/ingredients', '/subscription', '/blok-price'];
const EDITS = ['/admin', '/static-page', '/user', '/chef', '/meal', '/class', '/ingredients', '/subscription', '/blok-price'];
/** locale-actor.ts's key (importing it would pull in the toasts' styles). */
const LOCALE_STORAGE_KEY = 'mise.locale';

let server: ServerProcess;
let browser: Browser;
const pages = new Map<string, Page>();
const editPaths: string[] = [];
const pageErrors: string[] = [];

/** The SPA's own move (wouter hears popstate): no reload, so each screen is one route change. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: heightOf(width) });
  // Two frames for the layout, then the sidebar's slide between its modes (a drawer on its way out lies over the page).
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, window: window.innerWidth }));

/** What is wrong with the list on screen: sideways scroll, a hidden or covered name, a pinned column over data. */
function listProblems(page: Page, expectCards: boolean) {
  return page.evaluate((cards) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const table = document.querySelector('table')!;
    const scroller = table.parentElement!;
    const isCards = getComputedStyle(table.querySelector('tbody > tr')!).display === 'grid';
    if (cards && !isCards) problems.push('rows are not cards');
    if (!isCards && getComputedStyle(table.tBodies[0]!).display !== 'table-row-group') problems.push('the table is neither a table nor cards');
    if (!isCards && table.scrollWidth > scroller.clientWidth + 1) problems.push(`the table (${table.scrollWidth} px) is wider than its card (${scroller.clientWidth} px)`);
    const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody > tr:not([aria-hidden])')).slice(0, 3);
    if (rows.length === 0) problems.push('no rows');
    for (const [index, row] of rows.entries()) {
      const title = row.querySelector<HTMLElement>('[data-card="title"]')!;
      title.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = title.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`row ${index + 1}: the name is cut at the window's edge`);
      for (const [x, y] of [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]] as const) {
        const found = document.elementFromPoint(x, y);
        if (!found || !(title.contains(found) || found.contains(title))) problems.push(`row ${index + 1}: something lies over the name at (${Math.round(x)}, ${Math.round(y)}): ${found?.closest('td')?.getAttribute('data-card') ?? found?.tagName}`);
      }
      const actions = row.querySelector<HTMLElement>('[data-card="actions"]');
      if (!actions) continue;
      if (isCards && getComputedStyle(actions).position === 'sticky') problems.push(`row ${index + 1}: a card's actions are pinned`);
      const pinned = actions.getBoundingClientRect();
      for (const cell of Array.from(row.querySelectorAll<HTMLElement>('td')).filter((each) => each !== actions)) {
        const other = cell.getBoundingClientRect();
        const overlap = Math.min(pinned.right, other.right) - Math.max(pinned.left, other.left);
        const sameLine = Math.min(pinned.bottom, other.bottom) - Math.max(pinned.top, other.top);
        if (overlap > 0.5 && sameLine > 0.5) problems.push(`row ${index + 1}: the actions lie over the ${cell.getAttribute('data-column')} column`);
      }
      for (const control of Array.from(actions.querySelectorAll('a, button'))) {
        const each = control.getBoundingClientRect();
        if (each.left < 0 || each.right > width) problems.push(`row ${index + 1}: an action is off screen`);
      }
    }
    return problems;
  }, expectCards);
}

/** What is wrong with the form on screen: sideways scroll, a rich-text toolbar wider than its editor or a control out of it. */
function formProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const toolbar of Array.from(document.querySelectorAll<HTMLElement>('[role="toolbar"]'))) {
      const frame = toolbar.parentElement!.getBoundingClientRect();
      const bar = toolbar.getBoundingClientRect();
      if (bar.left < frame.left - 0.5 || bar.right > frame.right + 0.5) problems.push('the toolbar is wider than its editor');
      for (const control of Array.from(toolbar.querySelectorAll<HTMLElement>('button, select'))) {
        const box = control.getBoundingClientRect();
        if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5) problems.push(`${control.getAttribute('aria-label')} sticks out of the toolbar`);
      }
    }
    return problems;
  });
}

beforeAll(async () => {
  const dataDir = makeDataDir();
  const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed-demo.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`the demo seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  server = await startServer({ dataDir });
  browser = await launchBrowser();
  for (const locale of ['en-US', 'ar'] as const) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInThroughScreen(page, server);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LOCALE_STORAGE_KEY, locale]);
    await page.reload();
    await page.locator(`html[lang="${locale}"]`).waitFor();
    pages.set(locale, page);
  }
  // Each area's first record, for its edit screen.
  const page = pages.get('en-US')!;
  for (const path of EDITS) {
    await go(page, path);
    const edit = page.locator(`tbody tr a[href^="${path}/edit/"]`).first();
    await edit.waitFor();
    editPaths.push((await edit.getAttribute('href'))!);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe.each(['en-US', 'ar'] as const)('%s', (locale) => {
  it('every list at 360, 390, 768, 1024 and 1280 px: no sideways scroll, the name whole and uncovered, cards below 600 px', async () => {
    const page = pages.get(locale)!;
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    const problems: string[] = [];
    for (const [index, path] of LISTS.entries()) {
      await go(page, path);
      await page.locator('tbody tr:not([aria-hidden]) [data-card="title"]').first().waitFor();
      // Up, then down: no resize back between two screens.
      for (const width of index % 2 ? [...WIDTHS].reverse() : WIDTHS) {
        await resize(page, width);
        problems.push(...(await listProblems(page, width < 600)).map((problem) => `${path} at ${width} px: ${problem}`));
      }
      if (path === '/chef' || path === '/admin' || path === '/activity') {
        for (const width of [390, 1280]) {
          await resize(page, width);
          await page.evaluate(() => scrollTo(0, 0));
          await page.screenshot({ path: `${SCREENSHOT_DIR}/phones-${path.slice(1)}-${locale}-${width}.png` });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every add and edit form at the same widths: no sideways scroll, the rich-text toolbar inside its editor', async () => {
    const page = pages.get(locale)!;
    const problems: string[] = [];
    for (const [index, path] of [...ADDS.map((area) => `${area}/add`), ...editPaths].entries()) {
      await go(page, path);
      await page.locator('main form button[type="submit"]').first().waitFor();
      if (path.startsWith('/class') || path.startsWith('/static-page')) await page.locator('[role="toolbar"]').first().waitFor();
      for (const width of index % 2 ? [...WIDTHS].reverse() : WIDTHS) {
        await resize(page, width);
        problems.push(...(await formProblems(page)).map((problem) => `${path} at ${width} px: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    await resize(page, 360);
    await go(page, editPaths.find((path) => path.startsWith('/static-page'))!);
    const toolbar = page.locator('[role="toolbar"]').first();
    await toolbar.waitFor();
    await toolbar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phones-static-page-toolbar-${locale}-360.png` });
  });
});

it('raised no page errors', () => {
  expect(pageErrors).toEqual([]);
});
