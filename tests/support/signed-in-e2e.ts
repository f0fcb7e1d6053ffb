/**
 * The set-up most e2e files share: the product on a new data folder, Chromium, the data a file
 * needs added through the API, and one page signed in through the screen; all of it stopped and
 * removed after the file. Call it at the top level of a test file; read the fields in the tests.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { apiToken, signInThroughScreen } from './people-e2e';
import { removeDataDir, startServer, type ServerProcess } from './server-process';

export type SignedInE2e = { server: ServerProcess; browser: Browser; page: Page; token: string };

export function signedInE2e(options: { context?: BrowserContextOptions; prepare?: (server: ServerProcess, token: string) => Promise<void> } = {}): SignedInE2e {
  const session = {} as SignedInE2e;
  beforeAll(async () => {
    session.server = await startServer();
    session.browser = await launchBrowser();
    session.token = await apiToken(session.server);
    await options.prepare?.(session.server, session.token);
    session.page = await (await session.browser.newContext(options.context)).newPage();
    await signInThroughScreen(session.page, session.server);
  }, 120_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    if (session.server) removeDataDir(session.server.dataDir);
  });
  return session;
}
