/**
 * What the bad-day e2e files share (never-blank, form-drafts, server-back): one server per file on
 * a fixed address, which a test stops and starts again on the same port and data so that an open
 * tab finds it again, optionally serving a copy of the build under a newer build id (a deploy);
 * one browser; and, before each test, the server up again after one that failed while it was
 * stopped. Registers its own vitest hooks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser';
import { copyAsNewerBuild } from './newer-build';
import { removeDataDir, startServer, type ServerProcess } from './server-process';

export type RestartableSuite = {
  /** The server process running now (a new one after each restart). */
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** Starts the stopped server again on the same address and data, with `env` added. */
  start: (env?: Record<string, string>) => Promise<void>;
  /** Stops the server and starts it again on the same address and data, with `env` added. */
  restart: (env?: Record<string, string>) => Promise<void>;
  /** Restarts serving a copy of the build named `buildId`, without the chunks `dropChunk` matches. */
  restartWithNewerBuild: (buildId: string, dropChunk?: RegExp) => Promise<void>;
};

export function restartableSuite(seed: (server: ServerProcess) => Promise<void> = async () => {}): RestartableSuite {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let port = 0;
  const newerDist = mkdtempSync(path.join(tmpdir(), 'mise-newer-dist-'));
  const isDown = (process: ServerProcess) => process.child.exitCode !== null || process.child.signalCode !== null;

  beforeAll(async () => {
    server = await startServer();
    port = Number(new URL(server.url).port);
    browser = await launchBrowser();
    await seed(server);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    rmSync(newerDist, { recursive: true, force: true });
  });

  beforeEach(async () => {
    if (server && isDown(server)) server = await startServer({ dataDir: server.dataDir, port });
  });

  const start = async (env: Record<string, string> = {}) => {
    server = await startServer({ dataDir: server!.dataDir, port, env });
  };
  const restart = async (env: Record<string, string> = {}) => {
    await server!.stop();
    await start(env);
  };

  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    start,
    restart,
    restartWithNewerBuild: async (buildId, dropChunk) => {
      rmSync(newerDist, { recursive: true, force: true });
      await restart({ STATIC_DIR: copyAsNewerBuild(newerDist, buildId, dropChunk) });
    },
  };
}
