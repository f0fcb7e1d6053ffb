/**
 * Issue #15 item 1, as the super admin meets it: changes made in the screens show up in the
 * Activity area (who, what, which area and record, which fields, from where), the filters by
 * admin, area and days narrow it, and a chef's view modal shows its last changes. A sub-admin
 * never sees the area (tests/e2e/roles.test.ts).
 */
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runningServerUrl } from '../../server/backup/tool-database';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { DATA_CELL, eventually, listScreen } from '../support/content-e2e';
import { apiAddChef, waitForToastsToLeave } from '../support/people-e2e';
import { signedInE2e } from '../support/signed-in-e2e';

const session = signedInE2e({
  context: { viewport: { width: 1366, height: 900 } },
  prepare: async (server, token) => {
    await apiAddChef(server, token, { name: 'Ana Roš', email: 'ana@hisa-franko.test' });
    await apiAddChef(server, token, { name: 'Massimo Bottura', email: 'massimo@osteria.test' });
  },
});

const nav = () => session.page.getByRole('navigation', { name: 'Main navigation' });
const list = () => listScreen(session.page, 'Activity');
const filters = () => session.page.getByRole('group', { name: 'Filters' });
/** The Action column's text of each row, top to bottom. */
const actions = () => list().rows().evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));

describe('the activity log', () => {
  it('records a chef edited and switched off in the screens, newest first, with the fields that changed', async () => {
    await session.page.goto(`${session.server.url}/chef`);
    await session.page.getByRole('link', { name: 'Edit Massimo Bottura' }).click();
    await session.page.getByLabel('Bio').fill('Osteria Francescana, Modena.');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.waitForURL((url) => url.pathname === '/chef');
    await session.page.getByRole('switch', { name: /Ana Roš/ }).click();
    await eventually(() => session.page.getByRole('switch', { name: /Ana Roš/ }).getAttribute('aria-checked')).toBe('false');

    await nav().getByRole('link', { name: 'Activity', exact: true }).click();
    await session.page.waitForURL((url) => url.pathname === '/activity');
    await list().rowOf('Ana Roš').first().waitFor();
    const [newest, before] = [list().rows().nth(0), list().rows().nth(1)];
    expect(await newest.locator(DATA_CELL).allInnerTexts()).toEqual([
      expect.stringMatching(/^[A-Z][a-z]{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
      'Super Admin',
      'Deactivated',
      'Chef',
      'Ana Roš',
      'Status: Active → Inactive',
      '127.0.0.1',
    ]);
    expect((await before.locator(DATA_CELL).allInnerTexts()).slice(1, 6)).toEqual(['Super Admin', 'Edited', 'Chef', 'Massimo Bottura', 'Bio: changed']);
    // The sign-in of this test and the two chefs added through the API are there too.
    expect(await actions()).toEqual(expect.arrayContaining(['Signed in', 'Added']));
    await waitForToastsToLeave(session.page);
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-list.png` });
    expect(await axeProblems(session.page)).toEqual([]);
  });

  it('narrows to one area, then to a day range, and clears the filters', async () => {
    await filters().getByLabel('Area').selectOption({ label: 'Account' });
    await eventually(async () => new Set(await actions())).toEqual(new Set(['Signed in']));
    await filters().getByLabel('Area').selectOption({ label: 'Chef' });
    await eventually(async () => new Set(await actions())).toEqual(new Set(['Added', 'Edited', 'Deactivated']));

    // Tomorrow onwards: nothing yet. Today: the same rows again.
    const today = DateTime.local();
    await filters().getByLabel('From', { exact: true }).fill(today.plus({ days: 1 }).toISODate()!);
    await session.page.getByText('Nothing matches these filters').waitFor();
    await filters().getByLabel('From', { exact: true }).fill(today.toISODate()!);
    await filters().getByLabel('To', { exact: true }).fill(today.toISODate()!);
    await eventually(async () => new Set(await actions())).toEqual(new Set(['Added', 'Edited', 'Deactivated']));
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-filtered.png` });

    await filters().getByRole('button', { name: 'Clear filters' }).click();
    await eventually(async () => (await actions()).includes('Signed in')).toBe(true);
    expect(await filters().getByLabel('Area').inputValue()).toBe('');
  });

  it('filters by admin and finds a record by its name', async () => {
    await filters().getByLabel('Admin').selectOption({ label: 'Super Admin' });
    await eventually(() => list().rows().count()).toBeGreaterThan(0);
    await list().search('Search the activity').fill('Bottura');
    await eventually(async () => new Set(await actions())).toEqual(new Set(['Added', 'Edited']));
  });

  it('exports what the filters show, and no more, as CSV', async () => {
    const [download] = await Promise.all([session.page.waitForEvent('download'), session.page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,created_at,admin_id,admin_name,action,area,record_id,record_label,record_deleted,changed,changes,ip');
    expect(lines.slice(1).map((line) => line.split(',').slice(4, 8).join(' '))).toEqual([expect.stringMatching(/^edit chef \d+ Massimo Bottura$/), expect.stringMatching(/^add chef \d+ Massimo Bottura$/)]);
  });

  it('shows a chef’s last changes in its view modal, newest first', async () => {
    await session.page.goto(`${session.server.url}/chef`);
    await session.page.getByRole('button', { name: 'View Massimo Bottura' }).click();
    const modal = session.page.getByRole('dialog');
    const history = modal.getByRole('region', { name: 'Last changes' });
    const changes = history.locator(':scope > ol > li');
    await changes.first().waitFor();
    const entries = await changes.allInnerTexts();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/Super Admin\s*Edited\s*Bio: changed/);
    expect(entries[1]).toMatch(/Super Admin\s*Added/);
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-chef-view.png` });
    expect(await axeProblems(session.page)).toEqual([]);
  });

  it('checks the log: intact, then the change altered in the database named by who made it and when', async () => {
    await session.page.goto(`${session.server.url}/activity`);
    const bar = session.page.getByRole('region', { name: 'Log integrity' });
    const answer = bar.getByRole('status');
    await expect.poll(() => answer.innerText()).toMatch(/^Each change is sealed to the one before it/);
    await bar.getByRole('button', { name: 'Check the log' }).click();
    await expect.poll(() => answer.innerText()).toMatch(/^\d+ changes checked: the log is intact\.$/);
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-chain-intact.png` });

    // Someone with the database owner's rights rewrites a row past the append-only trigger.
    const database = new pg.Client({ connectionString: await runningServerUrl(session.server.dataDir) });
    await database.connect();
    let when: Date;
    try {
      await database.query('begin');
      await database.query('set local session_replication_role = replica');
      const changed = await database.query<{ created_at: Date }>(
        `update activity set record_label = 'Someone else' where action = 'deactivate' and record_label = 'Ana Roš' returning created_at`,
      );
      await database.query('commit');
      expect(changed.rowCount).toBe(1);
      when = changed.rows[0]!.created_at;
    } finally {
      await database.end();
    }
    await bar.getByRole('button', { name: 'Check the log' }).click();
    const shown = DateTime.fromJSDate(when).toFormat('LLL-dd-yyyy HH:mm', { locale: 'en-US' });
    await expect.poll(() => answer.innerText()).toBe(`The log is not intact: the change by Super Admin on ${shown} was altered after it was written.`);
    expect(await bar.getAttribute('data-chain')).toBe('broken');
    await session.page.screenshot({ path: `${SCREENSHOT_DIR}/activity-chain-broken.png` });
    expect(await axeProblems(session.page)).toEqual([]);
  });
});
