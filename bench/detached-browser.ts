/**
 * A Chromium the bench can let go of while it times a transfer (issue #11 item 6).
 *
 * Playwright attached to a tab follows each of its requests over the DevTools protocol: the
 * browser and the page report every request, and the bench's own process reads each report. A
 * 1 GiB chunked upload makes 205 requests; one raw PUT makes one. On this machine's two cores,
 * that cost the chunked upload 0.6 to 1.1 s of CPU that the raw PUT never paid (0.4 to 0.5 s in
 * the bench's own process, the rest mostly in Chromium's browser process). A person's browser has
 * nothing attached.
 *
 * So Chromium runs as its own process with a DevTools port on 127.0.0.1. Playwright connects for
 * the set-up, disconnects while the page does the transfer, and connects again to read the page's
 * own timing. The tab and its sessionStorage (the sign-in) stay as they are across connections.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser';

export type DetachedBrowser = {
  /** Playwright connected, on the browser's one tab. */
  attach(): Promise<Page>;
  /** Playwright disconnected; the tab goes on with what it was doing. */
  detach(): Promise<void>;
  close(): Promise<void>;
};

const DEVTOOLS_ENDPOINT = /DevTools listening on (ws:\/\/\S+)/;

export async function launchDetachedBrowser(profileDir: string): Promise<DetachedBrowser> {
  assertChromium();
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address within 30 s:\n${said}`)), 30_000);
    // Read to the end, or a full pipe would stall Chromium.
    child.stderr!.on('data', (chunk: Buffer) => {
      if (said.length < 100_000) said += chunk.toString();
      const found = DEVTOOLS_ENDPOINT.exec(said);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${said}`)));
  });

  let connected: Browser | null = null;
  return {
    async attach() {
      connected ??= await chromium.connectOverCDP(endpoint);
      const page = connected.contexts()[0]?.pages()[0];
      if (!page) throw new Error('The detached Chromium has no tab');
      return page;
    },
    async detach() {
      // For a browser reached over CDP, close() disconnects: the browser and its first tab go on.
      await connected?.close();
      connected = null;
    },
    async close() {
      await connected?.close().catch(() => undefined);
      connected = null;
      child.kill();
      await exited;
    },
  };
}

/**
 * Gives a file input a file from this machine's disk through the DevTools protocol. Playwright's
 * own setInputFiles refuses files over 50 MB to a browser it did not launch.
 */
export async function setFileThroughDevTools(page: Page, input: Locator, file: string) {
  await input.evaluate((element) => element.setAttribute('data-bench-file', ''));
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-bench-file]' });
    await session.send('DOM.setFileInputFiles', { files: [file], nodeId });
  } finally {
    await session.detach();
    await input.evaluate((element) => element.removeAttribute('data-bench-file'));
  }
}
