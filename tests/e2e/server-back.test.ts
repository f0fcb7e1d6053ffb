/**
 * Issue #31 items 1 and 4, in Chromium against the built product.
 * Server down: the chef list, the class form and the profile, opened while the server is stopped,
 * each show their error state (the list's, the form's, the screen's when its code could not load);
 * once the server is back on the same address each shows its data by itself, in the same
 * document, without a click or a reload (one watcher of the server for the tab, server-back.ts).
 * A save, Back or Cancel returns to the list view the admin came from (search and sort in the
 * address); a form opened from elsewhere returns to the bare list. The reload into a new version
 * does not ask "Leave site?" over a form with changes (its draft is kept); a reload or a close by
 * the admin still does.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { addChefs, addMealTypes } from '../support/class-e2e';
import { apiAddChef, apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { restartableSuite } from '../support/restartable-suite';

const COOKS = ['Cook 03', 'Cook 01', 'Cook 04', 'Cook 02'];

const suite = restartableSuite(async (server) => {
  const token = await apiToken(server);
  // The class form opens only with a chef and a meal type to offer.
  await addChefs(server, token);
  await addMealTypes(server, token);
  for (const [index, name] of COOKS.entries()) await apiAddChef(server, token, { name, email: `cook${index}@kitchen.test` });
});

async function signedInPage(width = 1280): Promise<Page> {
  const page = await (await suite.browser.newContext({ viewport: { width, height: 820 } })).newPage();
  await signInThroughScreen(page, suite.server);
  return page;
}

/** A move inside the app, as a link does it: no page load. */
const moveTo = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);

/** Marks the document: gone if the page is loaded again, so the recovery must happen in this very document. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/server-back-${name}.png` });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('the server stopped, then a list, the class form and the profile opened', () => {
  it('each shows its error state, then its data once the server is back, without a click or a reload', async () => {
    // The list and the class form have their code in the tab (they were opened before): what fails
    // is their data. The profile's code was never loaded: its screen fails as a whole.
    const list = await signedInPage();
    await list.goto(`${suite.server.url}/chef`);
    await list.getByRole('table', { name: 'Chefs' }).getByText('Cook 01').waitFor();
    await list.goto(`${suite.server.url}/dashboard`);
    const classForm = await signedInPage();
    await classForm.goto(`${suite.server.url}/class/add`);
    await classForm.getByLabel('Name', { exact: true }).waitFor();
    await classForm.goto(`${suite.server.url}/dashboard`);
    const profile = await signedInPage();
    const pages = [list, classForm, profile];
    for (const page of pages) await markDocument(page);

    await suite.server.stop();
    await moveTo(list, '/chef');
    await alert(list, 'This list could not be loaded').waitFor({ timeout: 15_000 });
    await moveTo(classForm, '/class/add');
    await alert(classForm, 'This record could not be loaded').waitFor({ timeout: 15_000 });
    await moveTo(profile, '/edit-profile');
    await alert(profile, 'This page could not be loaded').waitFor({ timeout: 15_000 });
    // The shell stays around each: the sidebar works.
    for (const page of pages) await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await Promise.all([shot(list, 'list-failed-en-US-1280'), shot(classForm, 'class-form-failed-en-US-1280'), shot(profile, 'profile-failed-en-US-1280')]);
    // A while away: each keeps its error state, nothing blanks.
    await list.waitForTimeout(4000);
    expect(await alert(list, 'This list could not be loaded').count()).toBe(1);
    expect(await alert(classForm, 'This record could not be loaded').count()).toBe(1);
    expect(await alert(profile, 'This page could not be loaded').count()).toBe(1);

    await suite.start();
    // No click, no focus, no reload: each screen comes back by itself.
    await list.getByRole('table', { name: 'Chefs' }).getByText('Cook 01').waitFor({ timeout: 20_000 });
    await classForm.getByLabel('Name', { exact: true }).waitFor({ timeout: 20_000 });
    await profile.getByLabel('First name').waitFor({ timeout: 20_000 });
    expect(await profile.getByLabel('First name').inputValue()).toBe('Super');
    expect(await alert(list, 'This list could not be loaded').count()).toBe(0);
    expect(await alert(classForm, 'This record could not be loaded').count()).toBe(0);
    expect(await alert(profile, 'This page could not be loaded').count()).toBe(0);
    for (const page of pages) expect(await sameDocument(page)).toBe(true);
    await Promise.all([shot(list, 'list-back-en-US-1280'), shot(classForm, 'class-form-back-en-US-1280'), shot(profile, 'profile-back-en-US-1280')]);
    await Promise.all(pages.map((page) => page.context().close()));
  });

  it('keeps what was typed in a form when its save found no suite.server, and the form goes on once it is back', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/chef`);
    await page.getByRole('link', { name: 'Edit Cook 03' }).click();
    await page.getByLabel('Phone number').waitFor();
    await page.getByLabel('Phone number').fill('+39 059 000111');
    await markDocument(page);
    await suite.server.stop();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(1500);
    // Refused for want of a server: still the form, with what was typed.
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+39 059 000111');
    await suite.start();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/chef$/, { timeout: 15_000 });
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe('a save, Back and Cancel', () => {
  it('return to the list view the admin came from; a form opened from elsewhere returns to the bare list', async () => {
    const page = await signedInPage();
    const table = page.getByRole('table', { name: 'Chefs' });
    await page.goto(`${suite.server.url}/chef`);
    await table.getByText('Cook 01').waitFor();
    await page.getByRole('searchbox').fill('Cook');
    await expect.poll(() => addressOf(page)).toBe('/chef?search=Cook');
    await table.getByRole('button', { name: /name/i }).click();
    await expect.poll(() => addressOf(page)).toBe('/chef?search=Cook&sort_by=name&order=ASC');
    const view = addressOf(page);

    // Save.
    await page.getByRole('link', { name: 'Edit Cook 02' }).click();
    await page.getByLabel('Phone number').waitFor();
    await page.getByLabel('Phone number').fill('+39 059 123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/chef', { timeout: 15_000 });
    expect(addressOf(page)).toBe(view);
    await expect.poll(() => table.locator('tbody tr td[data-column="name"]').allInnerTexts()).toEqual(['Cook 01', 'Cook 02', 'Cook 03', 'Cook 04']);
    expect(await page.getByRole('searchbox').inputValue()).toBe('Cook');

    // Back, from a form with nothing changed.
    await page.getByRole('link', { name: 'Edit Cook 04' }).click();
    await page.getByLabel('Phone number').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    expect(addressOf(page)).toBe(view);
    await table.getByText('Cook 04').waitFor();
    await waitForToastsToLeave(page);
    await shot(page, 'list-view-after-save-en-US-1280');

    // Opened from elsewhere (another list was the last one shown): the bare list.
    await page.goto(`${suite.server.url}/user`);
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.goto(`${suite.server.url}/chef`);
    await table.getByText('Cook 01').waitFor();
    const editAddress = await page.getByRole('link', { name: 'Edit Cook 01' }).getAttribute('href');
    const fresh = await signedInPage();
    await fresh.goto(`${suite.server.url}${editAddress}`);
    await fresh.getByLabel('Phone number').fill('+39 059 654321');
    await fresh.getByRole('button', { name: 'Save' }).click();
    await fresh.waitForURL((url) => url.pathname === '/chef', { timeout: 15_000 });
    expect(addressOf(fresh)).toBe('/chef');
    await Promise.all([page.context().close(), fresh.context().close()]);
  });
});

describe('a form with changes when the tab reloads for a new version', () => {
  it('reloads without "Leave site?" and offers the draft back; a reload or a close by the admin still asks', async () => {
    const page = await signedInPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto(`${suite.server.url}/chef`);
    await page.getByRole('link', { name: 'Edit Cook 03' }).click();
    await page.getByLabel('Phone number').fill('+39 059 777000');
    await page.waitForTimeout(600);
    // The admin's own reload of a form with changes asks (and the draft is offered after it).
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+39 059 777000');

    await suite.restartWithNewerBuild('e2e-server-back-build');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('status').filter({ hasText: 'A new version is available' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content === 'e2e-server-back-build');
    // The planned reload asked nothing: the draft was kept, and is offered back.
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+39 059 777000');

    // Closing the tab with changes still asks.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload']);
    await page.context().close();
  });
});
