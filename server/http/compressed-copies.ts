/**
 * An answer that is the same bytes for the whole life of the process (the API document, the docs
 * page's script and style sheet) is compressed once, on first use, and every later request gets
 * the copy its Accept-Encoding asks for. The Swagger UI bundle is 1.5 MB raw and about 360 KB
 * as Brotli: sending it raw cost a slow link seconds on every first visit of the docs page.
 *
 * Brotli at quality 9 (about 0.13 s for that bundle, off the event loop) rather than 11 (over
 * 2 s): the first visitor waits for it, and 11 saves under a tenth more.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from './compress-json';

const BROTLI_QUALITY = 9;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Copies = { raw: Buffer; br: Buffer; gzip: Buffer };

async function compressAll(raw: Buffer): Promise<Copies> {
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz };
}

/**
 * `make` is called once, when the first request comes; a failure is not kept, so the next request
 * tries again.
 */
export function compressedCopies(make: () => Promise<Buffer | string> | Buffer | string, headers: Record<string, string>) {
  let copies: Promise<Copies> | undefined;
  return async (c: Context) => {
    copies ??= Promise.resolve()
      .then(make)
      .then((bytes) => compressAll(Buffer.from(bytes)))
      .catch((error: unknown) => {
        copies = undefined;
        throw error;
      });
    const made = await copies;
    const encoding = chooseEncoding(c);
    const body = encoding === 'identity' ? made.raw : made[encoding];
    const answer: Record<string, string> = { ...headers, Vary: 'Accept-Encoding', 'Content-Length': String(body.length) };
    if (encoding !== 'identity') answer['Content-Encoding'] = encoding;
    // Node's zlib types its Buffers over ArrayBufferLike; each of these owns a plain ArrayBuffer.
    return c.body(body as Buffer<ArrayBuffer>, 200, answer);
  };
}
