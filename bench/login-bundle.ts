/**
 * First-load JavaScript of /login (DESIGN.md section 7): a real Chromium opens the page on the
 * built server and every script it loads is counted, gzipped (level 9, as a CDN or reverse
 * proxy would serve it).
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/support/browser';
import type { ServerProcess } from '../tests/support/server-process';

export type BundleFigure = { files: { url: string; raw: number; gzip: number }[]; gzipTotal: number };

export async function measureLoginBundle(server: ServerProcess): Promise<BundleFigure> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const files = await Promise.all(scripts);
    return { files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
  }
}
