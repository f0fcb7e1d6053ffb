/**
 * Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`) on a page: a laptop's
 * built-in one, which keeps discoverable passkeys, checks its owner and answers at once. The
 * e2e tests of passkeys drive it; `cdp` reads or adds its credentials.
 */
import type { CDPSession, Page } from 'playwright-core';

export async function withAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}
