/**
 * Ingredients (issue #5) in a real Chromium against the built product: a list of two pages made
 * through the API (page, sort, search); add with Enter, the name shown capitalised as it is
 * typed and sent trimmed; a duplicate refused; edit from the row the list hands over (no call
 * needed), after a reload, and on a direct visit (found through ingredients/all); an unknown id
 * says so; delete.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, apiGet, apiJson, eventually, listScreen, openFromSidebar } from '../support/content-e2e';
import { apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const SEEDED = ['basil', 'Garlic', 'olive oil', 'Tomato', 'Parmesan', 'Pine nuts', 'Lemon', 'Sea salt', 'Black pepper', 'Butter', 'Flour', 'Eggs'];

let server: ServerProcess;
let browser: Browser;
let page: Page;
let token: string;
const pageErrors: string[] = [];
const allCalls: string[] = [];
let list: ReturnType<typeof listScreen>;

const nameField = () => page.getByLabel('Name');

beforeAll(async () => {
  server = await startServer();
  token = await apiToken(server);
  for (const name of SEEDED) await apiJson(server, token, 'POST', 'ingredients/add', { name });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => request.url().endsWith('/ingredients/all') && allCalls.push(request.url()));
  list = listScreen(page, 'Ingredients');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('ingredient list', () => {
  it('shows name and actions, newest first, ten to a page, with "Add Ingredient"', async () => {
    await openFromSidebar(page, 'Kitchen', 'Ingredients');
    await page.waitForURL((url) => url.pathname === '/ingredients');
    await list.rowOf('Eggs').waitFor();
    expect(await list.headers()).toEqual(['name', 'actions']);
    expect(await list.rows().count()).toBe(10);
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    expect(await page.getByRole('link', { name: 'Add Ingredient' }).count()).toBe(1);
    expect(await list.rowOf('Eggs').getByRole('button', { name: /view/i }).count()).toBe(0);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/ingredients-list.png` });
  });

  it('pages, sorts by name and searches; names were stored capitalised', async () => {
    await list.pageButton(2).click();
    await eventually(list.summary).toBe('Showing 11–12 of 12');
    await eventually(() => list.rows().allInnerTexts()).toEqual([expect.stringContaining('Garlic'), expect.stringContaining('Basil')]);
    await list.header('Name').getByRole('button').click();
    await eventually(() => list.cell(0, 0)).toBe('Basil');
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    await list.search('Search ingredients').fill('oil');
    await eventually(() => list.rows().count()).toBe(1);
    expect(await list.cell(0, 0)).toBe('Olive oil');
    await list.search('Search ingredients').fill('');
    await eventually(list.summary).toBe('Showing 1–10 of 12');
  });
});

describe('ingredient add, edit, delete', () => {
  // The list as it first opens: the sort above is the tab's remembered view, which a form returns to.
  beforeAll(async () => {
    await page.goto(`${server.url}/ingredients`);
    await list.rows().first().waitFor();
  });

  it('adds with Enter: shown capitalised as typed, sent trimmed', async () => {
    await page.getByRole('link', { name: 'Add Ingredient' }).click();
    await page.waitForURL('**/ingredients/add');
    await page.getByRole('heading', { name: 'Add Ingredients' }).waitFor();
    await nameField().press('Enter');
    await page.getByText('This field is required').waitFor();
    await nameField().pressSequentially('  saffron  ');
    expect(await nameField().inputValue()).toBe('  Saffron  ');
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/ingredients-form-add.png` });
    await nameField().press('Enter');
    await page.getByText('Ingredient added').waitFor();
    await page.waitForURL((url) => url.pathname === '/ingredients');
    await list.rowOf('Saffron').waitFor();
    expect(await list.rowOf('Saffron').locator(DATA_CELL).first().innerText()).toBe('Saffron');
  });

  it('refuses a name that exists in another case, and the form stays usable', async () => {
    await page.getByRole('link', { name: 'Add Ingredient' }).click();
    await nameField().fill('GARLIC');
    await nameField().press('Enter');
    await page.getByText(/already/i).waitFor();
    expect(page.url()).toMatch(/\/ingredients\/add$/);
    await eventually(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    // The refused name is still typed: leaving asks first (issue #15 item 5).
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/ingredients');
  });

  it('edits from the row the list hands over, without a call', async () => {
    allCalls.length = 0;
    await page.getByRole('link', { name: 'Edit Saffron' }).click();
    await page.waitForURL(/\/ingredients\/edit\/\d+$/);
    await page.getByRole('heading', { name: 'Edit Ingredients' }).waitFor();
    await eventually(() => nameField().inputValue()).toBe('Saffron');
    expect(allCalls).toEqual([]);
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/ingredients-form-edit.png` });
  });

  it('still has the row after a reload, and finds it on a direct visit', async () => {
    await page.reload();
    await eventually(() => nameField().inputValue()).toBe('Saffron');
    expect(allCalls).toEqual([]);
    const editUrl = page.url();
    await page.goto(`${server.url}/dashboard`);
    await page.goto(editUrl);
    await eventually(() => nameField().inputValue()).toBe('Saffron');
    expect(allCalls.length).toBe(1);
  });

  it('saves the new name with Enter', async () => {
    await nameField().fill('');
    await nameField().pressSequentially('saffron threads');
    expect(await nameField().inputValue()).toBe('Saffron threads');
    await nameField().press('Enter');
    await page.getByText('Ingredient updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/ingredients');
    await list.rowOf('Saffron threads').waitFor();
    const { data } = await apiGet<{ data: { rows: { name: string }[] } }>(server, token, 'ingredients/all');
    expect(data.rows.map((row) => row.name)).toContain('Saffron threads');
  });

  it('says so when the ingredient does not exist', async () => {
    await page.goto(`${server.url}/ingredients/edit/999999`);
    await page.getByText('This record could not be loaded').waitFor();
    await page.getByText('This ingredient does not exist any more').waitFor();
    // The server answered: the record is gone (or closed to this role), not the server away.
    await page.getByText('It may have been deleted, or your role may not open it.').waitFor();
    expect(await page.getByText('The server could not be reached').count()).toBe(0);
    await page.getByRole('link', { name: 'Back' }).first().click();
    await page.waitForURL((url) => url.pathname === '/ingredients');
  });

  it('deletes after asking', async () => {
    await list.rowOf('Saffron threads').waitFor();
    await page.getByRole('button', { name: 'Delete Saffron threads' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete ingredient?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Ingredient deleted').waitFor();
    await eventually(() => list.rowOf('Saffron threads').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
