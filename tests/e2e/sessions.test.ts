/**
 * Issue #32 item 3, "Your sessions", as an admin meets it in Chromium: the account menu opens
 * /sessions (an area folder of its own, issue #34), which lists
 * this browser and another one signed in (Firefox on a phone, say), End on the other one says so
 * and leaves this browser alone, and the other browser's next step lands on /login with the
 * reason; End all other sessions does the same for every other browser at once. The super admin
 * ends every session of another admin from that admin's view, after a confirmation.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { waitForToastsToLeave } from '../support/people-e2e';
import { serverAndBrowser } from '../support/server-and-browser';
import { E2E_ADMIN } from '../support/server-process';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { addedSupportAdmin } from './account-support';

const files = serverAndBrowser();
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

/** A browser signed in through the login screen, as the super admin unless `account` says who. */
async function signedInBrowser(options: { userAgent?: string; width?: number; account?: { email: string; password: string } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const account = options.account ?? E2E_ADMIN;
  const context = await files.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
  const page = await context.newPage();
  await page.goto(`${files.server.url}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
  return { context, page };
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: 'Your sessions' });

describe('your sessions', () => {
  it('lists this browser and another, ends the other, whose next step asks for a sign-in', async () => {
    const phone = await signedInBrowser({ userAgent: FIREFOX_ON_ANDROID, width: 390 });
    const laptop = await signedInBrowser();
    try {
      // From the account menu, as an admin finds it.
      await laptop.page.getByRole('button', { name: /account menu$/ }).hover();
      await laptop.page.getByRole('menuitem', { name: 'Your sessions' }).click();
      await laptop.page.waitForURL('**/sessions');
      await laptop.page.getByRole('heading', { level: 1, name: 'Your sessions' }).waitFor();
      const card = sessionsCard(laptop.page);
      const items = card.getByRole('listitem');
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
      // This browser first, marked; the phone by its browser and system, with its address.
      expect(await items.first().innerText()).toContain('This browser');
      const phoneItem = items.filter({ hasText: 'Firefox 140 on Android' });
      expect(await phoneItem.count()).toBe(1);
      expect(await phoneItem.innerText()).toMatch(/From 127\.0\.0\.1 · signed in [A-Z][a-z]{2}-\d{2}-\d{4} \d{2}:\d{2} · last active/);
      await laptop.page.screenshot({ path: `${SCREENSHOT_DIR}/sessions-list.png`, fullPage: true });
      expect(await axeProblems(laptop.page)).toEqual([]);

      await phoneItem.getByRole('button', { name: 'End the session of Firefox 140 on Android from 127.0.0.1' }).click();
      await laptop.page.getByText('Sessions ended').first().waitFor();
      await expect.poll(() => items.filter({ hasText: 'Firefox 140 on Android' }).count()).toBe(0);

      // The phone's next step: /login, saying why.
      await phone.page.goto(`${files.server.url}/chef`);
      await phone.page.waitForURL('**/login**');
      // This browser goes on.
      await laptop.page.goto(`${files.server.url}/chef`);
      await laptop.page.waitForURL((url) => url.pathname === '/chef');
    } finally {
      await phone.context.close();
      await laptop.context.close();
    }
  });

  it('ends every other session at once, and keeps this one', async () => {
    const others = [await signedInBrowser({ userAgent: FIREFOX_ON_ANDROID }), await signedInBrowser()];
    const here = await signedInBrowser();
    try {
      await here.page.goto(`${files.server.url}/sessions`);
      const card = sessionsCard(here.page);
      await expect.poll(() => card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await here.page.getByRole('button', { name: 'End all other sessions' }).click();
      await expect.poll(() => card.getByRole('listitem').count()).toBe(1);
      expect(await here.page.getByRole('button', { name: 'End all other sessions' }).isDisabled()).toBe(true);
      await waitForToastsToLeave(here.page);
      for (const other of others) {
        await other.page.goto(`${files.server.url}/chef`);
        await other.page.waitForURL('**/login**');
      }
      await here.page.reload();
      await sessionsCard(here.page).getByRole('listitem').first().waitFor();
      expect(new URL(here.page.url()).pathname).toBe('/sessions');
    } finally {
      for (const each of [...others, here]) await each.context.close();
    }
  });
});

describe('an admin with many sessions', () => {
  it('sees this browser and the four last used, and the rest on asking', async () => {
    // Sign-ins from elsewhere (the API, as another browser would), none signed out.
    for (let signIn = 0; signIn < 6; signIn++) {
      const answer = await fetch(`${files.server.url}${ADMIN_API_BASE}auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      });
      expect(answer.status).toBe(200);
    }
    const here = await signedInBrowser();
    try {
      await here.page.goto(`${files.server.url}/sessions`);
      const card = sessionsCard(here.page);
      const items = card.getByRole('listitem');
      await expect.poll(() => items.count()).toBe(5);
      expect(await items.first().innerText()).toContain('This browser');
      const showAll = card.getByRole('button', { name: /^Show all \d+ sessions$/ });
      const total = Number((await showAll.innerText()).match(/\d+/)![0]);
      expect(total).toBeGreaterThanOrEqual(7);
      await showAll.click();
      await expect.poll(() => items.count()).toBe(total);
      expect(await showAll.count()).toBe(0);
      expect(await axeProblems(here.page)).toEqual([]);
    } finally {
      await here.context.close();
    }
  });
});

describe('the super admin ends every session of another admin', () => {
  const SUPPORT = { email: 'sasha.sessions@mise.local', firstName: 'Sasha', lastName: 'Sessions', password: 'Helpdesk#2026' };
  const NAME = `${SUPPORT.firstName} ${SUPPORT.lastName}`;

  /** The Support admin, added as the admin area adds one, its password set through the mailed link, signed in. */
  async function supportBrowser(): Promise<{ context: BrowserContext; page: Page }> {
    await addedSupportAdmin(files.server, E2E_ADMIN, SUPPORT);
    return signedInBrowser({ account: SUPPORT });
  }

  it('from the admin view, after a confirmation; Keep signed in ends nothing; the admin’s next step asks for a sign-in', async () => {
    const support = await supportBrowser();
    const owner = await signedInBrowser();
    try {
      await owner.page.goto(`${files.server.url}/admin`);
      await owner.page.getByRole('button', { name: `View ${NAME}` }).click();
      const view = owner.page.getByRole('dialog', { name: 'Admin details' });
      const endAll = view.getByRole('button', { name: 'End all sessions' });

      // Asked, then kept: nobody is signed out.
      await endAll.click();
      const question = owner.page.getByRole('alertdialog', { name: 'End all sessions' });
      await question.getByText(`Sign ${NAME} out of every browser? Their next step asks for a sign-in.`).waitFor();
      await question.getByRole('button', { name: 'Keep signed in' }).waitFor();
      await owner.page.waitForTimeout(400); // the dialog has faded in
      await owner.page.screenshot({ path: `${SCREENSHOT_DIR}/sessions-end-all-of-admin.png` });
      expect(await axeProblems(owner.page)).toEqual([]);
      await question.getByRole('button', { name: 'Keep signed in' }).click();
      await question.waitFor({ state: 'detached' });
      await support.page.goto(`${files.server.url}/user`);
      await support.page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(support.page.url()).pathname).toBe('/user');

      // Asked and confirmed: the server's message, and the admin's next step lands on /login.
      await endAll.click();
      await question.getByRole('button', { name: 'End all sessions' }).click();
      await owner.page.getByText('Sessions ended').first().waitFor();
      await question.waitFor({ state: 'detached' });
      await support.page.goto(`${files.server.url}/user`);
      await support.page.waitForURL('**/login**');
      // The super admin's own session goes on.
      await owner.page.goto(`${files.server.url}/chef`);
      await owner.page.waitForURL((url) => url.pathname === '/chef');

      // Not offered on the super admin's own record: their sessions are on the profile screen.
      await owner.page.goto(`${files.server.url}/admin`);
      await owner.page.getByRole('button', { name: `View ${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}` }).click();
      await owner.page.getByRole('dialog', { name: 'Admin details' }).getByText(E2E_ADMIN.email).first().waitFor();
      expect(await owner.page.getByRole('button', { name: 'End all sessions' }).count()).toBe(0);
    } finally {
      await support.context.close();
      await owner.context.close();
    }
  });
});
