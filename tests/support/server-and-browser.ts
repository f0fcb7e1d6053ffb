/**
 * The set-up most e2e files share: one server of their own (the built product on embedded
 * PostgreSQL) and one Chromium for the file, both ended and the data folder removed afterwards.
 * Registers its own vitest hooks; read `server` and `browser` inside tests.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { removeDataDir, startServer, type ServerProcess, type StartOptions } from './server-process';

export type ServerAndBrowser = { readonly server: ServerProcess; readonly browser: Browser };

/** `seed`: what the file needs on the server before its tests (through the API), run once it is up. */
export function serverAndBrowser(options: StartOptions = {}, seed: (server: ServerProcess) => Promise<void> = async () => {}): ServerAndBrowser {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(options);
    await seed(server);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
