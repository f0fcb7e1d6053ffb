/**
 * Issue #31 item 4, "Lists in the address", on the chef list in Chromium against the built
 * product: a search, a sort and page 3 are in the address; a reload, Back from a record's edit
 * page and the link pasted into another page show the same rows and controls; a view saved under
 * a name opens again from the Views menu. Then "select all
 * matching": every cook the search finds, beyond the page, deleted after one question naming the
 * count, the one chef a class uses refused and named.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { addMealTypes, apiAddClass } from '../support/class-e2e';
import { apiAddChef, waitForToastsToLeave } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

/** 26 cooks (three pages of a search for "Cook") and two others the search leaves out. */
const COOKS = Array.from({ length: 26 }, (_, index) => `Cook ${String(index + 1).padStart(2, '0')}`);
const VIEW = '/chef?search=Cook&sort_by=name&order=ASC&page=3';

const session = signedInE2e({
  context: { viewport: { width: 1280, height: 800 } },
  prepare: async (server, token) => {
    const ids: number[] = [];
    for (const [index, name] of [...COOKS, 'Ana Roš', 'Massimo Bottura'].entries()) {
      ids.push(await apiAddChef(server, token, { name, email: `chef${index}@kitchen.test` }));
    }
    // Cook 07 teaches a class: the server refuses to delete it.
    const mealTypes = await addMealTypes(server, token);
    await apiAddClass(server, token, { name: 'Knife skills', chef_id: String(ids[6]), meal_icon_id: [String(mealTypes.Dinner)] });
  },
});

const page = () => session.page;
const table = () => page().getByRole('table', { name: 'Chefs' });
const names = () => table().locator('tbody tr td[data-column="name"]').allInnerTexts();
const addressOf = () => {
  const url = new URL(page().url());
  return `${url.pathname}${url.search}`;
};
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** What the screen shows of the view: the rows, the search box, the current page and the sorted column. */
async function theView() {
  await table().getByText('Cook 21').waitFor();
  return {
    names: await names(),
    search: await page().getByRole('searchbox').inputValue(),
    page: await page().getByRole('button', { name: 'Page 3', exact: true }).getAttribute('aria-current'),
    sorted: (await table().locator('th[aria-sort="ascending"]').innerText()).trim().toLowerCase(),
  };
}
const PAGE_THREE = { names: ['Cook 21', 'Cook 22', 'Cook 23', 'Cook 24', 'Cook 25', 'Cook 26'], search: 'Cook', page: 'page', sorted: 'name' };

describe('a list view in the address', () => {
  it('writes the search, the sort and the page into the address as they change', async () => {
    await page().goto(`${session.server.url}/chef`);
    await table().getByText('Massimo Bottura').waitFor();
    expect(addressOf()).toBe('/chef');
    await page().getByRole('searchbox').fill('Cook');
    await eventually(addressOf).toBe('/chef?search=Cook');
    await table().getByRole('button', { name: /name/i }).click();
    await eventually(addressOf).toBe('/chef?search=Cook&sort_by=name&order=ASC');
    await page().getByRole('button', { name: 'Page 3', exact: true }).click();
    await eventually(addressOf).toBe(VIEW);
    expect(await theView()).toEqual(PAGE_THREE);
  });

  it('shows the same view after a reload', async () => {
    await page().reload();
    expect(await theView()).toEqual(PAGE_THREE);
    expect(addressOf()).toBe(VIEW);
    await waitForToastsToLeave(page());
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-address-1280-en.png` });
  });

  it('comes back to the same view with Back from a record’s edit page', async () => {
    await page().getByRole('link', { name: 'Edit Cook 22' }).click();
    await page().waitForURL('**/chef/edit/*');
    await page().getByRole('textbox', { name: /name/i }).first().waitFor();
    await page().goBack();
    expect(await theView()).toEqual(PAGE_THREE);
    expect(addressOf()).toBe(VIEW);
  });

  it('Back goes to the screen before the list, not through each search and page', async () => {
    await page().goBack();
    await eventually(addressOf).not.toMatch(/^\/chef/);
    await page().goForward();
    expect(await theView()).toEqual(PAGE_THREE);
  });

  it('shows the same view from the link pasted into another page', async () => {
    // A new tab of the same browser: the signed-in tab hands it the session, and the pasted link
    // opens straight onto the view (issue #31 item 2).
    const other = await page().context().newPage();
    await other.goto(`${session.server.url}${VIEW}`);
    await other.getByRole('table', { name: 'Chefs' }).getByText('Cook 21').waitFor();
    expect(await other.getByRole('table', { name: 'Chefs' }).locator('tbody tr td[data-column="name"]').allInnerTexts()).toEqual(PAGE_THREE.names);
    expect(await other.getByRole('searchbox').inputValue()).toBe('Cook');
    await other.close();
  });

  it('saves the view under a name and opens it again from the Views menu', async () => {
    await page().goto(`${session.server.url}${VIEW}`);
    await theView();
    const views = () => page().getByRole('button', { name: 'Views', exact: true });
    await views().click();
    await page().getByRole('menuitem', { name: 'Save this view' }).click();
    const dialog = page().getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name of the view').fill('Cooks by name, page 3');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page().goto(`${session.server.url}/chef`);
    await table().getByText('Massimo Bottura').waitFor();
    await views().click();
    const saved = page().getByRole('menuitem', { name: 'Cooks by name, page 3' });
    await saved.waitFor();
    await waitForToastsToLeave(page());
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-views-menu-1280-en.png` });
    await saved.click();
    await eventually(addressOf).toBe(VIEW);
    expect(await theView()).toEqual(PAGE_THREE);
  });

  it('reads a doctored address safely: an unknown column and a bad page fall back', async () => {
    await page().goto(`${session.server.url}/chef?search=Cook&sort_by=password&order=ASC&page=-4`);
    await table().getByText('Cook 26').waitFor();
    await eventually(addressOf).toBe('/chef?search=Cook');
    expect(await page().getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('the sidebar’s link to the list itself starts it again from its default view', async () => {
    await page().getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chef', exact: true }).click();
    await eventually(() => page().getByRole('searchbox').inputValue()).toBe('');
    expect(addressOf()).toBe('/chef');
  });

  it('looks right at 390 px and in Arabic', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(`${session.server.url}${VIEW}`);
    await table().getByText('Cook 21').waitFor();
    await waitForToastsToLeave(page());
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-address-390-en.png`, fullPage: true });
    await page().evaluate(() => localStorage.setItem('mise.locale', 'ar'));
    await page().reload();
    await eventually(() => page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page().locator('tbody').getByText('Cook 21').waitFor();
    expect(addressOf()).toBe(VIEW);
    await waitForToastsToLeave(page());
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-address-390-ar.png`, fullPage: true });
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-address-1280-ar.png` });
    await page().evaluate(() => localStorage.setItem('mise.locale', 'en-US'));
  });
});

describe('select all matching', () => {
  const bar = () => page().getByRole('toolbar', { name: 'Selected rows' });

  it('reads in Arabic at 390 px, the count in the Arabic number format', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().evaluate(() => localStorage.setItem('mise.locale', 'ar'));
    await page().goto(`${session.server.url}/chef?search=Cook`);
    await eventually(() => page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page().locator('tbody').getByText('Cook 26').waitFor();
    await page().locator('thead input[type="checkbox"]').check();
    const offer = page().getByRole('toolbar').getByRole('button').first();
    const twentySix = new Intl.NumberFormat('ar').format(26);
    await eventually(() => offer.textContent()).toBe(`تحديد كل الصفوف المطابقة وعددها ${twentySix}`);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-matching-390-ar.png`, fullPage: true });
    await offer.click();
    await eventually(() => page().getByRole('toolbar').getByRole('status').textContent()).toBe(`تم تحديد كل الصفوف المطابقة وعددها ${twentySix}`);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-matching-selected-390-ar.png` });
    await page().evaluate(() => localStorage.setItem('mise.locale', 'en-US'));
    await page().setViewportSize({ width: 1280, height: 800 });
  });

  it('offers every row the search matches once the page is selected, and asks once, naming the count', async () => {
    await page().goto(`${session.server.url}/chef?search=Cook`);
    await table().getByText('Cook 26').waitFor();
    await page().getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expect.poll(() => bar().getByRole('status').textContent()).toBe('10 rows selected');
    await bar().getByRole('button', { name: 'Select all 26 matching' }).click();
    await expect.poll(() => bar().getByRole('status').textContent()).toBe('All 26 matching rows selected');
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-matching-1280-en.png` });
    await bar().getByRole('button', { name: 'Delete' }).click();
    const question = page().getByRole('alertdialog', { name: 'Delete 26 rows?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();

    const refused = page().getByRole('alert').filter({ hasText: '1 row was not changed:' });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual(['Cook 07: This chef has classes; delete or reassign them first.']);
    await eventually(names).toEqual(['Cook 07']);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/list-matching-refused-1280-en.png` });
    // The chefs the search left out are untouched.
    await page().goto(`${session.server.url}/chef`);
    await table().getByText('Massimo Bottura').waitFor();
    await eventually(names).toEqual(['Massimo Bottura', 'Ana Roš', 'Cook 07']);
  });
});
