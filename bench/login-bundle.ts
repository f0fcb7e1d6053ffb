/**
 * First-load JavaScript of /login (DESIGN.md section 7), as Chromium receives it: a fresh browser
 * opens the page on the built server and, over CDP, adds up each script's `encodedDataLength`
 * (the bytes on the wire, response headers included, compressed as the server sent them). Counted:
 * the scripts requested up to the page's load event, which are all the login page needs. Listed
 * apart: those fetched afterwards while the page is idle (the signed-in shell, made ready for
 * after sign-in: src/app/signed-in-chunks.ts).
 */
import { launchBrowser } from '../tests/support/browser';
import type { ServerProcess } from '../tests/support/server-process';

export type ScriptFigure = { url: string; wire: number; raw: number; encoding: string; idlePreload: boolean };
export type BundleFigure = { files: ScriptFigure[]; wireTotal: number };

type Seen = { url: string; sentAt: number; encoding: string; raw: number };

export async function measureLoginBundle(server: Pick<ServerProcess, 'url'>): Promise<BundleFigure> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable')]);
    const seen = new Map<string, Seen>();
    const finished: Array<Seen & { wire: number }> = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    cdp.on('Page.loadEventFired', (event) => (loadedAt = Math.min(loadedAt, event.timestamp)));
    cdp.on('Network.requestWillBeSent', (event) => {
      seen.set(event.requestId, { url: new URL(event.request.url).pathname, sentAt: event.timestamp, encoding: 'none', raw: 0 });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.encoding = event.response.headers['content-encoding'] ?? 'none';
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.raw += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = seen.get(event.requestId);
      if (request?.url.endsWith('.js')) finished.push({ ...request, wire: event.encodedDataLength });
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = finished.map(({ url, wire, raw, encoding, sentAt }) => ({ url, wire, raw, encoding, idlePreload: sentAt > loadedAt }));
    return { files, wireTotal: files.filter((file) => !file.idlePreload).reduce((sum, file) => sum + file.wire, 0) };
  } finally {
    await browser.close();
  }
}
