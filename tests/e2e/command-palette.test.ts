/**
 * Issue #15 item 6, as an admin meets it: Ctrl+K opens the palette anywhere in the signed-in
 * shell; typing filters the pages and finds records across areas through the server; arrows and
 * Enter alone open a record's edit screen or an add screen; the ARIA combobox pattern holds; the
 * top bar's button opens it too; Arabic is laid out right to left; axe finds nothing serious.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { apiMultipart, apiToken, signInThroughScreen } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = await apiToken(server);
  await apiMultipart(server, token, 'chef/add', { name: 'Massimo Bottura', email: 'massimo@osteria.it' });
  await apiMultipart(server, token, 'chef/add', { name: 'Dominique Crenn', email: 'dominique@atelier.test' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and go to' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages and records' });
const activeOption = async (page: Page) => {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  return id === null ? null : page.locator(`[id="${id}"]`);
};

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a chef through the server and opens its edit screen with arrows and Enter', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughScreen(page, server);
    // The shortcut belongs to the shell: once its top bar is drawn.
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => palette(page).isVisible()).toBe(true);
    // The input has the focus: the admin types at once.
    expect(await combobox(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.type('bottura');
    const records = palette(page).getByRole('group', { name: 'Records' });
    await records.getByRole('option', { name: /Massimo Bottura/ }).waitFor();
    expect(await records.getByRole('option').count()).toBe(1);
    await expect.poll(() => palette(page).getByRole('status').textContent()).toBe('1 record found.');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/command-palette-record.png` });
    expect(await axeProblems(page)).toEqual([]);

    // No page is called "bottura": the record is the first and highlighted option.
    expect(await (await activeOption(page))!.textContent()).toContain('Massimo Bottura');
    expect(await (await activeOption(page))!.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chef\/edit\/\d+$/);
    expect(await palette(page).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Massimo Bottura');
    await context.close();
  });

  it('goes to an add screen with arrows only, and Escape closes without going anywhere', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughScreen(page, server);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.type('add c');
    const pages = palette(page).getByRole('group', { name: 'Pages' });
    // "Add chef" and "Add class" match; the arrows move between them and wrap around.
    expect(await pages.getByRole('option').allTextContents()).toEqual([expect.stringContaining('Add chef'), expect.stringContaining('Add class')]);
    expect(await (await activeOption(page))!.textContent()).toContain('Add chef');
    await page.keyboard.press('ArrowDown');
    expect(await (await activeOption(page))!.textContent()).toContain('Add class');
    await page.keyboard.press('ArrowDown');
    expect(await (await activeOption(page))!.textContent()).toContain('Add chef');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/class/add');

    await page.keyboard.press('Control+k');
    await page.keyboard.type('nothing like this');
    await expect.poll(() => palette(page).getByRole('status').textContent()).toBe('Nothing matches “nothing like this”.');
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/class/add');
    await context.close();
  });

  it('is laid out right to left in Arabic', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughScreen(page, server);
    await page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
    await page.reload();
    await page.getByRole('navigation').first().waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'البحث والانتقال' });
    await dialog.waitFor();
    await page.keyboard.type('crenn');
    await dialog.getByRole('option', { name: /Dominique Crenn/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/command-palette-rtl.png` });
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });
});
