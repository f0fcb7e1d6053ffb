/**
 * Issue #35 item 1 as a developer meets it: the `?debug` panel's Flows view lists the machines
 * running in the tab and draws the chosen one offline, its current state lit; signing in lights
 * the session machine's new state.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { E2E_ADMIN } from '../support/server-process';
import { serverAndBrowser } from '../support/server-and-browser';

const suite = serverAndBrowser();


describe('the statechart viewer of the ?debug panel', () => {
  it('lights the session machine state by state as the admin signs in, with no network beyond the product', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.server.url)) foreign.push(request.url());
    });
    await page.goto(`${suite.server.url}/login?debug`);
    const panel = page.locator('section[aria-labelledby="flow-journal-title"]');
    await panel.getByRole('button', { name: 'Flows' }).click();
    const chart = panel.getByRole('img', { name: 'Statechart of session, its current state lit' });
    await chart.waitFor();
    const lit = () => chart.locator('g.state-active').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-state')));
    await expect.poll(lit).toEqual(['session.signedOut']);
    // The login flow runs beside it and can be drawn too.
    const running = panel.getByRole('navigation', { name: 'Running machines' });
    await running.getByRole('button', { name: /^login/ }).click();
    await panel.getByRole('img', { name: 'Statechart of login, its current state lit' }).waitFor();
    await running.getByRole('button', { name: /^session/ }).click();
    await chart.waitFor();

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(lit).toEqual(['session.signedIn']);
    expect(await chart.locator('[data-transition][data-event="xstate.done.actor.login"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/flow-viewer-session.png` });
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('keeps the journal across a reload of the tab', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login?debug`);
    const title = page.locator('#flow-journal-title');
    const count = async () => Number(/(\d+) events?/.exec(await title.innerText())?.[1] ?? 0);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Email').blur();
    const journalShowsBlur = async () =>
      (await page.locator('section[aria-labelledby="flow-journal-title"] li').allInnerTexts()).some((text) => text.includes('login.blur'));
    // The blur is in the journal before the reload (on a busy machine it is written a moment after the event).
    await expect.poll(journalShowsBlur).toBe(true);
    const before = await count();
    // Written once the page is quiet, and when it is left.
    await page.reload();
    await expect.poll(count).toBeGreaterThan(before);
    await expect.poll(journalShowsBlur).toBe(true);
    await context.close();
  });
});
