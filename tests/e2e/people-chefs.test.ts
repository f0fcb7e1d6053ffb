/**
 * The chef area of issue #3 in a real Chromium against the built product: a list of three
 * pages (seeded through the API), paging, sorting, searching, then add (with a real PNG and a
 * refused small one), view, edit, status toggle and delete through the screens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, DATA_HEADER } from '../support/content-e2e';
import { apiMultipart, apiToken, pngBlob, signInThroughScreen, waitForToastsToLeave, writePng } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const SEEDED = [
  'Dominique Crenn', 'Yotam Ottolenghi', 'Nadiya Hussain', 'Samin Nosrat', 'José Andrés', 'Clare Smyth',
  'Gaggan Anand', 'Ana Roš', 'René Redzepi', 'Asma Khan', 'Ferran Adrià', 'Julia Child', 'Niki Nakayama',
  'Marcus Samuelsson', 'Vikas Khanna', 'Elena Arzak', 'Alain Ducasse', 'Hélène Darroze', 'Grant Achatz',
  'Pía León', 'Kwame Onwuachi', 'Mauro Colagreco', 'Daniel Humm', 'Virgilio Martínez',
];
const NEW_CHEF = { name: 'Massimo Bottura', email: 'massimo@osteria.test', phone: '+39 059 223912', bio: 'Three stars in Modena.' };

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const emailOf = (name: string) => `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(/ /g, '.')}@kitchen.test`;
const table = () => page.getByRole('table', { name: 'Chefs' });
const rows = () => table().locator('tbody tr');
const summary = () => page.getByText(/^Showing /);
const pageButton = (n: number) => page.getByRole('button', { name: `Page ${n}`, exact: true });
/** Polls like expect.poll, with room for a list round trip and the 500 ms search pause. */
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const firstRowName = () => rows().first().locator(DATA_CELL).nth(1).innerText();

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const [index, name] of SEEDED.entries()) {
    const image = index % 3 === 2 ? {} : { image: pngBlob(128, [40 + index * 8, 110, 140]) };
    await apiMultipart(server, token, 'chef/add', { name, email: emailOf(name), phone_number: `+1 555 01${index}`, bio: `${name} teaches.`, ...image });
  }
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('chef list', () => {
  it('shows the newest chefs first, ten to a page, with the spec columns', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chef', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    await table().getByText('Virgilio Martínez').waitFor();
    expect(await rows().count()).toBe(10);
    expect(await firstRowName()).toBe('Virgilio Martínez');
    const headers = await table().locator(DATA_HEADER).allInnerTexts();
    expect(headers.map((text) => text.trim().toLowerCase())).toEqual(['image', 'name', 'email', 'date', 'status', 'actions']);
    expect(await rows().first().locator('time').innerText()).toMatch(/^[A-Z][a-z]{2}-\d{2}-\d{4}$/);
    expect(await summary().innerText()).toBe('Showing 1–10 of 24');
    expect(await pageButton(1).getAttribute('aria-current')).toBe('page');
    expect(await table().locator('th[aria-sort="descending"]').innerText()).toMatch(/date/i);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-list.png` });
  });

  it('pages with the numbered buttons, next and last', async () => {
    await pageButton(2).click();
    await eventually(() => summary().innerText()).toBe('Showing 11–20 of 24');
    await page.getByRole('button', { name: 'Last page' }).click();
    await eventually(() => summary().innerText()).toBe('Showing 21–24 of 24');
    await eventually(() => rows().count()).toBe(4);
    expect(await pageButton(3).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  });

  it('sorts by a column and flips the order on a second click, back on page 1', async () => {
    const nameHeader = table().locator('thead th', { hasText: 'Name' });
    await nameHeader.getByRole('button').click();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await eventually(firstRowName).toBe('Alain Ducasse');
    expect(await summary().innerText()).toBe('Showing 1–10 of 24');
    await nameHeader.getByRole('button').click();
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await eventually(firstRowName).toBe('Yotam Ottolenghi');
  });

  it('searches names and e-mails after the typing pauses', async () => {
    const search = page.getByRole('searchbox', { name: 'Search chefs' });
    await search.fill('OTTOLENGHI');
    await eventually(() => rows().count()).toBe(1);
    expect(await firstRowName()).toBe('Yotam Ottolenghi');
    await search.fill('kitchen.test');
    await eventually(() => summary().innerText()).toBe('Showing 1–10 of 24');
    await search.fill('no such chef');
    await page.getByText('No results for “no such chef”').waitFor();
  });

  it('shows skeleton rows while a page loads, and a retry when the list cannot be loaded', async () => {
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-search-empty.png` });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/admin/chef/list', async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'The database is not answering' }) });
    });
    // The list would also read itself again once the app's health probe answers (issue #31
    // item 1): with the probe failing too, Try again stays for the admin, on a slow machine too.
    await page.route('**/api/v1/health', (route) => route.abort());
    // The list's own address, without the search above (a reload keeps it: issue #31 item 4).
    await page.goto(`${server.url}/chef`);
    await eventually(() => table().getAttribute('aria-busy')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-loading.png` });
    release();
    await page.getByText('This list could not be loaded').waitFor();
    await page.getByText('The database is not answering').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-failed.png` });
    await page.unroute('**/api/v1/admin/chef/list');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.unroute('**/api/v1/health');
    await eventually(() => summary().innerText()).toBe('Showing 1–10 of 24');
  });
});

describe('chef add, view, edit, toggle, delete', () => {
  it('adds a chef with a picture after showing the spec messages and refusing a small image', async () => {
    await page.getByRole('link', { name: 'Add chef' }).first().click();
    await page.waitForURL('**/chef/add');
    await page.getByRole('heading', { name: 'Add chef' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    // Spec section 5: a chef needs only a name.
    expect(await page.getByText('This field is required').count()).toBe(1);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles(writePng(server, 'tiny.png', 60, [200, 80, 60]));
    await page.getByText('The image must be at least 100x100 pixels').waitFor();
    await fileInput.setInputFiles(writePng(server, 'massimo.png', 160, [196, 92, 58]));
    await page.getByRole('img', { name: 'Preview of the image' }).waitFor();
    expect(await page.getByText('The image must be at least 100x100 pixels').count()).toBe(0);

    await page.getByLabel('Name').fill(NEW_CHEF.name);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await page.getByText('Please enter valid email').waitFor();
    await page.getByLabel('Email').fill(NEW_CHEF.email);
    await page.getByLabel('Phone number').fill(NEW_CHEF.phone);
    await page.getByLabel('Bio').fill(NEW_CHEF.bio);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-form-add.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chef added').waitFor();
    await page.waitForURL((url) => url.pathname === '/chef');
    await eventually(firstRowName).toBe(NEW_CHEF.name);
    expect(await rows().first().locator('img').getAttribute('src')).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);
    expect(await summary().innerText()).toBe('Showing 1–10 of 25');
  });

  it('views the chef in a modal that Escape closes, giving focus back', async () => {
    const viewButton = page.getByRole('button', { name: `View ${NEW_CHEF.name}` });
    await viewButton.click();
    const dialog = page.getByRole('dialog', { name: 'Chef details' });
    await dialog.getByText(NEW_CHEF.phone).waitFor();
    await dialog.getByText(NEW_CHEF.bio).waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-view.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await viewButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('edits the chef and the view shows the change', async () => {
    await page.getByRole('link', { name: `Edit ${NEW_CHEF.name}` }).click();
    await page.waitForURL(/\/chef\/edit\/\d+$/);
    const phone = page.getByLabel('Phone number');
    await eventually(() => phone.inputValue()).toBe(NEW_CHEF.phone);
    expect(await page.getByRole('img', { name: 'Preview of the image' }).getAttribute('src')).toMatch(/^\/api\/v1\/files\//);
    await phone.fill('+39 059 000000');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-form-edit.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chef updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/chef');
    await page.getByRole('button', { name: `View ${NEW_CHEF.name}` }).click();
    // The record's own phone, not the new value in its last changes below.
    await page.getByRole('dialog').getByRole('definition').getByText('+39 059 000000').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('switches the chef off and on again', async () => {
    const toggle = page.getByRole('switch', { name: `Active: ${NEW_CHEF.name}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByText('Chef deactivated').waitFor();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await eventually(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await page.getByText('Chef activated').waitFor();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('asks before deleting, and cancel keeps the chef', async () => {
    await page.getByRole('button', { name: `Delete ${NEW_CHEF.name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete chef?' });
    await question.getByText(`Are you sure you want to delete ${NEW_CHEF.name}?`).waitFor();
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chefs-delete-confirm.png` });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await firstRowName()).toBe(NEW_CHEF.name);

    await page.getByRole('button', { name: `Delete ${NEW_CHEF.name}` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Chef deleted').waitFor();
    await question.waitFor({ state: 'detached' });
    await eventually(() => summary().innerText()).toBe('Showing 1–10 of 24');
    await eventually(() => page.getByRole('button', { name: `Delete ${NEW_CHEF.name}` }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('adds a chef with only a name, listed without an e-mail', async () => {
    await page.getByRole('link', { name: 'Add chef' }).first().click();
    await page.waitForURL('**/chef/add');
    await page.getByLabel('Name').fill('Ana Roš');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chef added').waitFor();
    await page.waitForURL((url) => url.pathname === '/chef');
    await eventually(firstRowName).toBe('Ana Roš');
    expect(await rows().first().getByText('—', { exact: true }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
