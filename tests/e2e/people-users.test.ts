/**
 * The user area of issue #3 in a real Chromium against the built product: add a user (the
 * password pair must match), see the activation code in the list, mail it again from the view
 * (Send Mail, outbox), and edit the user, which has no password fields and returns at once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, DATA_HEADER } from '../support/content-e2e';
import { lastMailTo } from '../support/outbox';
import { apiMultipart, apiToken, outboxOf, pngBlob, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const SEEDED = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov'];
const NEW_USER = { first: 'Jacques', last: 'Pépin', email: 'jacques@pepin.test', password: 'Omelette#1' };
const NEW_NAME = `${NEW_USER.first} ${NEW_USER.last}`;

let server: ServerProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const table = () => page.getByRole('table', { name: 'Users' });
const rowOf = (name: string) => table().locator('tbody tr', { hasText: name });
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

beforeAll(async () => {
  server = await startServer();
  const token = await apiToken(server);
  for (const [index, name] of SEEDED.entries()) {
    const [first, last] = name.split(' ') as [string, string];
    const image = index % 2 === 1 ? { image: pngBlob(110, [90, 100 + index * 20, 160]) } : {};
    await apiMultipart(server, token, 'user/add', { first_name: first, last_name: last, email: `${first.toLowerCase()}@app.test`, password: 'Sumac#Fennel2026', ...image });
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

describe('users', () => {
  it('adds a user once the two passwords match, then returns to the list after 1 s', async () => {
    await page.goto(`${server.url}/user/add`);
    await page.getByRole('heading', { name: 'Add user' }).waitFor();
    await page.getByLabel('First name').fill(NEW_USER.first);
    await page.getByLabel('Last name').fill(NEW_USER.last);
    await page.getByLabel('Email').fill(NEW_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_USER.password);
    await page.getByLabel('Confirm password').fill('Omelette#2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password not matched').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/users-form-add.png` });
    await page.getByLabel('Confirm password').fill(NEW_USER.password);
    expect(await page.getByText('Password not matched').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User added').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/add');
    await page.waitForURL((url) => url.pathname === '/user');
    await table().getByText(NEW_NAME).waitFor();
  });

  it('lists users with their activation codes', async () => {
    const headers = await table().locator(DATA_HEADER).allInnerTexts();
    expect(headers.map((text) => text.trim().toLowerCase())).toEqual(['image', 'name', 'email', 'date', 'activation code', 'status', 'actions']);
    expect(await rowOf(NEW_NAME).locator(DATA_CELL).nth(4).innerText()).toMatch(/^[A-Z0-9]{6,}$/);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/users-list.png` });
  });

  it('mails the activation code again from the view (Send Mail)', async () => {
    const code = await rowOf(NEW_NAME).locator(DATA_CELL).nth(4).innerText();
    await page.getByRole('button', { name: `View ${NEW_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User details' });
    await dialog.getByText(code).waitFor();
    expect((await dialog.locator('dd').allInnerTexts()).slice(0, 4)).toEqual([NEW_USER.first, NEW_USER.last, NEW_USER.email, 'Yes']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/users-view.png` });
    await dialog.getByRole('button', { name: 'Send Mail' }).click();
    await page.getByText(`Activation code sent to ${NEW_USER.email}`).waitFor();
    await eventually(async () => (await lastMailTo(outboxOf(server), NEW_USER.email))?.subject).toBe('Your Mise activation code');
    expect((await lastMailTo(outboxOf(server), NEW_USER.email))?.text).toContain(code);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits a user without password fields and returns to the list at once', async () => {
    await page.getByRole('link', { name: `Edit ${NEW_NAME}` }).click();
    await page.waitForURL(/\/user\/edit\/\d+$/);
    const last = page.getByLabel('Last name');
    await eventually(() => last.inputValue()).toBe(NEW_USER.last);
    expect(await page.getByLabel('Confirm password').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/users-form-edit.png` });
    await last.fill('Pépin-Child');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByText('User updated').waitFor();
    await table().getByText(`${NEW_USER.first} Pépin-Child`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
