/**
 * Block prices ("Blok price", issue #5) in a real Chromium against the built product: a list of
 * two pages made through the API (page, sort, search), the green check / red cross status that
 * toggles, add with the spec's messages, edit (loaded by id), and delete with the spec's question
 * about the amount.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, apiJson, eventually, listScreen, openFromSidebar } from '../support/content-e2e';
import { apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const SEEDED = Array.from({ length: 12 }, (_, index) => ({ title: `Block of ${index + 1} classes`, amount: `${(index + 1) * 20} USD` }));
const NEW_PRICE = { title: 'Weekend intensive', amount: '499 USD' };

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let list: ReturnType<typeof listScreen>;

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const price of SEEDED) await apiJson(server, token, 'POST', 'blok-price/add', price);
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  list = listScreen(page, 'Blok price');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('block-price list', () => {
  it('shows Title, Amount, Date, Status and Action, newest first, ten to a page', async () => {
    await openFromSidebar(page, 'Subscriptions', 'Blok price');
    await page.waitForURL((url) => url.pathname === '/blok-price');
    await list.rowOf('Block of 12 classes').waitFor();
    expect(await list.headers()).toEqual(['title', 'amount', 'date', 'status', 'action']);
    expect(await list.rows().count()).toBe(10);
    expect(await list.cell(0, 0)).toBe('Block of 12 classes');
    expect(await list.cell(0, 1)).toBe('240 USD');
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    expect(await page.getByRole('link', { name: 'Add Blok Price' }).count()).toBe(1);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/block-prices-list.png` });
  });

  it('pages, sorts by title and searches', async () => {
    await list.pageButton(2).click();
    await eventually(list.summary).toBe('Showing 11–12 of 12');
    await list.header('Title').getByRole('button').click();
    await eventually(() => list.header('Title').getAttribute('aria-sort')).toBe('ascending');
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    await eventually(() => list.cell(0, 0)).toBe('Block of 1 classes');
    await list.search('Search block prices').fill('of 7');
    await eventually(() => list.rows().count()).toBe(1);
    expect(await list.cell(0, 1)).toBe('140 USD');
    await list.search('Search block prices').fill('');
    await eventually(list.summary).toBe('Showing 1–10 of 12');
  });
});

describe('block-price status, add, edit, delete', () => {
  it('a green check deactivates, a red cross activates', async () => {
    const mark = page.getByRole('button', { name: 'Active: Block of 1 classes', exact: true });
    expect(await mark.getAttribute('aria-pressed')).toBe('true');
    expect(await mark.getAttribute('title')).toBe('Active: click to deactivate');
    // Settled: the value the server now has, and the control ready for the next change.
    const settled = async () => [await mark.getAttribute('aria-pressed'), await mark.getAttribute('title'), await mark.isEnabled()];
    await mark.click();
    await eventually(settled).toEqual(['false', 'Inactive: click to activate', true]);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/block-prices-status.png` });
    await mark.click();
    await eventually(settled).toEqual(['true', 'Active: click to deactivate', true]);
  });

  it('adds a price after the spec messages', async () => {
    // The list as it first opens: the sort above is the tab's remembered view, which a form returns to.
    await page.goto(`${server.url}/blok-price`);
    await list.rows().first().waitFor();
    await page.getByRole('link', { name: 'Add Blok Price' }).click();
    await page.waitForURL('**/blok-price/add');
    await page.getByRole('heading', { name: 'Add Blok Price' }).waitFor();
    await page.getByLabel('Title').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Title').fill(NEW_PRICE.title);
    await page.getByLabel('Amount').fill(NEW_PRICE.amount);
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/block-prices-form-add.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/blok-price');
    await list.rowOf(NEW_PRICE.title).waitFor();
    expect(await list.summary()).toBe('Showing 1–10 of 13');
  });

  it('edits the price, its record loaded by id first', async () => {
    await page.getByRole('link', { name: `Edit ${NEW_PRICE.title}` }).click();
    await page.waitForURL(/\/blok-price\/edit\/\d+$/);
    await page.getByRole('heading', { name: 'Edit Blok Price' }).waitFor();
    await eventually(() => page.getByLabel('Amount').inputValue()).toBe(NEW_PRICE.amount);
    await page.getByLabel('Amount').fill('450 USD');
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/block-prices-form-edit.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/blok-price');
    await eventually(() => list.rowOf(NEW_PRICE.title).locator(DATA_CELL).nth(1).innerText()).toBe('450 USD');
  });

  it('asks about the amount before deleting; cancel keeps it', async () => {
    await page.getByRole('button', { name: `Delete ${NEW_PRICE.title}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete price?' });
    await question.getByText('Are you sure you want to delete this price 450 USD?').waitFor();
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/block-prices-delete-confirm.png` });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await list.rowOf(NEW_PRICE.title).count()).toBe(1);
    await page.getByRole('button', { name: `Delete ${NEW_PRICE.title}` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.waitFor({ state: 'detached' });
    await eventually(list.summary).toBe('Showing 1–10 of 12');
    // The pager's count is drawn at once, the rows in the background (src/ui/data-table.tsx).
    await eventually(() => list.rowOf(NEW_PRICE.title).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
