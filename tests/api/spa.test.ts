/**
 * The server serves the built SPA (DESIGN.md sections 1 and 7): files as they are or as the
 * Brotli or gzip copy the build wrote, hashed assets cached for good, revalidation answered with
 * 304, and index.html with the configured product name for every client route.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress-assets';
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

/** A script big enough for compression to matter, as a real chunk is. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const label${i} = "label number ${i}";`).join('\n');

async function builtSpa(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-dist-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["const secretOfTheCode = 1;"]}');
  writeFileSync(path.join(dir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `vite build` does last (build/precompress-assets.ts): .br and .gz copies beside each text file.
  await precompressFolder(dir);
  return dir;
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

const APP_NAME = 'Chez "Léa" <Cuisine> & Co';
const ESCAPED = 'Chez &quot;Léa&quot; &lt;Cuisine&gt; &amp; Co';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { STATIC_DIR: await builtSpa(), APP_NAME } });
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

  it('sends a script nosniff and the same-origin resource policy, without the document-only headers', async () => {
    const response = await t.app.request('/assets/index-abc123.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(response.headers.get(header), header).toBeNull();
    }
  });

  it('sends every security header with the page and with anything that can open as a document', async () => {
    for (const url of ['/dashboard', '/favicon.svg', '/assets/logo-abc123.svg', '/assets/index-abc123.js/x']) {
      const response = await t.app.request(url);
      expect(response.headers.get('content-security-policy'), url).toContain("script-src 'self'");
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.request('/dashboard', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('never serves a source map: the build keeps it for debugging, the sources stay home (issue #32 item 6)', async () => {
    for (const encoding of ['', 'br', 'gzip']) {
      const response = await t.app.request('/assets/index-abc123.js.map', { headers: encoding ? { 'Accept-Encoding': encoding } : {} });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secretOfTheCode');
    }
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

describe('compressed delivery', () => {
  const script = () => readFileSync(path.join(folders[0]!, 'assets', 'big-def456.js'));

  it('sends the Brotli copy to a client that accepts it, which decodes to the file', async () => {
    const response = await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    const body = await bytesOf(response);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(script().length / 4);
    expect(brotliDecompressSync(body).equals(script())).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const body = await bytesOf(response);

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(gunzipSync(body).equals(script())).toBe(true);
  });

  it('sends the raw file to a client that accepts no encoding, still saying it varies', async () => {
    const response = await t.app.request('/assets/big-def456.js');
    const body = await bytesOf(response);

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-length')).toBe(String(script().length));
    expect(body.equals(script())).toBe(true);
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await t.app.request('/assets/big-def456.js', { headers });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"/);

    const again = await t.app.request('/assets/big-def456.js', { headers: { ...headers, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const stale = await t.app.request('/assets/big-def456.js', { headers: { ...headers, 'If-None-Match': '"an-old-build"' } });
    expect(stale.status).toBe(200);
  });

  it('gives each encoding of a file its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) => (await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': encoding } })).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('sends index.html compressed and branded, revalidated with its ETag', async () => {
    const response = await t.app.request('/chef', { headers: { 'Accept-Encoding': 'gzip, br' } });
    const body = await bytesOf(response);

    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(body).toString()).toContain(`<title>${ESCAPED}</title>`);

    const again = await t.app.request('/chef', { headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('sends index.html raw to a client that refuses Brotli and gzip', async () => {
    const response = await t.app.request('/dashboard', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain(`<title>${ESCAPED}</title>`);
  });

  it('sends other text files of the build compressed too', async () => {
    const response = await t.app.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
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
