/**
 * GET /api/v1/files/:key: stored images, public because an <img> tag cannot send a bearer token;
 * the 128-bit random keys are the protection. Served with their true content type (recorded at
 * upload from the bytes), nosniff, and a year of caching: a key never changes content, a new
 * image gets a new key.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { NOT_FOUND } from '../http/errors';
import { HttpError } from '../http/http-error';
import { FILES_BASE } from '../storage/file-url';
import { isImageKey } from '../uploads/image-key';

export const FILES_PATH = FILES_BASE.replace(/\/$/, '');

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function fileRoutes({ storage }: AppDeps) {
  return new Hono<AppEnv>().get('/:key', async (c) => {
    const key = c.req.param('key');
    // Anything not shaped like a key we hand out is answered without touching the storage.
    if (!isImageKey(key)) throw new HttpError(404, NOT_FOUND);
    const object = await storage.get(key);
    if (!object) throw new HttpError(404, NOT_FOUND);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': IMMUTABLE,
    });
  });
}
