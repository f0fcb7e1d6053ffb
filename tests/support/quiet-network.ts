/**
 * Playwright's `networkidle`, less the live changes' stream (`GET live`, issue #33 item 3), which a
 * signed-in screen keeps open on purpose: resolves once no other request of the page has been in
 * flight for `quietMs`. Requests made before the call are waited for from the page's load on.
 */
import type { Page, Request } from 'playwright-core';

const LIVE_STREAM = /\/api\/v1\/admin\/live(?:\?|$)/;

export async function quietNetwork(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (!LIVE_STREAM.test(request.url())) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
    throw new Error(`the network did not go quiet within ${timeoutMs} ms (${inFlight.size} requests in flight)`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
