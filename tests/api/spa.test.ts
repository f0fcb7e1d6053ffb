/**
 * The server serves the built SPA (DESIGN.md section 1): files as they are, hashed assets cached
 * for good, and index.html with the configured product name for every client route.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, testConfig, type TestApp } from '../support/test-database';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="application-name" content="Mise">
    <title>Mise</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const folders: string[] = [];

function builtSpa(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-dist-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const APP_NAME = 'Chez "Léa" <Cuisine> & Co';
const ESCAPED = 'Chez &quot;Léa&quot; &lt;Cuisine&gt; &amp; Co';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { STATIC_DIR: builtSpa(), APP_NAME } });
});
afterAll(async () => {
  await t.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/dashboard', '/chef/edit/3', '/set-Password/abc/def'])('serves index.html for %s with the product name', async (route) => {
    const response = await t.app.request(route);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<title>${ESCAPED}</title>`);
    expect(html).toContain(`<meta name="application-name" content="${ESCAPED}">`);
    expect(html).not.toContain('<title>Mise</title>');
  });

  it('serves hashed assets as they are, cached for good', async () => {
    const response = await t.app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app");\n');
  });

  it('sends the security headers with files too', async () => {
    const response = await t.app.request('/assets/index-abc123.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.request('/dashboard', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 404, not the page, for an asset that does not exist', async () => {
    const response = await t.app.request('/assets/index-old999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('serves other files of the build with their type', async () => {
    const response = await t.app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('does not serve files outside the build folder', async () => {
    const response = await t.app.request('/assets/..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it.each(['/api', '/api/v1/nothing', '/api/v1/admin/no-such'])('never answers %s with the page', async (route) => {
    const response = await t.app.request(route);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('<html');
  });
});

describe('without a build', () => {
  it('says the web app is not built and how to build it', async () => {
    const emptyFolder = mkdtempSync(path.join(os.tmpdir(), 'mise-empty-'));
    folders.push(emptyFolder);
    const empty = await openTestApp({ config: testConfig({ STATIC_DIR: emptyFolder }) });
    try {
      const response = await empty.app.request('/dashboard');
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/not built.*npm run build/s);
    } finally {
      await empty.close();
    }
  });
});
