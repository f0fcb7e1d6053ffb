/**
 * Issue #32 item 1, passkeys as an admin meets them in Chromium, through Chromium's virtual
 * authenticator (CDP `WebAuthn.addVirtualAuthenticator`: a platform authenticator that keeps
 * discoverable passkeys and checks its owner, as a laptop's fingerprint reader does). On the
 * profile screen "Passkeys" asks for a name and the current password, then the browser makes the
 * passkey; from then on the password is followed by the passkey (the second step), and the sign-in
 * page's "Sign in with a passkey" signs in with no field typed. A dialog
 * the person closes, a passkey removed from the account and one that could not check its owner
 * each leave the sign-in form usable with their reason. On `localhost` of the server's port: a
 * browser gives no passkey to an IP address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { withAuthenticator } from '../support/virtual-authenticator';
import { waitForToastsToLeave } from '../support/people-e2e';
import { serverAndBrowser } from '../support/server-and-browser';
import { adminToken, E2E_ADMIN } from '../support/server-process';
import { addedSupportAdmin } from './account-support';

const SUPPORT = { email: 'sam.support@mise.local', firstName: 'Sam', lastName: 'Support', password: 'Helpdesk#2026' };
/** The super admin's token, taken while their password alone signs them in (the first test gives them a passkey). */
let superToken = '';
const files = serverAndBrowser({}, async (server) => {
  await addedSupportAdmin(server, E2E_ADMIN, SUPPORT);
  superToken = await adminToken(server.url);
});

/** The super admin's rule for the Support role (through the API: the screen for it has its own e2e). */
async function requireForSupport(required: boolean) {
  const call = (path: string, body?: object) =>
    fetch(`${files.server.url}/api/v1/admin/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${superToken}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ data: { rows: Array<{ id: number; role: string }> } }>);
  const support = (await call('auth/second-factor/roles')).data.rows.find((row) => row.role === 'Support')!;
  await call('auth/second-factor/roles/require', { id: support.id, required });
}
const site = () => files.server.url.replace('127.0.0.1', 'localhost');


async function signInWithPassword(page: Page) {
  await page.goto(`${site()}/login`);
  await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).hover();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

const card = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

describe('passkeys', () => {
  it('adds a passkey on the profile screen, signs in with it alone, and removes it', async () => {
    const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const { cdp, authenticatorId } = await withAuthenticator(page);
      await signInWithPassword(page);
      await page.goto(`${site()}/edit-profile`);
      const passkeys = card(page);
      await passkeys.getByText('No passkeys yet.').waitFor();
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();

      // Nothing is sent without a name and the password; a wrong password keeps the name.
      await passkeys.getByRole('button', { name: 'Continue' }).click();
      expect(await passkeys.getByText('This field is required').count()).toBe(2);
      await passkeys.getByLabel('Name').fill('Work laptop');
      await passkeys.getByLabel('Current password').fill('Not#MyPassword1');
      await passkeys.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('The current password is not correct').first().waitFor();
      expect(await passkeys.getByLabel('Current password').inputValue()).toBe('');
      expect(await passkeys.getByLabel('Name').inputValue()).toBe('Work laptop');
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);

      await passkeys.getByLabel('Current password').fill(E2E_ADMIN.password);
      await passkeys.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Passkey added').first().waitFor();
      const rows = passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain('Work laptop');
      expect(await rows.first().innerText()).toContain('never used');
      // The authenticator holds it as a discoverable passkey of this site.
      const [held] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
      expect(held).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/passkeys-card-1280.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);

      // The password alone no longer signs in: the passkey proves the second step.
      await signOut(page);
      await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
      await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await page.getByText('Confirm with one of your passkeys', { exact: false }).waitFor();
      // No app: no code to type, only the passkey.
      expect(await page.locator('input[name="code"]').count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/passkeys-second-step-1280.png` });
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.waitForURL('**/dashboard');

      // Signed out, the passkey alone signs in: no e-mail, no password.
      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL('**/dashboard');
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(0);

      // The list says when it was last used; removing asks for the password again.
      await page.goto(`${site()}/edit-profile`);
      await expect.poll(() => rows.first().innerText()).toContain('last used');
      await rows.first().getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
      await passkeys.getByRole('button', { name: 'Remove', exact: true }).click();
      await passkeys.getByText('This field is required').waitFor();
      await passkeys.getByLabel('Current password').fill(E2E_ADMIN.password);
      await passkeys.getByRole('button', { name: 'Remove', exact: true }).click();
      await page.getByText('Passkey removed').first().waitFor();
      // The notice lets the pointer through: the account menu it covers takes a click while it is up.
      const notice = (await page.getByRole('status').filter({ hasText: 'Passkey removed' }).boundingBox())!;
      const menu = (await page.getByRole('button', { name: /account menu/ }).boundingBox())!;
      expect(notice.y < menu.y + menu.height && menu.y < notice.y + notice.height).toBe(true);
      await page.getByRole('button', { name: /account menu/ }).click({ trial: true, timeout: 1000 });
      await passkeys.getByText('No passkeys yet.').waitFor();

      // The authenticator still holds it, but the account no longer knows it.
      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('This passkey could not be checked. Please try again.').first().waitFor();
      expect(page.url()).toMatch(/\/login$/);
      expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isEnabled()).toBe(true);
      expect(await page.locator('input[name="email"]').isEditable()).toBe(true);
      // With no passkey left, the password alone signs in again.
      await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
      await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });

  it('leaves the form usable when no passkey answers, and shows the button in Arabic on a phone', async () => {
    const context = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      // An authenticator that holds no passkey of this site: the browser's request ends refused.
      await withAuthenticator(page);
      await page.goto(`${site()}/login`);
      await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('No passkey was used: the request was cancelled or timed out').first().waitFor({ timeout: 90_000 });
      expect(page.url()).toMatch(/\/login$/);
      // What was typed is still there for the password.
      expect(await page.locator('input[name="email"]').inputValue()).toBe(E2E_ADMIN.email);
      await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await signOut(page);

      await page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
      await page.goto(`${site()}/login`);
      await page.getByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/passkeys-login-ar-390.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets an admin whose role requires a second factor add a passkey instead of an app, on a phone, and go on', async () => {
    await requireForSupport(true);
    const context = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await withAuthenticator(page);
      await page.goto(`${site()}/login?next=%2Fuser`);
      await page.locator('input[name="email"]').fill(SUPPORT.email);
      await page.locator('input[name="password"]').fill(SUPPORT.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      const passkeys = card(page);
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await passkeys.getByLabel('Name').fill('Phone');
      await passkeys.getByLabel('Current password').fill(SUPPORT.password);
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/passkeys-gate-390.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);
      await passkeys.getByRole('button', { name: 'Continue' }).click();
      // Free: the address asked for shows.
      await page.getByRole('heading', { name: 'User', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/user');
    } finally {
      await context.close();
      await requireForSupport(false);
    }
  });
});
