/**
 * Issue #31 item 1: never blank. With the server stopped, opening a form whose chunk cannot load
 * leaves the shell on screen and puts a translated error with Try again in the screen's place;
 * when the server is back on the same address the form appears by itself, without a reload; so
 * does a form whose code was loaded but whose record found no server.
 * A server restarted with a newer build under an open tab makes the tab say "A new version is
 * available", and the next navigation reloads into the new build; a chunk that the new build no
 * longer has reloads the page at the address asked for. Screenshots at 390 and 1280 px, in
 * English and Arabic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiMultipart, apiToken, signInThroughScreen } from '../support/people-e2e';
import { restartableSuite } from '../support/restartable-suite';
import { arAreas } from '../../src/i18n/messages/ar.areas';
import { enUSAreas } from '../../src/i18n/messages/en-US.areas';

type Locale = 'en-US' | 'ar';
const texts = { 'en-US': enUSAreas, ar: arAreas } as const;
const views = [
  { locale: 'en-US', width: 1280 },
  { locale: 'en-US', width: 390 },
  { locale: 'ar', width: 1280 },
  { locale: 'ar', width: 390 },
] as const;

const suite = restartableSuite(async (server) => {
  const token = await apiToken(server);
  await apiMultipart(server, token, 'user/add', { first_name: 'Nora', last_name: 'Blank', email: 'nora.blank@app.test', password: 'Sumac#Fennel2026' });
});

async function signedInPage(locale: Locale, width: number): Promise<Page> {
  const page = await (await suite.browser.newContext({ viewport: { width, height: 820 } })).newPage();
  await signInThroughScreen(page, suite.server);
  await page.evaluate((chosen) => localStorage.setItem('mise.locale', chosen), locale);
  await page.goto(`${suite.server.url}/user`);
  await page.locator('a[href*="/user/edit/"]').first().waitFor();
  // Gone if the page is loaded again: the recovery must happen in this very document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return page;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);
const shot = (page: Page, name: string, locale: Locale, width: number) =>
  page.screenshot({ path: `${SCREENSHOT_DIR}/never-blank-${name}-${locale}-${width}.png` });

describe('the server stopped, then a form opened', () => {
  it('keeps the shell, shows the error with Try again, and shows the form once the server is back, without a reload', async () => {
    const pages = await Promise.all(views.map(({ locale, width }) => signedInPage(locale, width)));
    await suite.server.stop();

    for (const [index, page] of pages.entries()) {
      const { locale, width } = views[index]!;
      await page.locator('a[href*="/user/edit/"]').first().click();
      await page.waitForURL(/\/user\/edit\/\d+$/);
      const failed = page.getByRole('alert').filter({ hasText: texts[locale]['kit.screen.loadFailedTitle'] });
      await failed.waitFor({ timeout: 15_000 });
      await failed.getByRole('button', { name: texts[locale]['kit.list.retry'] }).waitFor();
      // The shell is still there: the top bar at every width, the sidebar where it is not a drawer.
      await page.getByRole('banner').waitFor();
      if (width >= 1024) await page.getByRole('navigation', { name: texts[locale]['shell.nav.label'] }).waitFor();
      await shot(page, 'screen-failed', locale, width);
    }

    // Try again while the server is still away: the error stays, nothing blanks.
    const [english] = pages;
    await english!.getByRole('button', { name: 'Try again' }).click();
    await english!.getByRole('alert').filter({ hasText: 'This page could not be loaded' }).waitFor();
    // Back shows the list (its own error state, not a blank page); Forward the error again.
    await english!.goBack();
    await english!.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await english!.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await english!.goForward();
    await english!.getByRole('alert').filter({ hasText: 'This page could not be loaded' }).waitFor();

    await suite.restart();
    for (const [index, page] of pages.entries()) {
      const { locale, width } = views[index]!;
      await page.getByLabel(texts[locale]['people.field.lastName']).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('alert').filter({ hasText: texts[locale]['kit.screen.loadFailedTitle'] }).count()).toBe(0);
      expect(await sameDocument(page)).toBe(true);
      expect(await navigations(page)).toBe(1);
      await shot(page, 'form-back', locale, width);
    }
    await Promise.all(pages.map((page) => page.context().close()));
  });
});

describe('the server stopped while a loaded form asks for its record', () => {
  it('says the record could not be loaded, then shows it once the server is back, without a reload', async () => {
    const page = await signedInPage('en-US', 1280);
    // The form's code is in the tab already; only its record is asked for.
    await page.locator('a[href*="/user/edit/"]').first().click();
    await page.getByLabel('Last name').waitFor();
    await page.goBack();
    await page.locator('a[href*="/user/edit/"]').first().waitFor();
    await suite.server.stop();

    await page.locator('a[href*="/user/edit/"]').first().click();
    const failed = page.getByRole('alert').filter({ hasText: 'This record could not be loaded' });
    await failed.waitFor({ timeout: 15_000 });
    // No answer is not a deleted record: the form says the server is away and that it will load by itself.
    expect(await failed.innerText()).toContain('The server could not be reached. The form loads by itself as soon as it answers.');
    expect(await failed.innerText()).not.toContain('deleted');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/never-blank-record-failed-en-US-1280.png` });

    await suite.restart();
    await page.getByLabel('Last name').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Last name').inputValue()).toBe('Blank');
    expect(await sameDocument(page)).toBe(true);
    expect(await navigations(page)).toBe(1);
    await page.context().close();
  });
});


describe("a screen's chunk lost on the way while the server answers", () => {
  it('comes back by itself at the same address: fetched again, or the page reloaded once where the browser keeps the failure', async () => {
    const page = await signedInPage('en-US', 1280);
    // One fetch of the form's chunk dropped by the network; browsers that keep a failed module
    // fetch (Chromium up to 150) never ask for it again in this document.
    let dropped = false;
    await page.route(/\/assets\/user-form-screen-[^/]+\.js$/, (route) => (dropped ? route.continue() : ((dropped = true), route.abort('connectionreset'))));
    let pageLoads = 0;
    page.on('request', (request) => request.isNavigationRequest() && (pageLoads += 1));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));

    await page.locator('a[href*="/user/edit/"]').first().click();
    await page.getByLabel('Last name').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Last name').inputValue()).toBe('Blank');
    expect(dropped).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/user\/edit\/\d+$/);
    expect(pageLoads).toBeLessThanOrEqual(1);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

const buildIdOf = (page: Page) => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content);

describe('a rebuilt server under an open tab', () => {
  it('says a new version is available, and the next navigation loads the new build', async () => {
    const pages = await Promise.all(views.map(({ locale, width }) => signedInPage(locale, width)));
    const oldId = await buildIdOf(pages[0]!);
    expect(oldId).toMatch(/^[0-9a-f]{16}$/);

    await suite.restartWithNewerBuild('e2e-newer-build');
    for (const [index, page] of pages.entries()) {
      const { locale, width } = views[index]!;
      // A tab learns of the new build when it gets focus again (or from any call's answer).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.getByRole('status').filter({ hasText: texts[locale]['app.newVersion.available'] }).waitFor();
      expect(await sameDocument(page)).toBe(true);
      await shot(page, 'new-version', locale, width);
    }

    const [english] = pages;
    await english!.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chef' }).click();
    await english!.waitForURL((url) => url.pathname === '/chef');
    await english!.waitForFunction(() => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content === 'e2e-newer-build');
    expect(await sameDocument(english!)).toBe(false);
    await english!.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await english!.getByText('A new version is available').count()).toBe(0);

    // The admin's click on Reload does the same, at the address the tab is on.
    const arabic = pages[2]!;
    await arabic.getByRole('button', { name: arAreas['app.newVersion.reload'] }).click();
    await arabic.waitForFunction(() => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content === 'e2e-newer-build');
    expect(new URL(arabic.url()).pathname).toBe('/user');
    await Promise.all(pages.map((page) => page.context().close()));
  });
});

describe('a chunk gone with a deploy', () => {
  it('reloads the page at the address asked for, into the build the server now serves', async () => {
    // The tab is opened on a copy of the build under another id; then the build itself is served.
    const builtId = readBuildIdOf('dist');
    await suite.restartWithNewerBuild('e2e-newer-build');
    const page = await signedInPage('en-US', 1280);
    expect(await buildIdOf(page)).toBe('e2e-newer-build');
    await suite.restart();
    // The old build's chunk is no longer on the server, as after a deploy, until the page reloads
    // (the copy above has the same chunk names, so the route plays the missing file).
    let gone = true;
    page.on('request', (request) => request.isNavigationRequest() && (gone = false));
    await page.route(/\/assets\/user-form-screen-[^/]+\.js$/, (route) => (gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));

    await page.locator('a[href*="/user/edit/"]').first().click();
    await page.waitForFunction((id) => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content === id, builtId);
    expect(await sameDocument(page)).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/^\/user\/edit\/\d+$/);
    await page.getByLabel('Last name').waitFor();
    await page.context().close();
  });
});

function readBuildIdOf(dist: string): string | undefined {
  return /<meta name="mise-build" content="([^"]+)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
}
