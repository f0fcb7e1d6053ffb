/**
 * Issue #31 item 3: drafts survive. What is typed in a form is kept in the tab's session storage
 * (never a password), offered back after a reload ("Restore your unsaved changes?"): Restore puts
 * it back, Discard empties the form and nothing is offered again; a save drops it; a rebuilt
 * server's new-version reload finds it too. Screenshots of the offer at 390 and 1280 px, in
 * English and Arabic.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { addChefs, addMealTypes } from '../support/class-e2e';
import { apiMultipart, apiToken, signInThroughScreen } from '../support/people-e2e';
import { restartableSuite } from '../support/restartable-suite';
import { arAreas } from '../../src/i18n/messages/ar.areas';
import { enUSAreas } from '../../src/i18n/messages/en-US.areas';

type Locale = 'en-US' | 'ar';
const texts = { 'en-US': enUSAreas, ar: arAreas } as const;
const PASSWORD = 'Saffron#Tide2026';

const suite = restartableSuite(async (server) => {
  const token = await apiToken(server);
  await apiMultipart(server, token, 'user/add', { first_name: 'Nora', last_name: 'Draft', email: 'nora.draft@app.test', password: 'Sumac#Fennel2026' });
  // The class form opens only with a chef and a meal type to offer.
  await addChefs(server, token);
  await addMealTypes(server, token);
});

async function signedInPage(locale: Locale = 'en-US', width = 1280): Promise<Page> {
  const page = await (await suite.browser.newContext({ viewport: { width, height: 820 } })).newPage();
  // A reload of a form with changes asks the browser's own question (the leave guard): yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughScreen(page, suite.server);
  await page.evaluate((chosen) => localStorage.setItem('mise.locale', chosen), locale);
  return page;
}

/** Everything the tab keeps in session storage, as text. */
const sessionText = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
const draftOf = (page: Page, formPath: string) => page.evaluate((key) => sessionStorage.getItem(key), `mise.draft:${formPath}`);
/** Past the 300 ms the draft waits for the typing to pause. */
const pause = (page: Page) => page.waitForTimeout(600);
const offer = (page: Page, locale: Locale = 'en-US') => page.getByRole('heading', { name: texts[locale]['kit.draft.offer'] });

async function openAddForm(page: Page) {
  await page.goto(`${suite.server.url}/user/add`);
  await page.getByLabel('First name').waitFor();
}

describe('a half-filled add form reloaded', () => {
  it('offers the values back without the password; Restore puts them back, Discard empties the form for good', async () => {
    const page = await signedInPage();
    await openAddForm(page);
    await page.getByLabel('First name').fill('Dominique');
    await page.getByLabel('Last name').fill('Crenn');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await pause(page);
    expect(await draftOf(page, '/user/add')).toContain('Dominique');
    // Never a password, under any key.
    expect(await sessionText(page)).not.toContain(PASSWORD);

    await page.reload();
    await offer(page).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Dominique');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Crenn');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await offer(page).count()).toBe(0);

    // Still kept until saved or discarded: offered again after another reload; Discard forgets it.
    await page.reload();
    await offer(page).waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await offer(page).count()).toBe(0);
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await draftOf(page, '/user/add')).toBeNull();
    await page.reload();
    await page.getByLabel('First name').waitFor();
    await page.waitForTimeout(300);
    expect(await offer(page).count()).toBe(0);
    await page.context().close();
  });

  it('shows the offer in English and Arabic, at 390 and 1280 px', async () => {
    for (const locale of ['en-US', 'ar'] as const) {
      for (const width of [390, 1280]) {
        const page = await signedInPage(locale, width);
        await page.goto(`${suite.server.url}/user/add`);
        await page.locator('input[name="first_name"]').fill('Dominique');
        await pause(page);
        await page.reload();
        await offer(page, locale).waitFor();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/form-drafts-offer-${locale}-${width}.png` });
        await page.context().close();
      }
    }
  });
});

describe('a half-filled class form reloaded', () => {
  it('offers the values back; Restore puts them back', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/class/add`);
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    await name.fill('Knife skills');
    const chef = page.getByLabel('Chef', { exact: true });
    await chef.selectOption({ index: 1 });
    const chosen = await chef.inputValue();
    expect(chosen).not.toBe('');
    await pause(page);
    expect(await draftOf(page, '/class/add')).toContain('Knife skills');

    await page.reload();
    await offer(page).waitFor();
    expect(await name.inputValue()).toBe('');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/form-drafts-class-offer-en-US-1280.png` });
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await name.inputValue()).toBe('Knife skills');
    expect(await chef.inputValue()).toBe(chosen);
    await page.context().close();
  });
});

describe('a form left with "Leave without saving"', () => {
  it('drops the draft', async () => {
    const page = await signedInPage();
    await openAddForm(page);
    await page.getByLabel('First name').fill('Left');
    await pause(page);
    expect(await draftOf(page, '/user/add')).toContain('Left');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chef' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/chef$/);
    expect(await draftOf(page, '/user/add')).toBeNull();
    await page.context().close();
  });
});

describe('an edit saved', () => {
  it('drops the draft', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/user`);
    await page.locator('a[href*="/user/edit/"]').first().click();
    await page.getByLabel('Last name').waitFor();
    const formPath = new URL(page.url()).pathname;
    await page.getByLabel('Last name').fill('Drafted');
    await pause(page);
    await page.reload();
    await offer(page).waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Drafted');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/user$/);
    expect(await draftOf(page, formPath)).toBeNull();
    await page.goto(`${suite.server.url}${formPath}`);
    await page.getByLabel('Last name').waitFor();
    await page.waitForTimeout(300);
    expect(await offer(page).count()).toBe(0);
    expect(await page.getByLabel('Last name').inputValue()).toBe('Drafted');
    await page.context().close();
  });
});

describe('a rebuilt server under an open form', () => {
  it('says a new version is available, and after the reload the draft is offered and restored', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/user`);
    await page.locator('a[href*="/user/edit/"]').first().click();
    await page.getByLabel('First name').waitFor();
    await page.getByLabel('First name').fill('Renamed');

    await suite.restartWithNewerBuild('e2e-drafts-build');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('status').filter({ hasText: 'A new version is available' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content === 'e2e-drafts-build');
    await offer(page).waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Renamed');
    await page.context().close();
  });
});
