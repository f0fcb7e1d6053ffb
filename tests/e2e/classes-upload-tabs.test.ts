/**
 * The class video upload with two tabs of one browser (issue #12 item 2): the refresh marker and
 * the upload log live in local storage, shared by the tabs, so a second tab opening the class list
 * must not report the first tab's running upload as failed; once the tab that ran it is closed,
 * the upload is lost, and the next class-list load reports it failed (spec section 4).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import { addClassWithVideo, addLookups, classIdOf, holdParts, partNumberOf, partsOnDisk, viewClass } from '../support/class-e2e';
import { DATA_CELL, listScreen } from '../support/content-e2e';
import { writeLargeVideo } from '../support/large-video';
import { apiToken, signInThroughScreen } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const MIB = 1024 * 1024;

let server: ServerProcess;
let token: string;
let browser: Browser;
let context: BrowserContext;
let largeVideo: string;
const pageErrors: string[] = [];

const videoProgressOf = (page: Page, name: string) => listScreen(page, 'Classes').rowOf(name).locator(DATA_CELL).nth(3).innerText();
/** Polls for up to 30 s: an upload finishing, or a server cleaning up after it. */
const slowly = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

/**
 * A tab of the shared browser, signed in (the session is per tab, the upload log is not): the
 * first signs in on the screen; a tab opened beside a signed-in one is handed its session.
 */
async function signedInTab(): Promise<Page> {
  const othersOpen = context.pages().some((other) => !other.isClosed());
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (!othersOpen) {
    await signInThroughScreen(page, server);
    return page;
  }
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('navigation').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  return page;
}

/** Tab 1 saves a class with the video; part 1 reaches the server, the others wait in the browser. */
async function uploadHeldIn(name: string) {
  const tab = await signedInTab();
  const held = await holdParts(tab, { passing: [1] });
  const firstPart = tab.waitForResponse((response) => response.request().method() === 'PUT' && partNumberOf(response.url()) === 1);
  await addClassWithVideo(tab, name, largeVideo);
  expect((await firstPart).status()).toBe(200);
  return { tab, held };
}

/** Records whether the page sends the failed-video-status call. */
function failedVideoCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/class-info/failed-video-status')) calls.push(request.url());
  });
  return calls;
}

beforeAll(async () => {
  server = await startServer();
  token = await apiToken(server);
  await addLookups(server, token);
  const dir = path.join(server.dataDir, 'e2e-videos');
  mkdirSync(dir, { recursive: true });
  largeVideo = writeLargeVideo(path.join(dir, 'large-class.mp4'), 23 * MIB);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('class video upload in two tabs', () => {
  it('a second tab opening the class list leaves the first tab\'s upload running to "uploading completed"', async () => {
    const name = 'Two tabs class';
    const { tab: first, held } = await uploadHeldIn(name);
    try {
      expect(await first.evaluate(() => window.localStorage.getItem('mise.uploads.refresh'))).not.toBeNull();

      const second = await signedInTab();
      const reports = failedVideoCalls(second);
      await second.goto(`${server.url}/class`);
      await listScreen(second, 'Classes').rowOf(name).waitFor();
      // The second tab knows the upload from the shared log, and leaves it to the tab running it.
      expect(await videoProgressOf(second, name)).toBe('uploading in progress');
      expect(reports).toEqual([]);
      await second.screenshot({ path: `${SCREENSHOT_DIR}/classes-list-second-tab.png` });

      await held.stop();
      await slowly(() => videoProgressOf(first, name)).toBe('uploading completed');
      await second.close();
    } finally {
      await held.stop();
    }
    const stored = await viewClass(server, token, await classIdOf(server, token, name));
    expect(stored).toMatchObject({ video_status: 2, video_original_name: 'large-class.mp4' });
    expect(partsOnDisk(server)).toEqual([]);
    // Ended in the tab that ran it, and no tab sends another: nothing is left to report.
    await slowly(() => first.evaluate(() => window.localStorage.getItem('mise.uploads.refresh'))).toBeNull();
    await first.close();
  });

  it('closing the tab mid-upload, then loading the class list in the other tab, marks the upload failed', async () => {
    const name = 'Closed tab class';
    const other = await signedInTab();
    // Closed with parts 2 to 5 still held in it: the browser drops them with the tab.
    const { tab: first } = await uploadHeldIn(name);
    await first.close();

    const reported = other.waitForResponse('**/api/v1/admin/class-info/failed-video-status');
    await other.goto(`${server.url}/class`);
    expect((await reported).status()).toBe(200);
    await slowly(() => videoProgressOf(other, name)).toBe('uploading failed');
    const stored = await viewClass(server, token, await classIdOf(server, token, name));
    expect(stored).toMatchObject({ video_status: 3, video_url: null });
    await slowly(() => partsOnDisk(server)).toEqual([]);
    // Reported: the marker is reset and the log holds nothing more of it.
    const [log, marker] = await other.evaluate(() => [window.localStorage.getItem('mise.uploads.log'), window.localStorage.getItem('mise.uploads.refresh')]);
    expect(marker).toBeNull();
    expect((JSON.parse(log ?? '[]') as { classId: number }[]).filter((entry) => entry.classId === stored.id)).toEqual([]);
    // The upload that completed before keeps its status.
    expect(await videoProgressOf(other, 'Two tabs class')).toBe('uploading completed');
    expect(pageErrors).toEqual([]);
  });
});
