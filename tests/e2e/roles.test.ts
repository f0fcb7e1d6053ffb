/**
 * Role modules in a real Chromium against the built product (issue #12 item 1 "Access"): a
 * Support sub-admin sees only its role's areas in the sidebar; a direct visit to another area
 * shows the "not allowed" page, keeps the session, and the areas it does open still work.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { waitForToastsToLeave } from '../support/people-e2e';
import { E2E_ADMIN, removeDataDir, startServer, type ServerProcess } from '../support/server-process';
import { addedSupportAdmin } from './account-support';

const SUPPORT = { email: 'sasha.support@mise.local', firstName: 'Sasha', lastName: 'Support', password: 'Helpdesk#2026' };

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const nav = () => page.getByRole('navigation', { name: 'Main navigation' });
const notAllowed = () => page.getByRole('heading', { name: 'Not allowed', level: 1 });

/** The Support sub-admin, added as the admin area adds one, with the password set through its mailed link. */
const addSupportAdmin = () => addedSupportAdmin(server, E2E_ADMIN, SUPPORT);

beforeAll(async () => {
  server = await startServer();
  await addSupportAdmin();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 860 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(SUPPORT.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPPORT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('a sub-admin with the Support role', () => {
  it('sees only the dashboard and its role’s areas in the sidebar', async () => {
    await nav().getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    const hrefs = await nav().locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The Trash too: it keeps the users and plans the role deletes (issue #33 item 2).
    expect(hrefs).toEqual(['/dashboard', '/user', '/subscription', '/subscription-details', '/trash']);
    // The Kitchen group has none of its areas, so it is gone; Subscriptions keeps two of three.
    expect(await nav().getByRole('button').allInnerTexts()).toEqual(['Subscriptions']);
    await nav().getByRole('button', { name: 'Subscriptions' }).click();
    await nav().getByRole('link', { name: 'Subscription details', exact: true }).waitFor();
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/roles-sidebar.png` });
  });

  it.each(['/admin', '/class/add', '/blok-price/edit/1', '/activity'])('finds a clear “not allowed” page on a direct visit to %s, still signed in', async (path) => {
    await page.goto(`${server.url}${path}`);
    await notAllowed().waitFor();
    await page.getByText('Your role does not give access to this area. Ask the super admin if you need it.').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('button', { name: /Sasha Support/ }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/roles-not-allowed${path.replaceAll('/', '-')}.png` });
  });

  it('goes back to the dashboard from the “not allowed” page, and opens its own areas', async () => {
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await nav().getByRole('link', { name: 'User', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await notAllowed().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
