/**
 * Issue #15 item 4, as an admin meets it: the chef list's Export CSV saves the rows of the
 * current search and sort, every page of them, as a UTF-8 CSV with a BOM that spreadsheet tools
 * open with the accents right, and says so.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { apiMultipart, apiToken, signInThroughScreen } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

let server: ServerProcess;
let browser: Browser;
const CHEFS = 14; // more than one page of ten

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = await apiToken(server);
  for (let index = 0; index < CHEFS; index += 1) {
    await apiMultipart(server, token, 'chef/add', { name: `Pâtissière ${String(index).padStart(2, '0')}`, email: `patissiere${index}@export.test` });
  }
  await apiMultipart(server, token, 'chef/add', { name: 'Massimo Bottura', email: 'massimo@osteria.it' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('CSV export', () => {
  it('saves every row of the search in the list order, not only the page on screen', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughScreen(page, server);
    await page.goto(`${server.url}/chef`);
    const table = page.getByRole('table', { name: 'Chefs' });
    await page.getByRole('searchbox').fill('pâtissière');
    await table.getByText('Pâtissière 13').waitFor(); // newest first: 00 is on page 2
    await table.getByRole('button', { name: /Name/ }).click(); // name, ascending
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('Pâtissière 00');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^chefs-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,name,email,phone_number,bio,profile_photo,is_active,created_at,version');
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    expect(names).toEqual(Array.from({ length: CHEFS }, (_, index) => `Pâtissière ${String(index).padStart(2, '0')}`));
    await page.getByText('The CSV file is ready').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/csv-export.png` });
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });
});
