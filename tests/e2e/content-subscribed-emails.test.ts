/**
 * Subscribed e-mails (/subscription-details, issue #5) in a real Chromium against the built
 * product: addresses subscribed through the public call, listed read-only (email and date, no
 * search box, no Add, no row actions), sorted and paged.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { eventually, listScreen, openFromSidebar, subscribe } from '../support/content-e2e';
import { signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const READERS = Array.from({ length: 23 }, (_, index) => `reader${String(index + 1).padStart(2, '0')}@mail.test`);

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let list: ReturnType<typeof listScreen>;

beforeAll(async () => {
  // The public call is limited per client address; behind a trusted proxy each reader is a client of its own.
  server = await startServer({ env: { TRUST_PROXY: 'true' } });
  for (const [index, email] of READERS.entries()) await subscribe(server, email, `10.1.0.${index + 1}`);
  // Subscribing again adds nothing.
  await subscribe(server, READERS[0]!, '10.1.1.1');
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  list = listScreen(page, 'Subscription details');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('subscribed e-mails', () => {
  it('lists email and date, newest first, read-only: no search, no Add, no actions', async () => {
    await openFromSidebar(page, 'Subscriptions', 'Subscription details');
    await page.waitForURL((url) => url.pathname === '/subscription-details');
    await list.rowOf('reader23@mail.test').waitFor();
    expect(await list.headers()).toEqual(['email', 'date']);
    expect(await list.rows().count()).toBe(10);
    expect(await list.cell(0, 0)).toBe('reader23@mail.test');
    expect(await list.summary()).toBe('Showing 1–10 of 23');
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: /add/i }).count()).toBe(0);
    expect(await list.table().locator('tbody').getByRole('button').count()).toBe(0);
    expect(await page.getByText('23 subscribers').count()).toBe(1);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/subscribed-emails-list.png` });
  });

  it('pages to the end', async () => {
    await list.pageButton(3).click();
    await eventually(list.summary).toBe('Showing 21–23 of 23');
    // The summary follows the page asked for; the rows follow once they arrive.
    await eventually(() => list.rows().count()).toBe(3);
    expect(await list.cell(2, 0)).toBe('reader01@mail.test');
  });

  it('sorts by email both ways, back on page 1', async () => {
    await list.header('Email').getByRole('button').click();
    await eventually(() => list.header('Email').getAttribute('aria-sort')).toBe('ascending');
    await eventually(() => list.cell(0, 0)).toBe('reader01@mail.test');
    expect(await list.summary()).toBe('Showing 1–10 of 23');
    await list.header('Email').getByRole('button').click();
    await eventually(() => list.cell(0, 0)).toBe('reader23@mail.test');
    await list.header('Date').getByRole('button').click();
    await eventually(() => list.header('Date').getAttribute('aria-sort')).toBe('ascending');
    await eventually(() => list.cell(0, 0)).toBe('reader01@mail.test');
    expect(pageErrors).toEqual([]);
  });
});
