/**
 * Issue #15 item 3, as an admin meets it on the chef list: select rows (by mouse or with the
 * keyboard, one by one or the whole page), one confirmation, one call; what the server refused is
 * named with why and stays selected, the rest is done and the list shows it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { addMealTypes, apiAddClass } from '../support/class-e2e';
import { apiAddChef } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

const session = signedInE2e({
  prepare: async (server, token) => {
    const teaching = await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    await apiAddChef(server, token, { name: 'Dominique Crenn', email: 'dominique@atelier.test' });
    await apiAddChef(server, token, { name: 'Massimo Bottura', email: 'massimo@osteria.test' });
    const mealTypes = await addMealTypes(server, token);
    await apiAddClass(server, token, { name: 'Trout from the Soča', chef_id: String(teaching), meal_icon_id: [String(mealTypes.Dinner)] });
  },
});

beforeAll(async () => {
  await session.page.goto(`${session.server.url}/chef`);
  await session.page.getByRole('cell', { name: 'Massimo Bottura', exact: true }).waitFor();
});

const bar = () => session.page.getByRole('toolbar', { name: 'Selected rows' });
const statusOf = (name: string) => session.page.getByRole('switch', { name: new RegExp(name) });

describe('bulk actions on the chef list', () => {
  it('deactivates the rows selected, after one confirmation', async () => {
    await session.page.getByRole('checkbox', { name: 'Select Dominique Crenn' }).check();
    await session.page.getByRole('checkbox', { name: 'Select Massimo Bottura' }).check();
    await expect.poll(() => bar().getByRole('status').textContent()).toBe('2 rows selected');
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/bulk-selected.png` });
    expect(await axeProblems(session.page)).toEqual([]);

    await bar().getByRole('button', { name: 'Deactivate' }).click();
    const question = session.page.getByRole('alertdialog', { name: 'Deactivate 2 rows?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Deactivate' }).click();
    await session.page.getByText('2 rows done.').waitFor();
    await expect.poll(() => statusOf('Massimo Bottura').getAttribute('aria-checked')).toBe('false');
    expect(await statusOf('Dominique Crenn').getAttribute('aria-checked')).toBe('false');
    expect(await statusOf('Ana Roš').getAttribute('aria-checked')).toBe('true');
    // Done: nothing is selected any more.
    expect(await bar().count()).toBe(0);
  });

  it('selects the page from the keyboard, deletes what it may and names the chef it may not, with why', async () => {
    const pageBox = session.page.getByRole('checkbox', { name: 'Select every row on this page' });
    await pageBox.focus();
    await session.page.keyboard.press('Space');
    await expect.poll(() => bar().getByRole('status').textContent()).toBe('3 rows selected');
    await bar().getByRole('button', { name: 'Delete' }).click();
    const question = session.page.getByRole('alertdialog', { name: 'Delete 3 rows?' });
    await question.waitFor();
    // Cancel has the focus first: Enter never deletes by accident.
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await question.getByRole('button', { name: 'Delete' }).click();

    const refused = session.page.getByRole('alert').filter({ hasText: '1 row was not changed:' });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual(['Ana Roš: This chef has classes; delete or reassign them first.']);
    await session.page.getByRole('cell', { name: 'Massimo Bottura', exact: true }).waitFor({ state: 'detached' });
    expect(await session.page.getByRole('cell', { name: 'Dominique Crenn', exact: true }).count()).toBe(0);
    // The refused chef stays, selected.
    expect(await session.page.getByRole('checkbox', { name: 'Select Ana Roš' }).isChecked()).toBe(true);
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/bulk-refused.png` });
    expect(await axeProblems(session.page)).toEqual([]);

    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
    await bar().getByRole('button', { name: 'Clear selection' }).click();
    expect(await bar().count()).toBe(0);
  });
});
