/**
 * Issue #33 item 2, as an admin meets it: a delete keeps the spec's question, then its toast offers
 * Undo, which brings the row back; a deleted chef waits in the Trash, from where it is restored
 * or removed for good; a chef whose e-mail another chef took meanwhile is refused with why. The
 * Trash is looked at in English and Arabic, wide and on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiAddChef } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

const session = signedInE2e({
  prepare: async (server, token) => {
    await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    await apiAddChef(server, token, { name: 'Dominique Crenn', email: 'dominique@atelier.test' });
    await apiAddChef(server, token, { name: 'Massimo Bottura', email: 'massimo@osteria.test' });
  },
});

const page = () => session.page;
const cell = (name: string) => page().getByRole('cell', { name, exact: true });

async function deleteChef(name: string) {
  await page().getByRole('button', { name: `Delete ${name}` }).click();
  const question = page().getByRole('alertdialog');
  await question.getByText(`Are you sure you want to delete ${name}? It goes to the Trash, where it can be restored.`).waitFor();
  await question.getByRole('button', { name: 'Delete' }).click();
  await cell(name).waitFor({ state: 'detached' });
}

beforeAll(async () => {
  await page().setViewportSize({ width: 1280, height: 800 });
  await page().goto(`${session.server.url}/chef`);
  await cell('Massimo Bottura').waitFor();
});

describe('a delete and its Undo', () => {
  it('offers Undo in the delete toast, and Undo brings the chef back to the list', async () => {
    await deleteChef('Massimo Bottura');
    const toast = page().getByRole('status').filter({ hasText: 'Chef deleted' });
    const undo = toast.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await page().screenshot({ path: `${SCREENSHOT_DIR}/trash-undo-toast.png` });
    await undo.click();
    await page().getByRole('status').filter({ hasText: 'Restored' }).waitFor();
    await cell('Massimo Bottura').waitFor();
  });
});

describe('a bulk delete and its Undo', () => {
  it('offers Undo for the rows deleted together, and Undo brings them all back', async () => {
    await page().getByRole('checkbox', { name: 'Select Dominique Crenn' }).check();
    await page().getByRole('checkbox', { name: 'Select Massimo Bottura' }).check();
    await page().getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Delete' }).click();
    const question = page().getByRole('alertdialog', { name: 'Delete 2 rows?' });
    await question.getByText('The rows go to the Trash, where they can be restored.', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await cell('Massimo Bottura').waitFor({ state: 'detached' });
    expect(await cell('Dominique Crenn').count()).toBe(0);
    const toast = page().getByRole('status').filter({ hasText: '2 rows done.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await cell('Massimo Bottura').waitFor();
    await cell('Dominique Crenn').waitFor();
  });
});

describe('the Trash', () => {
  it('lists a deleted chef with who deleted it, and restores it', async () => {
    await deleteChef('Dominique Crenn');
    await page().goto(`${session.server.url}/trash`);
    const row = page().getByRole('row').filter({ has: cell('Dominique Crenn') });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Dominique Crenn', 'Chef', 'Super Admin']));
    await page().screenshot({ path: `${SCREENSHOT_DIR}/trash-list.png` });
    expect(await axeProblems(page())).toEqual([]);

    await page().getByRole('button', { name: 'Restore Dominique Crenn' }).click();
    await page().getByRole('status').filter({ hasText: '1 row done.' }).waitFor();
    await cell('Dominique Crenn').waitFor({ state: 'detached' });
    await page().goto(`${session.server.url}/chef`);
    await cell('Dominique Crenn').waitFor();
  });

  it('refuses a chef whose e-mail another chef took meanwhile, saying why, and keeps it in the Trash', async () => {
    await deleteChef('Ana Roš');
    await apiAddChef(session.server, session.token, { name: 'Ana Again', email: 'ana@hisa-franko.test' });
    await page().goto(`${session.server.url}/trash`);
    await page().getByRole('button', { name: 'Restore Ana Roš' }).click();
    const refused = page().getByRole('alert').filter({ hasText: '1 row was not changed:' });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([
      'Ana Roš: Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.',
    ]);
    expect(await cell('Ana Roš').count()).toBe(1);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('removes a chef for good after asking, and the Trash is empty', async () => {
    await page().getByRole('button', { name: 'Remove Ana Roš for good' }).click();
    const question = page().getByRole('alertdialog', { name: 'Remove for good' });
    await question.getByText('Remove Ana Roš for good? This cannot be undone: the record and its files are deleted.').waitFor();
    await question.getByRole('button', { name: 'Remove for good' }).click();
    await page().getByRole('status').filter({ hasText: 'Removed for good' }).waitFor();
    await page().getByText('The trash is empty').waitFor();
  });

  it('reads in Arabic, right to left, wide and on a phone', async () => {
    await page().goto(`${session.server.url}/chef`);
    await deleteChef('Massimo Bottura');
    await page().goto(`${session.server.url}/trash`);
    await cell('Massimo Bottura').waitFor();
    await page().getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page().getByRole('heading', { name: 'سلة المهملات' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page().screenshot({ path: `${SCREENSHOT_DIR}/trash-list-ar.png` });
    await page().setViewportSize({ width: 390, height: 844 });
    // Read anew at that width, as a phone opens it (the drawer's closing glide is not the page).
    await page().reload();
    await page().getByRole('button', { name: 'استعادة Massimo Bottura' }).waitFor();
    expect(await page().getByRole('button', { name: 'تصدير CSV' }).count()).toBe(0);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/trash-list-ar-390.png` });
    expect(await axeProblems(page())).toEqual([]);
    await page().getByRole('combobox', { name: 'اللغة' }).selectOption('en-US');
    await page().setViewportSize({ width: 1280, height: 800 });
  });
});
