/**
 * Issue #15 item 5, as an admin meets it: a form with changes asks before a link, the browser's
 * Back, a reload or a closed tab takes them away; staying keeps every typed character, leaving
 * drops them (nothing saved); saving, or a form without changes, never asks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { addMealTypes } from '../support/class-e2e';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { apiAddChef, apiToken, signInThroughScreen } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

let server: ServerProcess;
let browser: Browser;
let chefId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = await apiToken(server);
  chefId = await apiAddChef(server, token, { name: 'Dominique Crenn', email: 'dominique@atelier.test', bio: 'San Francisco' });
  // The class form opens only when a meal type exists.
  await addMealTypes(server, token);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

async function signedInPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughScreen(page, server);
  return page;
}

/** The chef list, then the chef's edit page through its row: an entry of the app to go back to. */
async function openChefEditor(page: Page) {
  await page.goto(`${server.url}/chef`);
  await page.getByRole('link', { name: 'Edit Dominique Crenn' }).click();
  await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Dominique Crenn');
}

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const storedBio = async () => {
  const view = await fetch(`${server.url}/api/v1/admin/chef/view?id=${chefId}`, { headers: { authorization: `Bearer ${await apiToken(server)}` } });
  return ((await view.json()) as { data: { bio: string } }).data.bio;
};
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('a form with unsaved changes', () => {
  it('asks before a link leaves it: Stay keeps what was typed, Leave drops it', async () => {
    const page = await signedInPage();
    await openChefEditor(page);
    await page.getByLabel('Bio').fill('Three stars, Atelier Crenn.');

    await sidebarLink(page, 'Chef').click();
    await question(page).waitFor();
    // Stay is the first choice: Enter never throws the changes away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/unsaved-changes.png` });
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Stay' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(`/chef/edit/${chefId}`);
    expect(await page.getByLabel('Bio').inputValue()).toBe('Three stars, Atelier Crenn.');

    // The form's own Back link asks too; Escape stays.
    await page.getByRole('link', { name: 'Back' }).click();
    await question(page).waitFor();
    await page.keyboard.press('Escape');
    await question(page).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Bio').inputValue()).toBe('Three stars, Atelier Crenn.');

    await sidebarLink(page, 'Chef').click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    expect(await storedBio()).toBe('San Francisco');
    // Left: the next moves are free again.
    await sidebarLink(page, 'Dashboard').click();
    await page.waitForURL('**/dashboard');
    expect(await question(page).count()).toBe(0);
    await page.context().close();
  });

  it("asks before the browser's Back: Stay keeps the page and its address, Leave goes back", async () => {
    const page = await signedInPage();
    await openChefEditor(page);
    await page.getByLabel('Name').fill('Dominique Crenn (Atelier)');

    await page.evaluate(() => history.back());
    await question(page).waitFor();
    expect(pathOf(page)).toBe(`/chef/edit/${chefId}`);
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(`/chef/edit/${chefId}`);
    expect(await page.getByLabel('Name').inputValue()).toBe('Dominique Crenn (Atelier)');

    await page.evaluate(() => history.back());
    await question(page).waitFor();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    await page.getByRole('heading', { name: 'Chefs', level: 1 }).waitFor();
    expect(await question(page).count()).toBe(0);
    await page.context().close();
  });

  it('asks before a reload or a closed tab (the browser asks; dismissed, the page stays)', async () => {
    const page = await signedInPage();
    await openChefEditor(page);
    await page.getByLabel('Bio').fill('Poetic culinaria.');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    expect(await page.getByLabel('Bio').inputValue()).toBe('Poetic culinaria.');
    await page.context().close();
  });

  it('never asks once saved, nor when nothing was changed', async () => {
    const page = await signedInPage();
    await openChefEditor(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    // Nothing changed: every way out is open.
    await sidebarLink(page, 'Chef').click();
    await page.waitForURL((url) => url.pathname === '/chef');
    await page.getByRole('link', { name: 'Edit Dominique Crenn' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Dominique Crenn');
    // A change typed and typed back is no change.
    await page.getByLabel('Bio').fill('Changed');
    await page.getByLabel('Bio').fill('San Francisco');
    await page.evaluate(() => history.back());
    await page.waitForURL((url) => url.pathname === '/chef');

    await page.getByRole('link', { name: 'Edit Dominique Crenn' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Dominique Crenn');
    await page.getByLabel('Bio').fill('Atelier Crenn, San Francisco.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    expect(await question(page).count()).toBe(0);
    expect(await storedBio()).toBe('Atelier Crenn, San Francisco.');
    await page.reload();
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it('guards the class form too, and the command palette; in Arabic, right to left', async () => {
    const page = await signedInPage();
    await page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
    await page.goto(`${server.url}/class/add`);
    const name = page.getByLabel('الاسم', { exact: true });
    await name.waitFor();
    await name.fill('Fresh pasta');
    // The palette moves through the router too: it asks as a link does.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('crenn');
    await page.getByRole('listbox').getByRole('option', { name: /Dominique Crenn/ }).waitFor();
    await page.keyboard.press('Enter');
    const arabicQuestion = page.getByRole('alertdialog', { name: 'المغادرة دون حفظ؟' });
    await arabicQuestion.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/unsaved-changes-rtl.png` });
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'البقاء' }).click();
    expect(pathOf(page)).toBe('/class/add');
    expect(await name.inputValue()).toBe('Fresh pasta');
    await page.getByRole('link', { name: 'لوحة المعلومات', exact: true }).click();
    await page.getByRole('button', { name: 'المغادرة دون حفظ' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
