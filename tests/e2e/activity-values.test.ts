/**
 * Issue #31 item 6, as the super admin reads it: a chef's phone and status edited in the screens
 * show in the activity log, in Arabic, by their Arabic labels with old ← new values, and the
 * record's name links to the chef's edit screen. Screenshots at 1280 and 390 px, English and Arabic.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, eventually, listScreen } from '../support/content-e2e';
import { apiAddChef, apiMultipart, waitForToastsToLeave } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

const session = signedInE2e({
  context: { viewport: { width: 1280, height: 900 } },
  prepare: async (server, token) => {
    const id = await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    await apiMultipart(server, token, 'chef/edit', { id: String(id), version: '1', name: 'Ana Roš', email: 'ana@hisa-franko.test', phone_number: '+39 055 111' }, 'PUT');
  },
});

/** At a width of its own, loaded afresh (a narrow screen starts with its menu closed). */
const shoot = async (name: string, width: number) => {
  await session.page.setViewportSize({ width, height: 900 });
  await session.page.reload();
  await session.page.getByRole('table').locator('tbody tr').first().waitFor();
  await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-values-${name}-${width}.png`, fullPage: false });
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
    await waitForToastsToLeave(session.page);
    await shoot('en', 1280);
    await shoot('en', 390);
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
  });
});
