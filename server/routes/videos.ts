/**
 * GET /api/v1/videos/<video name>?expires=…&signature=…: a stored class video, from the local
 * driver's presigned read address (a <video> element cannot send a bearer token). HTTP Range so
 * the player can seek (206 with Content-Range, 416 past the end, 200 whole without Range), the
 * true type with nosniff, and private caching until the address expires (DESIGN.md section 5).
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { VIDEO_NAME_PATTERN } from '../../src/api/contract/uploads';
import type { AppDeps, AppEnv } from '../deps';
import { rangeAsked } from '../http/byte-range';
import { NOT_FOUND } from '../http/errors';
import { HttpError } from '../http/http-error';
import { LOCAL_VIDEO_BASE, SignatureRefused, VIDEO_KEY_PREFIX } from '../storage/part-signature';

export const VIDEOS_PATH = LOCAL_VIDEO_BASE.replace(/\/$/, '');
export const RANGE_NOT_SATISFIABLE = answer('video.range_not_satisfiable');

export function videoRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const local = storage.localAddresses;
    const name = c.req.param('name');
    // With an S3 store, videos play from the store's own presigned URLs.
    if (!local || !VIDEO_NAME_PATTERN.test(name)) throw new HttpError(404, NOT_FOUND);
    const key = `${VIDEO_KEY_PREFIX}${name}`;
    const expires = c.req.query('expires');
    try {
      local.verifyRead(key, { expires, signature: c.req.query('signature') });
    } catch (error) {
      if (error instanceof SignatureRefused) throw new HttpError(403, error.answer);
      throw error;
    }
    const stored = await storage.head(key);
    if (!stored) throw new HttpError(404, NOT_FOUND);

    const secondsLeft = Math.max(0, Number(expires) - Math.floor(clock.now().getTime() / 1000));
    const common = {
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': `private, max-age=${secondsLeft}`,
    };
    const asked = rangeAsked(c.req.header('range'), stored.size);
    if (asked.kind === 'unsatisfiable') throw new HttpError(416, RANGE_NOT_SATISFIABLE, { ...common, 'Content-Range': `bytes */${stored.size}` });
    const range = asked.kind === 'part' ? asked.range : { start: 0, end: stored.size - 1 };
    const headers = {
      ...common,
      'Content-Type': stored.contentType,
      'Content-Length': String(Math.max(0, range.end - range.start + 1)),
      ...(asked.kind === 'part' ? { 'Content-Range': `bytes ${range.start}-${range.end}/${stored.size}` } : {}),
    };
    const status = asked.kind === 'part' ? 206 : 200;
    // HEAD runs this handler too: answer the headers without opening the file.
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    const object = await storage.read(key, asked.kind === 'part' ? asked.range : undefined).catch((error: unknown) => {
      // Replaced by a shorter object since head: the range is past its end now.
      if (error instanceof RangeError) throw new HttpError(416, RANGE_NOT_SATISFIABLE, { ...common, 'Content-Range': `bytes */*` });
      throw error;
    });
    if (!object) throw new HttpError(404, NOT_FOUND);
    return c.body(object.body, status, headers);
  });
}
