/**
 * Meal types (issue #5) in a real Chromium against the built product: a list of two pages made
 * through the API (page, sort, search), add with an icon of any size after the required messages,
 * view, edit, status toggle and delete through the screens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { eventually, listScreen, openFromSidebar } from '../support/content-e2e';
import { apiMultipart, apiToken, pngBlob, signInThroughScreen, waitForToastsToLeave, writePng } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const SEEDED = ['Breakfast', 'Brunch', 'Lunch', 'Dinner', 'Dessert', 'Snack', 'Vegan', 'Vegetarian', 'Gluten free', 'Keto', 'Paleo', 'Seafood'];
const NEW_TYPE = 'Street food';

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let list: ReturnType<typeof listScreen>;

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const [index, name] of SEEDED.entries()) {
    await apiMultipart(server, token, 'meal-icon/add', { meal_type: name, image: pngBlob(48, [60 + index * 12, 150 - index * 5, 90]) });
  }
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  list = listScreen(page, 'Meal types');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('meal-type list', () => {
  it('shows icon, meal type, date, status and actions, newest first, ten to a page', async () => {
    await openFromSidebar(page, 'Kitchen', 'Meal');
    await page.waitForURL((url) => url.pathname === '/meal');
    await list.rowOf('Seafood').waitFor();
    expect(await list.headers()).toEqual(['icon', 'meal type', 'date', 'status', 'actions']);
    expect(await list.rows().count()).toBe(10);
    expect(await list.cell(0, 1)).toBe('Seafood');
    expect(await list.rows().first().locator('img').getAttribute('src')).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);
    expect(await list.rows().first().locator('time').innerText()).toMatch(/^[A-Z][a-z]{2}-\d{2}-\d{4}$/);
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/meals-list.png` });
  });

  it('pages, sorts by meal type both ways and searches', async () => {
    await list.pageButton(2).click();
    await eventually(list.summary).toBe('Showing 11–12 of 12');
    await list.header('Meal type').getByRole('button').click();
    await eventually(() => list.header('Meal type').getAttribute('aria-sort')).toBe('ascending');
    await eventually(() => list.cell(0, 1)).toBe('Breakfast');
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    await list.header('Meal type').getByRole('button').click();
    await eventually(() => list.cell(0, 1)).toBe('Vegetarian');
    await list.search('Search meal types').fill('VEG');
    await eventually(() => list.rows().count()).toBe(2);
    await list.search('Search meal types').fill('nothing like it');
    await page.getByText('No results for “nothing like it”').waitFor();
    await list.search('Search meal types').fill('');
    await eventually(list.summary).toBe('Showing 1–10 of 12');
  });
});

describe('meal-type add, view, edit, toggle, delete', () => {
  // The list as it first opens: the sort above is the tab's remembered view, which a form returns to.
  beforeAll(async () => {
    await page.goto(`${server.url}/meal`);
    await list.rows().first().waitFor();
  });

  it('adds a meal type with a small icon after the required messages', async () => {
    await page.getByRole('link', { name: 'Add meal type' }).first().click();
    await page.waitForURL('**/meal/add');
    await page.getByRole('heading', { name: 'Add meal type' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByText('This field is required').count()).toBe(2);
    // Icons have no minimum size.
    await page.locator('input[type="file"]').setInputFiles(writePng(server, 'street.png', 32, [230, 120, 40]));
    await page.getByRole('img', { name: 'Preview of the image' }).waitFor();
    await page.getByLabel('Meal type', { exact: true }).fill(NEW_TYPE);
    await eventually(() => page.getByText('This field is required').count()).toBe(0);
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/meals-form-add.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Meal type added').waitFor();
    await page.waitForURL((url) => url.pathname === '/meal');
    await eventually(() => list.cell(0, 1)).toBe(NEW_TYPE);
    expect(await list.summary()).toBe('Showing 1–10 of 13');
  });

  it('views the meal type in a modal', async () => {
    await page.getByRole('button', { name: `View ${NEW_TYPE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Meal type details' });
    await dialog.getByText('Currently active').waitFor();
    expect(await dialog.locator('dd').allInnerTexts()).toEqual([NEW_TYPE, 'Yes', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)]);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/meals-view.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('renames it, keeping its icon', async () => {
    await page.getByRole('link', { name: `Edit ${NEW_TYPE}` }).click();
    await page.waitForURL(/\/meal\/edit\/\d+$/);
    await eventually(() => page.getByLabel('Meal type', { exact: true }).inputValue()).toBe(NEW_TYPE);
    expect(await page.getByRole('img', { name: 'Preview of the image' }).getAttribute('src')).toMatch(/^\/api\/v1\/files\//);
    await page.getByLabel('Meal type', { exact: true }).fill('Street food and snacks');
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/meals-form-edit.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Meal type updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/meal');
    await eventually(() => list.cell(0, 1)).toBe('Street food and snacks');
    expect(await list.rows().first().locator('img').count()).toBe(1);
  });

  it('switches it off and on again', async () => {
    const toggle = page.getByRole('switch', { name: 'Active: Street food and snacks' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await eventually(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('deletes it after asking', async () => {
    await page.getByRole('button', { name: 'Delete Street food and snacks' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete meal type?' });
    await question.getByText('Are you sure you want to delete Street food and snacks?').waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Meal type deleted').waitFor();
    await eventually(list.summary).toBe('Showing 1–10 of 12');
    // The pager's count is drawn at once, the rows in the background (src/ui/data-table.tsx).
    await eventually(() => list.rowOf('Street food and snacks').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
