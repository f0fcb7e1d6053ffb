/**
 * The SPA's index.html as the server sends it: branded with the product name at run time (so the
 * build's own .br/.gz copies do not fit), then compressed once per build of the file, and sent in
 * the encoding the client prefers among Brotli, gzip and none.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/** Content types that the build precompresses and the server sends compressed. */
export const COMPRESSED_TEXT = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Brotli first: it is the smaller of the two on text. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';

type Prepared = { mtimeMs: number; bodies: Record<Encoding, Uint8Array<ArrayBuffer>> };

function prepare(html: string, mtimeMs: number): Prepared {
  const raw = new TextEncoder().encode(html);
  return {
    mtimeMs,
    bodies: {
      identity: raw,
      br: new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
      gzip: new Uint8Array(gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })),
    },
  };
}

/** Our order of preference among the encodings the client accepts (q > 0), not the client's order. */
const pickEncoding = (c: Context) =>
  accepts(c, {
    header: 'Accept-Encoding',
    supports: [...ENCODINGS],
    default: 'identity',
    match: (accepted) => ENCODINGS.find((encoding) => accepted.some((a) => a.type.toLowerCase() === encoding && a.q > 0)) ?? 'identity',
  }) as Encoding;

export function brandedIndex(staticDir: string, brand: (html: string) => string) {
  const file = path.join(staticDir, 'index.html');
  let prepared: Prepared | undefined;

  return {
    /** The index answer, or undefined when the SPA is not built. */
    async answer(c: Context): Promise<Response | undefined> {
      const stats = await stat(file).catch(() => undefined);
      if (!stats) return undefined;
      // A new build replaces the file while the server runs: prepare it again.
      if (prepared?.mtimeMs !== stats.mtimeMs) {
        const html = await readFile(file, 'utf8').catch(() => undefined);
        if (html === undefined) return undefined;
        prepared = prepare(brand(html), stats.mtimeMs);
      }
      const encoding = pickEncoding(c);
      const body = prepared.bodies[encoding];
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Vary', 'Accept-Encoding');
      c.header('Content-Length', String(body.byteLength));
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      // Hono drops the body of a HEAD answer itself.
      return c.body(body);
    },
  };
}
