/**
 * First-load JavaScript of /login (DESIGN.md section 7), as Chromium receives it: a fresh browser
 * opens the page on the built server and, over CDP, adds up each script's `encodedDataLength`
 * (the bytes on the wire, response headers included, compressed as the server sent them). Counted:
 * the scripts requested up to the page's load event, which are all the login page needs. Listed
 * apart: those fetched afterwards while the page is idle, of two kinds. Prefetched (the signed-in
 * shell, into the HTTP cache for after sign-in, not run: src/app/signed-in-chunks.ts), and run
 * (module scripts: the field checks, the answer reader, the guard, the journal, the screens'
 * texts). What runs after the load still lands on the page's thread inside Lighthouse's TBT
 * window, so it has a budget of its own: when two of those modules' imports sat in the kit, /login
 * ran all of it, with react-intl and luxon, a second after its first paint (issue #37).
 */
import { launchBrowser } from '../tests/support/browser';
import type { ServerProcess } from '../tests/support/server-process';

/** `afterLoad`: asked after the load event; `runs`: a module script the page runs (not a prefetch into the cache). */
export type ScriptFigure = { url: string; wire: number; raw: number; encoding: string; afterLoad: boolean; runs: boolean };
/** `wireTotal`: the first load; `runAfterLoadWire`: the scripts run after it, before any input. */
export type BundleFigure = { files: ScriptFigure[]; wireTotal: number; runAfterLoadWire: number };

type Seen = { url: string; sentAt: number; encoding: string; raw: number; runs: boolean };

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
      // A module script (and its modulepreload) is of type Script; a `<link rel=prefetch>` is Other.
      seen.set(event.requestId, { url: new URL(event.request.url).pathname, sentAt: event.timestamp, encoding: 'none', raw: 0, runs: event.type === 'Script' });
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
    const files = finished.map(({ url, wire, raw, encoding, sentAt, runs }) => ({ url, wire, raw, encoding, afterLoad: sentAt > loadedAt, runs }));
    const wireOf = (chosen: ScriptFigure[]) => chosen.reduce((sum, file) => sum + file.wire, 0);
    return {
      files,
      wireTotal: wireOf(files.filter((file) => !file.afterLoad)),
      runAfterLoadWire: wireOf(files.filter((file) => file.afterLoad && file.runs)),
    };
  } finally {
    await browser.close();
  }
}
