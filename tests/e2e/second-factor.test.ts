/**
 * Issue #32 item 1, the second factor as an admin meets it in Chromium: on the profile screen,
 * "Two-step sign-in" asks for the password, shows a QR code and its key, takes the app's first
 * code and shows ten recovery codes once. The next sign-in asks for a code after the password: a
 * malformed one is refused on the spot, a recovery code or the app's code lets the admin in, and
 * "Back to sign-in" returns to the password. The codes are computed here from the key shown, as
 * a phone's app would.
 */
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/browser';
import { waitForToastsToLeave } from '../support/people-e2e';
import { serverAndBrowser } from '../support/server-and-browser';
import { E2E_ADMIN } from '../support/server-process';
import { addedSupportAdmin } from './account-support';

const SUPPORT = { email: 'sam.support@mise.local', firstName: 'Sam', lastName: 'Support', password: 'Helpdesk#2026' };
// Added while the super admin still signs in with a password alone (the first test turns their app on).
const files = serverAndBrowser({}, (server) => addedSupportAdmin(server, E2E_ADMIN, SUPPORT));

const appCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetMs });

async function passwordStep(page: Page, account: { email: string; password: string } = E2E_ADMIN) {
  await page.goto(`${files.server.url}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
}

const card = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/** Filled in by the first test: what the admin saw while turning the app on. */
const seen = { secret: '', codes: [] as string[] };

describe('two-step sign-in', () => {
  it('turns the authenticator app on from the profile screen: password, QR code, first code, recovery codes', async () => {
    const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await passwordStep(page);
      await page.waitForURL('**/dashboard');
      await page.goto(`${files.server.url}/edit-profile`);
      const twoStep = card(page);
      await twoStep.getByText('Off', { exact: true }).waitFor();
      await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();

      // The password first: a wrong one is refused and asked again.
      await twoStep.getByLabel('Current password').fill('Not#MyPassword1');
      await twoStep.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('The current password is not correct').first().waitFor();
      expect(await twoStep.getByLabel('Current password').inputValue()).toBe('');
      await twoStep.getByLabel('Current password').fill(E2E_ADMIN.password);
      await twoStep.getByRole('button', { name: 'Continue' }).click();

      const qr = twoStep.getByRole('img', { name: 'QR code for your authenticator app' });
      await qr.waitFor();
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      seen.secret = (await twoStep.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      expect(seen.secret).toMatch(/^[A-Z2-7]{32}$/);
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-scan.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);

      // A malformed code is refused on the spot; the app's code turns it on.
      await twoStep.getByLabel('Code from the app').fill('12ab');
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      await twoStep.getByText('Please enter the 6-digit code from your authenticator app').waitFor();
      await twoStep.getByLabel('Code from the app').fill(appCode(seen.secret));
      await twoStep.getByRole('button', { name: 'Turn on' }).click();
      const codes = twoStep.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      seen.codes = await codes.allInnerTexts();
      await page.getByText('Two-step sign-in is on').first().waitFor();
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-codes.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);

      await twoStep.getByRole('button', { name: 'I have saved them' }).click();
      await twoStep.getByText('On', { exact: true }).waitFor();
      await twoStep.getByText('10 recovery codes left').waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks for the code after the password: a malformed one is refused, a recovery code signs in once', async () => {
    expect(seen.codes).toHaveLength(10);
    const context = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await passwordStep(page);
      const step = page.getByRole('form', { name: 'Two-step sign-in' });
      await step.waitFor();
      await step.getByLabel('Code').fill('12ab');
      await step.getByRole('button', { name: 'Verify' }).click();
      await step.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code').waitFor();
      expect(page.url()).toMatch(/\/login$/);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-step-390.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);

      await step.getByLabel('Code').fill(seen.codes[0]!);
      await step.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }

    // The same recovery code again: refused, and the step stays for another try.
    const again = await files.browser.newContext();
    const second = await again.newPage();
    try {
      await passwordStep(second);
      const step = second.getByRole('form', { name: 'Two-step sign-in' });
      await step.getByLabel('Code').fill(seen.codes[0]!);
      await step.getByRole('button', { name: 'Verify' }).click();
      await second.getByText('This code is not right. Try the newest code, or a recovery code.').first().waitFor();
      expect(await step.getByLabel('Code').inputValue()).toBe('');
      // The app's next code (its window takes one step ahead) lets the admin in.
      await step.getByLabel('Code').fill(appCode(seen.secret, 30_000));
      await step.getByRole('button', { name: 'Verify' }).click();
      await second.waitForURL('**/dashboard');
    } finally {
      await again.close();
    }
  });

  it('goes back to the password from the second step, and shows the step in Arabic', async () => {
    const context = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await passwordStep(page);
      const step = page.getByRole('form', { name: 'Two-step sign-in' });
      await step.waitFor();
      await page.getByRole('button', { name: 'Back to sign-in' }).click();
      await page.locator('input[name="password"]').waitFor();
      expect(await page.locator('input[name="email"]').inputValue()).toBe(E2E_ADMIN.email);

      await page.evaluate(() => localStorage.setItem('mise.locale', 'ar'));
      await passwordStep(page);
      await page.getByRole('form', { name: 'تسجيل الدخول بخطوتين' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-step-ar-390.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets the super admin require it for a role: its admin sets it up at the next sign-in before anything else', async () => {
    // The super admin, signed in with their app (turned on above).
    const admin = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    const support = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await support.newPage();
    try {
      await passwordStep(adminPage);
      const step = adminPage.getByRole('form', { name: 'Two-step sign-in' });
      await step.getByLabel('Code').fill(seen.codes[1]!);
      await step.getByRole('button', { name: 'Verify' }).click();
      await adminPage.waitForURL('**/dashboard');
      await adminPage.goto(`${files.server.url}/edit-profile`);
      const roles = adminPage.getByRole('region', { name: 'Two-step sign-in by role' });
      const rule = roles.getByRole('switch', { name: 'Required for Support' });
      await rule.waitFor();
      expect(await rule.getAttribute('aria-checked')).toBe('false');
      await roles.getByRole('listitem').filter({ hasText: 'Support' }).getByText(/1 admin · 1 without it yet/).waitFor();
      await rule.click();
      await adminPage.getByText('Rule saved').first().waitFor();
      await expect.poll(() => rule.getAttribute('aria-checked')).toBe('true');
      await waitForToastsToLeave(adminPage);
      await adminPage.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-roles.png`, fullPage: true });
      expect(await axeProblems(adminPage)).toEqual([]);
      // The change is in the activity log: the role by name (no screen to link to), from No to Yes.
      await adminPage.goto(`${files.server.url}/activity`);
      const logged = adminPage.getByRole('table').locator('tbody tr', { hasText: 'Two-step sign-in required' });
      await logged.first().waitFor();
      expect(await logged.count()).toBe(1);
      const cells = (await logged.locator('td').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual(expect.arrayContaining(['Edited', 'Roles', 'Support', 'Two-step sign-in required: No → Yes']));
      expect(await logged.getByRole('link', { name: 'Support' }).count()).toBe(0);
      await adminPage.screenshot({ path: `${SCREENSHOT_DIR}/activity-role-rule-1280.png` });

      // The Support admin's next sign-in: the set-up, whatever address they asked for.
      await passwordStep(page, SUPPORT);
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      await page.goto(`${files.server.url}/user`);
      // A reload at another address keeps the session bound to the set-up.
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      const gate = page.getByRole('region', { name: 'Two-step sign-in' });
      await gate.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await gate.getByLabel('Current password').fill(SUPPORT.password);
      await gate.getByRole('button', { name: 'Continue' }).click();
      const secret = (await gate.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/second-factor-gate-390.png`, fullPage: true });
      expect(await axeProblems(page)).toEqual([]);
      await gate.getByLabel('Code from the app').fill(appCode(secret));
      await gate.getByRole('button', { name: 'Turn on' }).click();
      await gate.getByRole('button', { name: 'I have saved them' }).click();
      // Free: the address asked for shows.
      await page.getByRole('heading', { name: 'User', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/user');
    } finally {
      await admin.close();
      await support.close();
    }
  });
});
