/**
 * Issue #33 item 1, as an admin meets it: a chef's view shows its history with "Restore this
 * version" on each earlier version; it opens the edit form with that version's values (the long
 * bio too) under a notice naming who saved it and when; saving writes them back as a new change,
 * which the history then shows. A version whose e-mail another chef took since is refused by the
 * edit's own rule, with its message, and the chef stays as it was. The address names the version,
 * so a reload, or the link pasted signed out, opens the same restore. A version's photo shows in
 * the form and a save puts it back. Looked at in English and Arabic, wide and on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { apiAddChef, apiMultipart, pngBlob } from '../support/people-e2e';
import { E2E_ADMIN } from '../support/server-process';
import { signedInE2e } from '../support/signed-in-e2e';

const BIO = 'Self-taught chef of Hiša Franko in the Soča valley, who cooks with what the river and the alpine pastures give each week.';

const session = signedInE2e({
  prepare: async (server, token) => {
    const ana = await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test', bio: BIO });
    await apiMultipart(server, token, 'chef/edit', { id: String(ana), version: '1', name: 'Ana Roš Renamed', email: 'ana@hisa-franko.test', bio: 'Short.' }, 'PUT');
    const clare = await apiAddChef(server, token, { name: 'Clare Smyth', email: 'clare@core.test' });
    await apiMultipart(server, token, 'chef/edit', { id: String(clare), version: '1', name: 'Clare Smyth', email: 'clare.smyth@core.test' }, 'PUT');
    // Another chef takes the e-mail Clare's first version had.
    await apiAddChef(server, token, { name: 'Clara Other', email: 'clare@core.test' });
    // Niko's photo, replaced since by another.
    niko = await apiAddChef(server, token, { name: 'Niko Romito', email: 'niko@reale.test', image: pngBlob(200, [0x2f, 0x7d, 0x4b]) });
    nikoFirstPhoto = await photoOf(server.url, token, niko);
    await apiMultipart(server, token, 'chef/edit', { id: String(niko), version: '1', name: 'Niko Romito', email: 'niko@reale.test', image: pngBlob(200, [0xe5, 0x4b, 0x2f]) }, 'PUT');
  },
});

let niko = 0;
let nikoFirstPhoto = '';
/** A chef's photo address as its view call answers it. */
async function photoOf(url: string, token: string, id: number): Promise<string> {
  const answer = await fetch(`${url}/api/v1/admin/chef/view?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { profile_photo: string } }).data.profile_photo;
}

const page = () => session.page;

async function openHistory(name: string) {
  await page().goto(`${session.server.url}/chef`);
  await page().getByRole('button', { name: `View ${name}` }).click();
  const history = page().getByRole('dialog').getByRole('region', { name: 'Last changes' });
  await entries(history).first().waitFor();
  return history;
}

/** The timeline's changes, newest first (each holds a list of its fields of its own). */
const entries = (history: ReturnType<ReturnType<typeof page>['getByRole']>) => history.locator(':scope > ol > li');

beforeAll(async () => {
  await page().setViewportSize({ width: 1280, height: 900 });
});

describe('restore this version', () => {
  it('puts an earlier version in the edit form, and a save writes it back as a new change', async () => {
    const history = await openHistory('Ana Roš Renamed');
    // Newest first: the edit is the chef as it is; the add is the version to go back to.
    await entries(history).nth(0).getByText('Current version').waitFor();
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-history.png` });
    await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).click();

    await page().waitForURL((url) => /^\/chef\/edit\/\d+$/.test(url.pathname) && url.searchParams.has('version'));
    const notice = page().getByTestId('version-restore');
    await notice.getByText(/Restoring the version saved by Super Admin on/).waitFor();
    expect(await page().getByLabel('Name').inputValue()).toBe('Ana Roš');
    expect(await page().getByLabel('Bio').inputValue()).toBe(BIO);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-form.png` });
    expect(await axeProblems(page())).toEqual([]);

    // The address names the version: a reload opens the same restore.
    await page().reload();
    await notice.waitFor();
    expect(await page().getByLabel('Name').inputValue()).toBe('Ana Roš');

    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByRole('status').filter({ hasText: 'Chef updated' }).waitFor();
    await page().waitForURL((url) => url.pathname === '/chef');
    await page().getByRole('cell', { name: 'Ana Roš', exact: true }).waitFor();

    const after = await openHistory('Ana Roš');
    const newest = entries(after).nth(0);
    await newest.getByText('Current version').waitFor();
    expect(await newest.innerText()).toContain('Ana Roš Renamed → Ana Roš');
    expect(await entries(after).count()).toBe(3);
  });

  it('shows the photo of the version in the form, and a save puts it back', async () => {
    const replaced = await photoOf(session.server.url, session.token, niko);
    expect(replaced).not.toBe(nikoFirstPhoto);
    const history = await openHistory('Niko Romito');
    await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).click();
    await page().getByTestId('version-restore').waitFor();
    const preview = page().getByRole('img', { name: 'Preview of the image' });
    await page().waitForFunction((src) => document.querySelector('main form img')?.getAttribute('src') === src, nikoFirstPhoto);
    expect(await preview.getAttribute('src')).toBe(nikoFirstPhoto);
    // The picture is the stored one, not a new file waiting to be saved.
    expect(await page().getByText('Not saved yet').count()).toBe(0);
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-photo.png` });

    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByRole('status').filter({ hasText: 'Chef updated' }).waitFor();
    await page().waitForURL((url) => url.pathname === '/chef');
    expect(await photoOf(session.server.url, session.token, niko)).toBe(nikoFirstPhoto);
    // The photo the restore replaced is still served, for the version that shows it.
    expect((await fetch(`${session.server.url}${replaced}`)).status).toBe(200);
  });

  it('refuses a version whose e-mail another chef took since, with the rule’s message, and keeps the chef', async () => {
    const history = await openHistory('Clare Smyth');
    await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).click();
    await page().getByTestId('version-restore').waitFor();
    expect(await page().getByLabel('Email').inputValue()).toBe('clare@core.test');
    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByText('This email is already in use').waitFor();
    // Still on the form, with the version's values, to change and save again.
    expect(new URL(page().url()).pathname).toMatch(/^\/chef\/edit\/\d+$/);
    expect(await page().getByLabel('Email').inputValue()).toBe('clare@core.test');
    await page().goto(`${session.server.url}/chef`);
    await page().getByRole('cell', { name: 'clare.smyth@core.test', exact: true }).waitFor();
  });

  it('opens on an unknown version with the current values, and says the version is not kept', async () => {
    const history = await openHistory('Clare Smyth');
    const link = await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).getAttribute('href');
    await page().goto(`${session.server.url}${link!.replace(/version=\d+/, 'version=999999')}`);
    await page().getByText('This version of the record is not kept').waitFor();
    expect(await page().getByLabel('Email').inputValue()).toBe('clare.smyth@core.test');
    expect(await page().getByTestId('version-restore').count()).toBe(0);
  });

  it('opens from a link pasted signed out, once signed in, on the same version', async () => {
    const history = await openHistory('Clare Smyth');
    const link = await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).getAttribute('href');
    const stranger = await (await session.browser.newContext()).newPage();
    try {
      await stranger.goto(`${session.server.url}${link}`);
      await stranger.getByLabel('Email').fill(E2E_ADMIN.email);
      await stranger.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await stranger.getByRole('button', { name: 'Login', exact: true }).click();
      await stranger.getByTestId('version-restore').waitFor();
      expect(new URL(stranger.url()).pathname + new URL(stranger.url()).search).toBe(link);
      expect(await stranger.getByLabel('Email').inputValue()).toBe('clare@core.test');
    } finally {
      await stranger.context().close();
    }
  });

  it('reads in Arabic, right to left, wide and on a phone', async () => {
    const history = await openHistory('Clare Smyth');
    const link = await entries(history).nth(1).getByRole('link', { name: 'Restore this version' }).getAttribute('href');
    await page().keyboard.press('Escape');
    await page().getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page().getByRole('button', { name: 'عرض Clare Smyth' }).click();
    await page().getByRole('dialog').getByRole('link', { name: 'استعادة هذه النسخة' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The modal's opening glide over, so the picture is the modal as it stays.
    await page().waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-history-ar.png` });
    await page().goto(`${session.server.url}${link}`);
    await page().getByTestId('version-restore').getByText(/استعادة النسخة التي حفظها/).waitFor();
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-form-ar.png` });
    await page().setViewportSize({ width: 390, height: 844 });
    await page().reload();
    await page().getByTestId('version-restore').waitFor();
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-form-ar-390.png` });
    expect(await axeProblems(page())).toEqual([]);
    await page().setViewportSize({ width: 768, height: 1024 });
    await page().reload();
    await page().getByTestId('version-restore').waitFor();
    await page().screenshot({ path: `${SCREENSHOT_DIR}/restore-version-form-ar-768.png` });
    await page().getByRole('combobox', { name: 'اللغة' }).selectOption('en-US');
    await page().setViewportSize({ width: 1280, height: 900 });
  });
});
