/**
 * The class video upload of issue #6 in a real Chromium against the built product, with a
 * ~23 MiB video made at test time (five 5 MiB parts): the progress bar moves through intermediate
 * percentages on a slowed link and completes, the assembled object being the file byte for byte;
 * an upload aborted from the list midway leaves "uploading failed" and no part on the server; a
 * reload during an upload has the list report it failed (failed-video-status, stored status 3).
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser';
import {
  addClassWithVideo as addClassWithVideoThroughForm,
  addLookups,
  classIdOf,
  holdParts,
  partNumberOf,
  partsOnDisk,
  recordProgress,
  sha256,
  sha256OfFile,
  storedVideoPath,
  viewClass,
} from '../support/class-e2e';
import { DATA_CELL, eventually, listScreen } from '../support/content-e2e';
import { writeLargeVideo } from '../support/large-video';
import { apiToken, signInThroughScreen, waitForToastsToLeave } from '../support/people-e2e';
import { removeDataDir, startServer, type ServerProcess } from '../support/server-process';

const MIB = 1024 * 1024;
/** Four parts of 5 MiB (spec section 9: 5,242,880 bytes) and a last one of 3 MiB. */
const LARGE_BYTES = 23 * MIB;
/** A slowed link, so the upload takes a few seconds: bytes per second. */
const UPLOAD_THROUGHPUT = 6 * MIB;

let server: ServerProcess;
let token: string;
let browser: Browser;
let page: Page;
let largeVideo: string;
const pageErrors: string[] = [];
let list: ReturnType<typeof listScreen>;

const videoProgressOf = (name: string) => list.rowOf(name).locator(DATA_CELL).nth(3).innerText();
const progressBarOf = (name: string) => page.getByRole('progressbar', { name: `Video upload of ${name}` });
/** Polls for up to 30 s: a large upload on a slowed link, or a server cleaning up after it. */
const slowly = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

/** Adds an on-demand class with the large video through the form, and waits for the list. */
const addClassWithVideo = (name: string) => addClassWithVideoThroughForm(page, name, largeVideo);

beforeAll(async () => {
  server = await startServer();
  token = await apiToken(server);
  await addLookups(server, token);
  const dir = path.join(server.dataDir, 'e2e-videos');
  mkdirSync(dir, { recursive: true });
  largeVideo = writeLargeVideo(path.join(dir, 'large-class.mp4'), LARGE_BYTES);
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  list = listScreen(page, 'Classes');
  await signInThroughScreen(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('class video upload', () => {
  it('uploads a 23 MiB video in five parts, the bar moving through intermediate percentages, and the server holds it byte for byte', async () => {
    const name = 'Large video class';
    const parts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/v1/uploads/parts/')) parts.push(partNumberOf(request.url()));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLOAD_THROUGHPUT });
    const progressSeen = await recordProgress(page);
    try {
      await addClassWithVideo(name);
      await progressBarOf(name).waitFor();
      await list.rowOf(name).getByRole('button', { name: `Abort upload of ${name}` }).waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/classes-list-uploading.png` });
      await slowly(() => videoProgressOf(name)).toBe('uploading completed');
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    }

    expect([...parts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const seen = await progressSeen();
    const between = seen.filter((percent) => percent > 0 && percent < 100);
    expect(new Set(between).size, `percentages seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // The assembled object, through the address the view gives, is the file byte for byte.
    const stored = await viewClass(server, token, await classIdOf(server, token, name));
    expect(stored).toMatchObject({ video_status: 2, duration: 12, video_original_name: 'large-class.mp4' });
    const url = new URL(stored.video_url!, server.url);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.byteLength).toBe(LARGE_BYTES);
    expect(sha256(bytes)).toBe(sha256OfFile(largeVideo));
    const tail = await fetch(url, { headers: { Range: `bytes=${LARGE_BYTES - 1000}-` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${LARGE_BYTES - 1000}-${LARGE_BYTES - 1}/${LARGE_BYTES}`);
    expect(statSync(storedVideoPath(server, stored.video_name!)).size).toBe(LARGE_BYTES);
    expect(partsOnDisk(server)).toEqual([]);
  });

  it('aborts an upload midway from the list: "uploading failed", and the server keeps no part', async () => {
    const name = 'Aborted upload class';
    const held = await holdParts(page, { passing: [1] });
    const firstPart = page.waitForResponse((response) => response.request().method() === 'PUT' && partNumberOf(response.url()) === 1);
    const aborted = page.waitForResponse('**/api/v1/uploads/abortMultipartUpload');
    try {
      await addClassWithVideo(name);
      expect((await firstPart).status()).toBe(200);
      // Part 1 is on the server, the others wait in the browser.
      await eventually(() => progressBarOf(name).getAttribute('aria-valuenow')).toBe(String(Math.floor((5 / 23) * 100)));
      await eventually(held.held).toEqual([2, 3, 4, 5]);
      expect(partsOnDisk(server).length).toBeGreaterThan(0);
      await waitForToastsToLeave(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/classes-list-before-abort.png` });

      await list.rowOf(name).getByRole('button', { name: `Abort upload of ${name}` }).click();
      await slowly(() => videoProgressOf(name)).toBe('uploading failed');
      expect((await aborted).status()).toBe(200);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/classes-list-aborted.png` });
    } finally {
      await held.stop();
    }
    const stored = await viewClass(server, token, await classIdOf(server, token, name));
    expect(stored).toMatchObject({ video_status: 3, video_url: null });
    await slowly(() => partsOnDisk(server)).toEqual([]);
    expect(existsSync(storedVideoPath(server, stored.video_name!))).toBe(false);
  });

  it('after a reload during an upload, the list reports it failed and shows "uploading failed"', async () => {
    const name = 'Reloaded upload class';
    const held = await holdParts(page, { passing: [1] });
    const firstPart = page.waitForResponse((response) => response.request().method() === 'PUT' && partNumberOf(response.url()) === 1);
    try {
      await addClassWithVideo(name);
      await firstPart;
      await progressBarOf(name).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('mise.uploads.refresh'))).not.toBeNull();
      const reported = page.waitForResponse('**/api/v1/admin/class-info/failed-video-status');
      await page.reload();
      expect((await reported).status()).toBe(200);
      await slowly(() => videoProgressOf(name)).toBe('uploading failed');
      expect(await progressBarOf(name).count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/classes-list-after-reload.png` });
    } finally {
      await held.stop();
    }
    const stored = await viewClass(server, token, await classIdOf(server, token, name));
    expect(stored).toMatchObject({ video_status: 3, video_url: null });
    // Reported, so the tracker holds nothing more of it and the refresh marker is reset.
    const [log, marker] = await page.evaluate(() => [window.localStorage.getItem('mise.uploads.log'), window.localStorage.getItem('mise.uploads.refresh')]);
    expect(marker).toBeNull();
    expect((JSON.parse(log ?? '[]') as { classId: number }[]).filter((entry) => entry.classId === stored.id)).toEqual([]);
    await slowly(() => partsOnDisk(server)).toEqual([]);
    // The classes uploaded or aborted before keep what they had.
    expect(await videoProgressOf('Large video class')).toBe('uploading completed');
    expect(await videoProgressOf('Aborted upload class')).toBe('uploading failed');
    expect(pageErrors).toEqual([]);
  });
});
