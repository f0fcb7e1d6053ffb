/**
 * Static pages (issue #5) in a real Chromium against the built product: the seeded pages (no Add),
 * search and sort, the view rendering the stored HTML, editing a page with the rich-text editor
 * (bold, a bulleted list, a link through the link dialog) and seeing it rendered; and hostile HTML,
 * stored through the API or pasted into the editor, running nothing in the view modal.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { apiGet, apiJson, eventually, listScreen, openFromSidebar } from '../support/content-e2e';
import { apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

/** Every classic vector sets window.__xss or opens a dialog if it ever runs. */
const HOSTILE = [
  '<p>Safe start</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'; alert(1)">',
  '<p onclick="window.__xss = \'click\'" onmouseover="alert(2)">Hover me</p>',
  '<a href="javascript:window.__xss=\'link\';alert(3)">bad link</a>',
  '<iframe srcdoc="<script>parent.__xss = \'frame\'</script>"></iframe>',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<details open ontoggle="window.__xss = \'toggle\'"><summary>More</summary></details>',
  '<p style="background-image: url(javascript:alert(4))">Styled</p>',
  '<p><strong>Safe end</strong></p>',
].join('');

let server: ServerProcess;
let browser: Browser;
let page: Page;
let token: string;
const pageErrors: string[] = [];
const dialogs: string[] = [];
let list: ReturnType<typeof listScreen>;

const editor = () => page.getByRole('textbox', { name: 'Content' });
const toolbarButton = (name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
const xssMarker = () => page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);

type PageList = { data: { rows: { id: number; title: string }[] } };
async function pageId(title: string): Promise<number> {
  const answer = await fetch(`${server.url}/api/v1/admin/auth/static-content/list`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ search: title }),
  });
  return ((await answer.json()) as PageList).data.rows.find((row) => row.title === title)!.id;
}

/** Sends the clipboard's HTML as a browser paste does: a beforeinput of type insertFromPaste. */
async function pasteHtml(html: string) {
  await editor().evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
  }, html);
}

beforeAll(async () => {
  server = await startServer();
  token = await apiToken(server);
  await apiJson(server, token, 'PUT', 'auth/static-content/edit', { id: await pageId('FAQ'), title: 'FAQ', content: HOSTILE });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  list = listScreen(page, 'Static pages');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('static-page list and view', () => {
  it('lists the seeded pages with title, date and actions, and no Add', async () => {
    await openFromSidebar(page, null, 'Static page');
    await page.waitForURL((url) => url.pathname === '/static-page');
    await list.rowOf('About us').waitFor();
    expect(await list.headers()).toEqual(['title', 'date', 'actions']);
    expect(await list.rows().count()).toBe(4);
    expect(await page.getByRole('link', { name: /add/i }).count()).toBe(0);
    expect(await list.rowOf('About us').getByRole('button', { name: /delete/i }).count()).toBe(0);
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/static-pages-list.png` });
  });

  it('searches and sorts by title', async () => {
    await list.search('Search static pages').fill('privacy');
    await eventually(() => list.rows().count()).toBe(1);
    expect(await list.cell(0, 0)).toBe('Privacy policy');
    await list.search('Search static pages').fill('');
    await eventually(() => list.rows().count()).toBe(4);
    await list.header('Title').getByRole('button').click();
    await eventually(() => list.cell(0, 0)).toBe('About us');
    await list.header('Title').getByRole('button').click();
    await eventually(() => list.cell(0, 0)).toBe('Terms and conditions');
  });

  it('views a page: its name and its content rendered as HTML', async () => {
    await page.getByRole('button', { name: 'View About us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Static page' });
    await dialog.getByRole('heading', { name: 'What you will find here' }).waitFor();
    expect(await dialog.getByText('About us', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('listitem').count()).toBe(3);
    const mail = dialog.getByRole('link', { name: 'hello@example.com' });
    expect(await mail.getAttribute('href')).toBe('mailto:hello@example.com');
    expect(await mail.getAttribute('rel')).toBe('noopener noreferrer');
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/static-pages-view.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('static-page edit with the rich-text editor', () => {
  it('writes bold text, a bulleted list and a link, then saves back to the list', async () => {
    await page.getByRole('link', { name: 'Edit Terms and conditions' }).click();
    await page.waitForURL(/\/static-page\/edit\/\d+$/);
    await page.getByRole('heading', { name: 'Edit static page' }).waitFor();
    await editor().getByText('5. Changes').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Terms and conditions');

    await editor().getByText('We may update these terms.', { exact: false }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bold words');
    expect(await toolbarButton('Bold').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' then plain.');
    await page.keyboard.press('Enter');

    await toolbarButton('Bulleted list').click();
    expect(await toolbarButton('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('First point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second point');
    await page.keyboard.press('Enter');
    // Enter in an empty item leaves the list.
    await page.keyboard.press('Enter');
    expect(await toolbarButton('Bulleted list').getAttribute('aria-pressed')).toBe('false');

    await page.keyboard.type('FAQ page');
    // A person pauses between typing and selecting; the editor syncs its selection in between.
    await page.waitForTimeout(200);
    await page.keyboard.press('Shift+Home');
    await page.waitForTimeout(200);
    await page.keyboard.press('Control+k');
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.getByText('Enter a full address starting with https://, http:// or mailto:').waitFor();
    await linkDialog.getByLabel('Address').fill('https://mise.test/faq');
    await linkDialog.getByLabel('Address').press('Enter');
    await linkDialog.waitFor({ state: 'detached' });
    await editor().getByRole('link', { name: 'FAQ page' }).waitFor();
    expect(await toolbarButton('Link').getAttribute('aria-pressed')).toBe('true');
    await waitForToastsToLeave(page);
    // The shell is fixed to the viewport, so a taller viewport shows the whole form instead of a full-page capture.
    await page.setViewportSize({ width: 1366, height: 1320 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/static-pages-editor.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Save' }).click();
    // Back to the list as it was left: sorted by title, in its address (issue #31 item 4).
    await page.waitForURL((url) => url.pathname === '/static-page');
    await page.getByText('Page updated').waitFor();
  });

  it('shows the saved page rendered in the view', async () => {
    await page.getByRole('button', { name: 'View Terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Static page' });
    await dialog.getByText('Bold words').waitFor();
    expect(await dialog.locator('strong', { hasText: 'Bold words' }).count()).toBe(1);
    // The page's own list, not the record's last changes below it.
    expect(await dialog.getByRole('document', { name: 'Content' }).locator('ul > li').allInnerTexts()).toEqual(['First point', 'Second point']);
    expect(await dialog.getByRole('link', { name: 'FAQ page' }).getAttribute('href')).toBe('https://mise.test/faq');
    await dialog.getByRole('link', { name: 'FAQ page' }).scrollIntoViewIfNeeded();
    await waitForToastsToLeave(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/static-pages-view-edited.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the formatting when the page is opened again', async () => {
    await page.getByRole('link', { name: 'Edit Terms and conditions' }).click();
    await editor().getByText('Bold words').waitFor();
    expect(await editor().locator('strong', { hasText: 'Bold words' }).count()).toBe(1);
    expect(await editor().locator('ul > li').count()).toBe(2);
    expect(await editor().getByRole('link', { name: 'FAQ page' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/static-page');
  });
});

describe('hostile HTML runs nothing', () => {
  it('stored through the API, the view shows the safe text only', async () => {
    await page.getByRole('button', { name: 'View FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Static page' });
    await dialog.getByText('Safe end').waitFor();
    await dialog.getByText('Hover me').hover();
    const content = dialog.getByRole('document', { name: 'Content' });
    expect(await content.locator('script, img, iframe, svg, [onerror], [onclick], [onload]').count()).toBe(0);
    expect(await content.locator('a[href^="javascript"]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await xssMarker()).toBeNull();
    expect(dialogs).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('pasted into the editor, it is reduced to safe content, saved, and runs nothing when viewed', async () => {
    await page.getByRole('link', { name: 'Edit About us' }).click();
    await editor().getByText('Questions or ideas?', { exact: false }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await pasteHtml(`<p>Pasted <strong>strongly</strong></p>${HOSTILE}`);
    await editor().getByText('strongly').waitFor();
    expect(await editor().locator('img, iframe, script, svg').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    // Back to the list as it was left: sorted by title, in its address (issue #31 item 4).
    await page.waitForURL((url) => url.pathname === '/static-page');

    const stored = await apiGet<{ data: { content: string } }>(server, token, `auth/view-static-content/${await pageId('About us')}`);
    expect(stored.data.content).toContain('<strong>strongly</strong>');
    expect(stored.data.content).not.toMatch(/<script|onerror|onclick|onload|ontoggle|javascript:|<iframe|<img|<svg|url\(/i);

    await page.getByRole('button', { name: 'View About us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Static page' });
    await dialog.getByText('strongly').waitFor();
    await dialog.getByText('Hover me').hover();
    await page.waitForTimeout(300);
    expect(await xssMarker()).toBeNull();
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('text of both directions in one page', () => {
  const direction = (block: ReturnType<Page['locator']>) => block.evaluate((element) => getComputedStyle(element).direction);

  it('reads each paragraph in the direction of its own text, in the editor and in the view', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Edit About us' }).click();
    await editor().getByText('strongly').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await pasteHtml('<p>مكتوب بالعربية</p><p>Written in English</p>');
    const arabic = editor().locator('p', { hasText: 'مكتوب بالعربية' });
    await arabic.waitFor();
    expect(await direction(arabic)).toBe('rtl');
    expect(await direction(editor().locator('p', { hasText: 'Written in English' }))).toBe('ltr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/static-page');

    await page.getByRole('button', { name: 'View About us' }).click();
    const shown = page.getByRole('dialog', { name: 'Static page' }).getByRole('document');
    const shownArabic = shown.locator('p', { hasText: 'مكتوب بالعربية' });
    await shownArabic.waitFor();
    expect(await direction(shownArabic)).toBe('rtl');
    expect(await direction(shown.locator('p', { hasText: 'Written in English' }))).toBe('ltr');
    // Shown, not stored: the saved HTML stays as the rich-text policy writes it.
    const stored = await apiGet<{ data: { content: string } }>(server, token, `auth/view-static-content/${await pageId('About us')}`);
    expect(stored.data.content).toContain('<p>مكتوب بالعربية</p>');
    expect(pageErrors).toEqual([]);
  });
});
