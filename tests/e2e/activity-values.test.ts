/**
 * Issue #31 item 6, as the super admin reads it: a chef's phone and status edited in the screens
 * show in the activity log, in Arabic, by their Arabic labels with old ← new values, and the
 * record's name links to the chef's edit screen. A class's chef changed shows both chefs by name,
 * the one since deleted said so and the other linked; a sign-in names the admin's account.
 * Screenshots at 1280 and 390 px, English and Arabic.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiAddClass } from '../support/class-e2e';
import { apiGet, DATA_CELL, eventually, listScreen } from '../support/content-e2e';
import { apiAddChef, apiMultipart, pngBlob, waitForToastsToLeave } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

const session = signedInE2e({
  context: { viewport: { width: 1280, height: 900 } },
  prepare: async (server, token) => {
    const id = await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    await apiMultipart(server, token, 'chef/edit', { id: String(id), version: '1', name: 'Ana Roš', email: 'ana@hisa-franko.test', phone_number: '+39 055 111' }, 'PUT');
    // A class whose chef changes, the first chef then deleted (no class uses him any more).
    const massimo = await apiAddChef(server, token, { name: 'Massimo Bottura', email: 'massimo@osteria.test' });
    const dominique = await apiAddChef(server, token, { name: 'Dominique Crenn', email: 'crenn@atelier.test' });
    await apiMultipart(server, token, 'meal-icon/add', { meal_type: 'Dinner', image: pngBlob(48, [60, 150, 90]) });
    const meals = (await apiGet<{ data: { rows: Array<{ id: number; meal_type: string }> } }>(server, token, 'meal-icon/list-meal-icon')).data.rows;
    const dinner = String(meals.find((meal) => meal.meal_type === 'Dinner')!.id);
    const classId = await apiAddClass(server, token, { name: 'Knife skills', chef_id: String(massimo), meal_icon_id: [dinner] });
    await apiMultipart(
      server,
      token,
      'class-info/edit',
      { id: String(classId), version: '1', name: 'Knife skills', class_type: 'on-demand', chef_id: String(dominique), meal_icon_id: dinner, instructions: '[]', ingredients: '[]', video_link: '' },
      'PUT',
    );
    await apiGet(server, token, `chef/delete?id=${massimo}`);
  },
});

/** The Changed cell of the class's edit row. */
const classEdit = (list: ReturnType<typeof listScreen>) => list.rows().filter({ hasText: 'Knife skills' }).filter({ hasText: 'Dominique Crenn' });
/** The session's own sign-in row (its Record cell names the admin). */
const signIn = (list: ReturnType<typeof listScreen>, action: string) => list.rows().filter({ hasText: action }).first();

/** At a width of its own, loaded afresh (a narrow screen starts with its menu closed). */
const shoot = async (name: string, width: number) => {
  await session.page.setViewportSize({ width, height: 900 });
  await session.page.reload();
  // A row of the log, not the skeleton's rows that stand in while it loads.
  await session.page.getByRole('table').locator('tbody tr', { hasText: 'Ana Roš' }).first().waitFor();
  await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-values-${name}-${width}.png`, fullPage: false });
  // The class's edit row, whose chef is a reference (below the first screenful on a phone).
  await session.page.getByRole('table').locator('tbody tr', { hasText: 'Dominique Crenn' }).first().screenshot({ path: `${SCREENSHOT_DIR}/activity-values-reference-${name}-${width}.png` });
};

describe('an activity log you can read', () => {
  it("shows an edit of a chef's phone and status as old → new, in English", async () => {
    await session.page.goto(`${session.server.url}/chef`);
    await session.page.getByRole('link', { name: 'Edit Ana Roš' }).click();
    await session.page.getByLabel('Phone number').fill('+39 055 222');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.waitForURL((url) => url.pathname === '/chef');
    await session.page.getByRole('switch', { name: /Ana Roš/ }).click();
    await eventually(() => session.page.getByRole('switch', { name: /Ana Roš/ }).getAttribute('aria-checked')).toBe('false');

    await session.page.goto(`${session.server.url}/activity`);
    const list = listScreen(session.page, 'Activity');
    await list.rowOf('Ana Roš').first().waitFor();
    const cells = async (row: number) => list.rows().nth(row).locator(DATA_CELL).allInnerTexts();
    expect((await cells(0))[5]).toBe('Status: Active → Inactive');
    expect((await cells(1))[5]).toBe('Phone number: +39 055 111 → +39 055 222');

    // A reference: both chefs by the names they had, the deleted one said so, the other a link to the chef.
    const edit = classEdit(list);
    expect((await edit.locator(DATA_CELL).allInnerTexts())[5]).toBe('Chef: Massimo Bottura (deleted) → Dominique Crenn');
    expect(await edit.getByRole('link', { name: 'Massimo Bottura' }).count()).toBe(0);
    expect(await edit.getByRole('link', { name: 'Dominique Crenn' }).getAttribute('href')).toMatch(/^\/chef\/edit\/\d+$/);

    // A sign-in's Record cell names the admin who signed in, linked to them.
    const signedIn = signIn(list, 'Signed in');
    expect((await signedIn.locator(DATA_CELL).allInnerTexts()).slice(1, 5)).toEqual(['Super Admin', 'Signed in', 'Account', 'Super Admin']);
    expect(await signedIn.getByRole('link', { name: 'Super Admin' }).getAttribute('href')).toMatch(/^\/admin\/edit\/\d+$/);
    await waitForToastsToLeave(session.page);
    await shoot('en', 1280);
    await shoot('en', 390);

    // The class's view shows its last changes the same way, the chef by name.
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await session.page.goto(`${session.server.url}/class`);
    await session.page.getByRole('button', { name: 'View Knife skills' }).click();
    const history = session.page.getByRole('dialog').getByRole('region', { name: 'Last changes' });
    const entries = history.locator(':scope > ol > li');
    await entries.first().waitFor();
    expect(await entries.first().innerText()).toMatch(/Super Admin\s*Edited\s*Chef: Massimo Bottura \(deleted\) → Dominique Crenn$/);
    await session.page.goto(`${session.server.url}/activity`);
  });

  it('reads the same in Arabic, and the name links to the chef', async () => {
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await session.page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
    await session.page.reload();
    const list = listScreen(session.page, 'سجل النشاط');
    await list.rowOf('Ana Roš').first().waitFor();
    const cells = async (row: number) => list.rows().nth(row).locator(DATA_CELL).allInnerTexts();
    expect((await cells(0))[5]).toBe('الحالة: نشط ← غير نشط');
    expect((await cells(1))[5]).toBe('رقم الهاتف: +39 055 111 ← +39 055 222');
    expect((await classEdit(list).locator(DATA_CELL).allInnerTexts())[5]).toBe('الطاهي: Massimo Bottura (محذوف) ← Dominique Crenn');
    expect((await signIn(list, 'تسجيل الدخول').locator(DATA_CELL).allInnerTexts())[4]).toBe('Super Admin');

    // The day filter reads and takes days in the admin's language, as the When column shows them.
    const from = session.page.getByRole('group', { name: 'عوامل التصفية' }).getByLabel('من', { exact: true });
    const today = DateTime.local().setLocale('ar').toFormat('LLL-dd-yyyy');
    await from.fill(today);
    // Applied: the filters offer to clear it.
    await session.page.getByRole('group', { name: 'عوامل التصفية' }).getByRole('button', { name: 'مسح عوامل التصفية' }).waitFor();
    await from.blur();
    expect(await from.inputValue()).toBe(today);
    expect(await list.rows().count()).toBeGreaterThan(1);
    await shoot('ar', 1280);
    await shoot('ar', 390);

    await session.page.setViewportSize({ width: 1280, height: 900 });
    await list.rows().nth(1).getByRole('link', { name: 'Ana Roš' }).click();
    await session.page.waitForURL(/\/chef\/edit\/\d+$/);
    expect(await session.page.getByLabel('رقم الهاتف').inputValue()).toBe('+39 055 222');

    // The reference's link opens the chef it names.
    await session.page.goBack();
    await classEdit(list).getByRole('link', { name: 'Dominique Crenn' }).click();
    await session.page.waitForURL(/\/chef\/edit\/\d+$/);
    await eventually(() => session.page.getByLabel('الاسم', { exact: true }).inputValue()).toBe('Dominique Crenn');
  });
});
