/**
 * Issue #32 item 1 on a bad day: "Sign in with a passkey" pressed while the server is stopped says
 * the server could not be reached and leaves the form usable, without asking for the WebAuthn
 * library's chunk (browsers that keep a failed module fetch for the page's life would lose passkeys
 * in that tab); once the server is back on the same address, the same button in the same
 * document signs in. The passkey is made on the profile screen of one tab and carried to a fresh
 * one (CDP `WebAuthn.getCredentials` / `addCredential`), so the fresh tab has never loaded the chunk.
 * A toast shown while the toasts' own code cannot load shows anyway, in the page's language, and
 * never blanks the page (it did: the toast host's chunk failing unmounted the whole app).
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from '../support/browser';
import { withAuthenticator } from '../support/virtual-authenticator';
import { restartableSuite } from '../support/restartable-suite';
import { E2E_ADMIN } from '../support/server-process';
import { addedSupportAdmin } from './account-support';

// An admin of their own for the password sign-in: the super admin has a passkey after the first test.
const SUPPORT = { email: 'sam.support@mise.local', firstName: 'Sam', lastName: 'Support', password: 'Helpdesk#2026' };
const suite = restartableSuite((server) => addedSupportAdmin(server, E2E_ADMIN, SUPPORT));
const site = () => suite.server.url.replace('127.0.0.1', 'localhost');


describe('a passkey sign-in while the server is away', () => {
  it('says the server could not be reached, asks for no chunk, and signs in once the server is back', async () => {
    // One tab makes the passkey on the profile screen.
    const maker = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const makerPage = await maker.newPage();
    const made = await withAuthenticator(makerPage);
    await makerPage.goto(`${site()}/login`);
    await makerPage.locator('input[name="email"]').fill(E2E_ADMIN.email);
    await makerPage.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await makerPage.getByRole('button', { name: 'Login', exact: true }).click();
    await makerPage.waitForURL('**/dashboard');
    await makerPage.goto(`${site()}/edit-profile`);
    const passkeys = makerPage.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByLabel('Name').fill('Laptop');
    await passkeys.getByLabel('Current password').fill(E2E_ADMIN.password);
    await passkeys.getByRole('button', { name: 'Continue' }).click();
    await makerPage.getByText('Passkey added').first().waitFor();
    const { credentials } = await made.cdp.send('WebAuthn.getCredentials', { authenticatorId: made.authenticatorId });
    expect(credentials).toHaveLength(1);
    await maker.close();

    // A fresh tab, whose authenticator holds the same passkey, opens the sign-in page.
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      const fresh = await withAuthenticator(page);
      await fresh.cdp.send('WebAuthn.addCredential', { authenticatorId: fresh.authenticatorId, credential: credentials[0]! });
      await page.goto(`${site()}/login`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));

      await suite.server.stop();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('The server could not be reached').first().waitFor();
      expect(page.url()).toMatch(/\/login$/);
      expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isEnabled()).toBe(true);
      expect(asked.filter((path) => path.includes('passkey-ceremony'))).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/passkeys-server-away-390.png` });
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await suite.start();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL('**/dashboard');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a password sign-in on a fresh sign-in page says so too, in the page’s language, and the page stays', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site()}/login`);
      await page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
      await page.goto(`${site()}/login`);
      await page.locator('input[name="email"]').fill(SUPPORT.email);
      await page.locator('input[name="password"]').fill(SUPPORT.password);
      // Stopped before the first notice: the toasts' code was never loaded in this tab.
      await suite.server.stop();
      await page.locator('button[type="submit"]').click();
      await page.getByRole('alert').filter({ hasText: 'تعذّر الوصول إلى الخادم' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('مرحبًا بعودتك');
      expect(await page.locator('input[name="email"]').inputValue()).toBe(SUPPORT.email);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/sign-in-server-away-ar-390.png` });
      await suite.start();
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });
});
