/**
 * Issue #14 item 5, as a developer or QA meets it: a flow journal exported from the `?debug`
 * panel of the real product, after a real sign-in and a few screens, replays through the
 * machines with `npm run replay` (exit 0, every run the same), and the panel itself imports the
 * export and shows the replayed state of each run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { E2E_ADMIN } from '../support/server-process';
import { serverAndBrowser } from '../support/server-and-browser';

const suite = serverAndBrowser();
const root = join(import.meta.dirname, '..', '..');


describe('a flow journal from the ?debug panel', () => {
  it('replays from the command line and in the panel to the recorded states', async () => {
    const context = await suite.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login?debug`);
    // The panel's name is its title, which becomes the replay's after an import.
    const panel = page.locator('section[aria-labelledby="flow-journal-title"]');
    await expect.poll(() => page.getByRole('region', { name: /^Flow journal · \d+ events$/ }).isVisible()).toBe(true);

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chef', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chef');
    await page.getByRole('link', { name: 'Add chef' }).first().click();
    await page.getByLabel('Name').fill('Replayed Chef');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export JSON' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'journal-')), 'flow-journal.json');
    await download.saveAs(file);

    const replay = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'replay.ts'), file], { cwd: root, encoding: 'utf8' });
    expect(replay.stderr).toBe('');
    expect(replay.stdout).toMatch(/^same +session \(.+\): recorded "?signedIn/m);
    expect(replay.stdout).toMatch(/^same +chefForm /m);
    expect(replay.stdout).toMatch(/\d+ runs: \d+ same, 0 different, 0 failed/);
    expect(replay.status).toBe(0);

    await panel.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => panel.getByRole('heading').textContent()).toMatch(/^Replay of flow-journal\.json · \d+ same, 0 different, \d+ incomplete$/);
    const rows = panel.getByRole('list', { name: 'replay' }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await panel.locator('[data-outcome=different], [data-outcome=failed]').count()).toBe(0);
    await expect.poll(() => panel.locator('[data-outcome=same]', { hasText: 'chefForm' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/flow-replay-panel.png` });

    await panel.getByRole('button', { name: 'Live journal' }).click();
    await expect.poll(() => panel.getByRole('heading').textContent()).toMatch(/^Flow journal · \d+ events$/);
    await context.close();
  });
});
