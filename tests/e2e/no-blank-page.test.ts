/**
 * Issue 11, item 3: no blank page. The login page fetches the signed-in shell and the screens'
 * texts while idle, so after a sign-in the sidebar is on screen without one blank frame; a reload
 * of a signed-in route draws a skeleton of the shell until its chunk arrives, and a lazy screen a
 * skeleton of the page until its own chunk does. While a skeleton is up the footer is left out, so
 * the page coming in moves nothing on screen (Lighthouse's layout shift on /class/add), nor does
 * a list's row count arriving with its first page move the toolbar (/chef); and a page
 * that shows no toast draws no toast host, whose style sheet would restyle it after it drew.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { E2E_ADMIN } from '../support/server-process';
import { serverAndBrowser } from '../support/server-and-browser';
import { quietNetwork } from '../support/quiet-network';

const suite = serverAndBrowser();


const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Holds the answers to requests matching `pattern` until `release()` is called. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

/** Starts counting animation frames in which the app's root shows nothing. */
const watchForBlankFrames = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as { blankFrames: number; watching: boolean };
    win.blankFrames = 0;
    win.watching = true;
    const sample = () => {
      const root = document.getElementById('root')!;
      const drawn = root.getBoundingClientRect().height > 0 && root.querySelector('*') !== null;
      if (!drawn) win.blankFrames += 1;
      if (win.watching) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

const blankFrames = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as { blankFrames: number; watching: boolean };
    win.watching = false;
    return win.blankFrames;
  });

describe('after sign-in', () => {
  it('has fetched the shell while the login page was idle, and shows the sidebar with no blank frame', async () => {
    const page = await (await suite.browser.newContext({ viewport: { width: 1366, height: 820 } })).newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The idle preload: the shell's chunk and the screens' texts (the language's second part,
    // src/i18n/second-parts/), before anyone signs in.
    const shellChunk = page.waitForRequest(/\/assets\/signed-in-shell-[^/]+\.js$/);
    const areaTexts = page.waitForRequest(/\/assets\/en-US-[^/]+\.js$/);
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await Promise.all([shellChunk, areaTexts]);
    await quietNetwork(page);
    expect(requested.some((path) => path.endsWith('/auth/login'))).toBe(false);

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await watchForBlankFrames(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await sidebar(page).waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    expect(await blankFrames(page)).toBe(0);
    await page.context().close();
  });
});

describe('while a chunk loads', () => {
  /** Signed in through the form, the dashboard drawn; a phone's window is Lighthouse's. */
  async function signedInPage(viewport = { width: 1366, height: 820 }): Promise<Page> {
    const page = await (await suite.browser.newContext({ viewport })).newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }
  const PHONE = { width: 412, height: 823 };

  it('a reload of a signed-in route shows the skeleton of the shell until the shell arrives', async () => {
    const page = await signedInPage();
    // A reload revalidates index.html; the hashed chunks come from the cache unless it is bypassed.
    await page.context().route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }));
    const shell = await hold(page, /\/assets\/signed-in-shell-[^/]+\.js$/);
    await page.reload({ waitUntil: 'commit' });

    await page.locator('[data-skeleton="shell"]').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/no-blank-shell-skeleton.png` });

    shell.release();
    await sidebar(page).waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.locator('[data-skeleton]').count()).toBe(0);
    await page.context().close();
  });

  it('a lazy screen shows a skeleton of the page inside the shell until its chunk arrives', async () => {
    const page = await signedInPage();
    const screen = await hold(page, /\/assets\/chef-list-screen-[^/]+\.js$/);
    await sidebar(page).getByRole('link', { name: 'Chef', exact: true }).click();

    await page.locator('[data-skeleton="page"]').waitFor();
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(screen.held).toHaveLength(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/no-blank-page-skeleton.png` });

    screen.release();
    await page.getByRole('heading', { name: 'Chef', level: 1 }).waitFor();
    expect(await page.locator('[data-skeleton="page"]').count()).toBe(0);
    await page.context().close();
  });

  it('leaves the footer out while a form loads, so nothing on screen moves when the form comes', async () => {
    // A phone's window (Lighthouse's): the form's skeleton is shorter than the form, and the
    // footer of a short page sits at the window's bottom, where the form would push it from.
    const page = await signedInPage(PHONE);
    const lookups = await hold(page, /\/chef\/list-chef/);
    await page.goto(`${suite.server.url}/class/add`);

    await page.locator('[data-skeleton="form"]').waitFor();
    expect(await page.locator('footer').isVisible()).toBe(false);
    lookups.release();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await expect.poll(() => page.locator('footer').count()).toBe(1);
    expect(await page.locator('footer').isVisible()).toBe(true);

    // Every layout shift since the page loaded, with the elements that moved.
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[];
            resolve(entries.map((entry) => ({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '?') })));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 1000);
        }),
    );
    expect(shifts.flatMap((shift) => shift.moved)).not.toContain('FOOTER');
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });

  it("moves nothing in a list's toolbar when the row count arrives with the first page", async () => {
    const page = await signedInPage(PHONE);
    const firstPage = await hold(page, /\/chef\/list\b/);
    await page.goto(`${suite.server.url}/chef`);
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.waitFor();
    await expect.poll(() => firstPage.held.length).toBeGreaterThan(0);
    expect(await page.getByText(/\d+ chefs?$/).count()).toBe(0);
    firstPage.release();
    await page.getByText(/\d+ chefs?$/).waitFor();

    // The shifts since the page loaded whose moved elements hold the export button (its group).
    const toolbarShifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.includes('Export CSV'))!;
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[];
            resolve(entries.flatMap((entry) => entry.sources.filter((source) => source.node?.contains(button)).map((source) => `${source.node!.nodeName} ${entry.value}`)));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 1000);
        }),
    );
    expect(toolbarShifts).toEqual([]);
    await page.context().close();
  });

  it("keeps an empty list's columns and the footer in place when the skeleton rows leave, and its message in view", async () => {
    // No app user yet: the list's skeleton rows give way to its empty state. Ten skeleton rows
    // put the footer below the window; the short empty state would pull it up into view.
    const page = await signedInPage(PHONE);
    await page.goto(`${suite.server.url}/user`);
    await page.getByText('No users yet').waitFor();
    const moved = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[];
            const named = entries.flatMap((entry) => entry.sources.map((source) => source.node).filter((node) => node instanceof Element));
            resolve(named.filter((node) => node.nodeName === 'TH' || node.closest('footer')).map((node) => `${node.nodeName} ${node.textContent ?? ''}`));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 1000);
        }),
    );
    expect(moved).toEqual([]);

    // The columns keep their widths, so the table scrolls sideways; its message stays in the window.
    const inWindow = async (what: ReturnType<typeof page.getByText>) => {
      const box = (await what.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE.width;
    };
    expect(await inWindow(page.getByText('No users yet'))).toBe(true);
    expect(await inWindow(page.getByRole('table').getByRole('link', { name: 'Add user' }))).toBe(true);
    await page.context().close();
  });

  it('draws no toast host on a page that shows no toast: its style sheet would restyle the page after it drew', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/chef`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Chef', level: 1 }).waitFor();
    await quietNetwork(page);
    await page.waitForTimeout(500);
    // react-hot-toast's styles live in goober's <style id="_goober">.
    expect(await page.locator('style#_goober').count()).toBe(0);
    await page.context().close();
  });
});
