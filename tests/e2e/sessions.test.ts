/**
 * Issue #32 item 3, "Your sessions", as an admin meets it in Chromium: the profile screen lists
 * this browser and another one signed in (Firefox on a phone, say), End on the other one says so
 * and leaves this browser alone, and the other browser's next step lands on /login with the
 * reason; End all other sessions does the same for every other browser at once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { waitForToastsToLeave } from '../support/people-e2e';
import { serverAndBrowser } from '../support/server-and-browser';
import { E2E_ADMIN } from '../support/server-process';

const files = serverAndBrowser();
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

async function signedInBrowser(options: { userAgent?: string; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await files.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
  const page = await context.newPage();
  await page.goto(`${files.server.url}/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
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
      await laptop.page.goto(`${files.server.url}/edit-profile`);
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
      await here.page.goto(`${files.server.url}/edit-profile`);
      const card = sessionsCard(here.page);
      await expect.poll(() => card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await card.getByRole('button', { name: 'End all other sessions' }).click();
      await expect.poll(() => card.getByRole('listitem').count()).toBe(1);
      expect(await card.getByRole('button', { name: 'End all other sessions' }).isDisabled()).toBe(true);
      await waitForToastsToLeave(here.page);
      for (const other of others) {
        await other.page.goto(`${files.server.url}/chef`);
        await other.page.waitForURL('**/login**');
      }
      await here.page.reload();
      await sessionsCard(here.page).getByRole('listitem').first().waitFor();
      expect(new URL(here.page.url()).pathname).toBe('/edit-profile');
    } finally {
      for (const each of [...others, here]) await each.context.close();
    }
  });
});
