/**
 * Subscription plans (issue #5) in a real Chromium against the built product: a list of two pages
 * made through the API (page, sort by amount, search), add with the spec's hints and messages,
 * the view with "1 Month" / "N Months", edit and delete.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { apiJson, eventually, listScreen, openFromSidebar } from '../support/content-e2e';
import { apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const TITLES = ['Starter', 'Home cook', 'Family', 'Student', 'Weekend', 'Quarterly', 'Half year', 'Yearly', 'Pro', 'Chef pass', 'Gift', 'Corporate'];

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let list: ReturnType<typeof listScreen>;

const field = (label: string) => page.getByLabel(label, { exact: true });

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const [index, title] of TITLES.entries()) {
    const amount = 100 + index * 50;
    await apiJson(server, token, 'POST', 'subscription/add', { title, display_amount: `${amount}/month`, amount: `${amount}.00`, timeframe: index + 1 });
  }
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  list = listScreen(page, 'Subscription plans');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('subscription-plan list', () => {
  it('shows title, amount, date and actions, newest first, ten to a page', async () => {
    await openFromSidebar(page, 'Subscriptions', 'Subscription');
    await page.waitForURL((url) => url.pathname === '/subscription');
    await list.rowOf('Corporate').waitFor();
    expect(await list.headers()).toEqual(['title', 'amount', 'date', 'actions']);
    expect(await list.rows().count()).toBe(10);
    expect([await list.cell(0, 0), await list.cell(0, 1)]).toEqual(['Corporate', '650.00']);
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/subscriptions-list.png` });
  });

  it('pages, sorts by amount as numbers and searches', async () => {
    await list.pageButton(2).click();
    await eventually(list.summary).toBe('Showing 11–12 of 12');
    await list.header('Amount').getByRole('button').click();
    await eventually(() => list.cell(0, 1)).toBe('100.00');
    expect(await list.cell(2, 1)).toBe('200.00');
    await list.header('Amount').getByRole('button').click();
    await eventually(() => list.cell(0, 1)).toBe('650.00');
    await list.search('Search subscription plans').fill('year');
    await eventually(() => list.rows().count()).toBe(2);
    await list.search('Search subscription plans').fill('');
    await eventually(list.summary).toBe('Showing 1–10 of 12');
  });
});

describe('subscription-plan add, view, edit, delete', () => {
  // The list as it first opens: the sort above is the tab's remembered view, which a form returns to.
  beforeAll(async () => {
    await page.goto(`${server.url}/subscription`);
    await list.rows().first().waitFor();
  });

  it('adds a plan after the spec messages, with its hints', async () => {
    await page.getByRole('link', { name: 'Add plan' }).first().click();
    await page.waitForURL('**/subscription/add');
    await page.getByRole('heading', { name: 'Add subscription plan' }).waitFor();
    expect(await field('Display amount').getAttribute('placeholder')).toBe('300/month');
    expect(await field('Timeframe (months)').getAttribute('placeholder')).toBe('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.getByText('This field is required').count()).toBe(4);
    await field('Title').fill('Seasonal');
    await field('Display amount').fill('300/month');
    await field('Amount').fill('three hundred');
    await field('Timeframe (months)').fill('1.5');
    await page.getByText('Please enter a valid amount').waitFor();
    await page.getByText('Please enter a whole number of months').waitFor();
    await field('Amount').fill('300');
    await field('Timeframe (months)').fill('1');
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/subscriptions-form-add.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Plan added').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await eventually(() => list.cell(0, 0)).toBe('Seasonal');
    expect(await list.cell(0, 1)).toBe('300.00');
  });

  it('views the plan with "1 Month", and a longer one with "N Months"', async () => {
    await page.getByRole('button', { name: 'View Seasonal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan details' });
    await dialog.getByText('1 Month', { exact: true }).waitFor();
    expect(await dialog.locator('dd').allInnerTexts()).toEqual(['Seasonal', '300/month', '300.00', '1 Month', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)]);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/subscriptions-view.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View Corporate' }).click();
    await dialog.getByText('12 Months', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the plan', async () => {
    await page.getByRole('link', { name: 'Edit Seasonal' }).click();
    await page.waitForURL(/\/subscription\/edit\/\d+$/);
    await eventually(() => field('Amount').inputValue()).toBe('300.00');
    expect(await field('Timeframe (months)').inputValue()).toBe('1');
    await field('Timeframe (months)').fill('3');
    await field('Display amount').fill('290/month');
    // The fields' border colours ease for a moment after typing.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/subscriptions-form-edit.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Plan updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('button', { name: 'View Seasonal' }).click();
    await page.getByRole('dialog').getByText('3 Months', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('deletes it after asking', async () => {
    await page.getByRole('button', { name: 'Delete Seasonal' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete plan?' });
    await question.getByText('Are you sure you want to delete Seasonal?').waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Plan deleted').waitFor();
    await eventually(() => list.rowOf('Seasonal').count()).toBe(0);
    expect(await list.summary()).toBe('Showing 1–10 of 12');
    expect(pageErrors).toEqual([]);
  });
});
