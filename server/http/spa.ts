/**
 * Serves the built SPA from STATIC_DIR: hashed `/assets/*` files with a long immutable cache, other
 * files as they are, and `index.html` (revalidated on each use, product name substituted) for every
 * other GET outside `/api`, so client routes such as /chef/edit/3 load the app. Text files go out
 * as the Brotli or gzip copy the build wrote beside them when the client accepts it (DESIGN.md
 * section 7), and every answer carries an ETag so a revalidation costs a 304.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../deps';
import { brandedIndex, COMPRESSED_TEXT } from './spa-index';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** The built index.html names the product "Mise"; the running product may be called otherwise. */
export function brandIndexHtml(html: string, appName: string): string {
  const name = escapeHtml(appName);
  return html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
}

/** serveStatic, made only once the folder exists: the SPA may be built after the server starts. */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  let handler: MiddlewareHandler<AppEnv> | undefined;
  return async (c, next) => {
    if (!handler && !existsSync(root)) return next();
    handler ??= serveStatic({ root, precompressed: true });
    let found = true;
    const response = await handler(c, async () => {
      found = false;
    });
    if (!found || !(response instanceof Response)) return next();
    // Set on the answer itself: serveStatic has built it before any onFound hook runs.
    response.headers.set('Cache-Control', cacheControl);
    // A text file has compressed copies, so even its raw answer depends on Accept-Encoding.
    if (COMPRESSED_TEXT.test(response.headers.get('Content-Type') ?? '') && !response.headers.has('Vary')) {
      response.headers.set('Vary', 'Accept-Encoding');
    }
    return response;
  };
}

const etagOfFiles = etag();

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function spaRoutes(options: { staticDir: string; appName: string }) {
  const index = brandedIndex(options.staticDir, (html) => brandIndexHtml(html, options.appName));

  const serveIndex = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    const answer = await index.answer(c);
    if (answer) return answer;
    return c.text(`The web app is not built: no index.html in ${options.staticDir}.\nRun \`npm run build\` (or \`npm start\`, which builds it when needed).\n`, 503);
  };

  return new Hono<AppEnv>()
    // The digest of the bytes sent: each encoding of a file has its own ETag, as HTTP wants.
    .use('*', async (c, next) => (isApiPath(c.req.path) ? next() : etagOfFiles(c, next)))
    .get(
      '/assets/*',
      // Source maps hold the whole sources: kept in the build folder for debugging, never served (issue #32 item 6).
      async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()),
      staticFiles(options.staticDir, IMMUTABLE),
      // A missing hashed file is a stale page asking for an old build: answering HTML would be wrong.
      (c) => c.text('Not found', 404),
    )
    .get('*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      if (c.req.path === '/' || c.req.path === '/index.html') return serveIndex(c);
      return next();
    })
    .get(
      '*',
      staticFiles(options.staticDir, 'no-cache'),
      (c, next) => (isApiPath(c.req.path) ? next() : serveIndex(c)),
    );
}
