/**
 * PUT /api/v1/uploads/parts/<uploadId>/<partNumber>?expires=…&signature=…: the local driver's
 * presigned part addresses (DESIGN.md sections 1, 5). No bearer token and no database: the HMAC
 * signature is the authorisation, so a part costs one hash check before its bytes stream to disk.
 * Answers the part's ETag (hex MD5, quoted, as S3 does) in the ETag header.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { tooLarge } from '../http/body-limits';
import { ok } from '../http/envelope';
import { NOT_FOUND } from '../http/errors';
import { HttpError } from '../http/http-error';
import { PartTooLarge, UploadGone } from '../storage/local-addresses';
import { LOCAL_PART_BASE, PART_ADDRESS_INVALID, SignatureRefused } from '../storage/part-signature';

export const UPLOAD_PARTS_PATH = LOCAL_PART_BASE.replace(/\/$/, '');

const partTooLarge = (max: number) => answer('upload.part_too_large', { max });

export function uploadPartRoutes({ storage, config }: AppDeps) {
  return new Hono<AppEnv>().put('/:uploadId/:partNumber', async (c) => {
    const local = storage.localAddresses;
    // With an S3 store, parts go to the store's own URLs: this server answers none.
    if (!local) throw new HttpError(404, NOT_FOUND);
    const { uploadId, partNumber } = c.req.param();
    if (!/^\d{1,5}$/.test(partNumber)) throw new HttpError(403, PART_ADDRESS_INVALID);
    const length = c.req.header('content-length');
    const declared = length && /^\d{1,16}$/.test(length) ? Number(length) : undefined;
    if (declared !== undefined && declared > config.uploadMaxBytes) throw tooLarge(partTooLarge(config.uploadMaxBytes));
    try {
      const query = { expires: c.req.query('expires'), signature: c.req.query('signature') };
      // Under @hono/node-server the Node request itself: no web-stream round trip per chunk.
      const incoming = c.env?.incoming;
      const body = incoming instanceof Readable ? incoming : c.req.raw.body;
      const { etag } = await local.receivePart(uploadId, Number(partNumber), query, body, config.uploadMaxBytes, declared);
      c.header('ETag', `"${etag}"`);
      return ok(c, answer('upload.part_received'));
    } catch (error) {
      if (error instanceof SignatureRefused) throw new HttpError(403, error.answer);
      if (error instanceof UploadGone) throw new HttpError(404, answer('upload.refused', { problem: error.message }));
      if (error instanceof PartTooLarge) throw tooLarge(partTooLarge(config.uploadMaxBytes));
      throw error;
    }
  });
}
