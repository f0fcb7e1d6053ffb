/**
 * Body size caps, checked while the body streams in: a client cannot make the server buffer
 * megabytes it will refuse anyway. Forms carry one image (IMAGE_MAX_BYTES) plus a few short fields;
 * a slightly larger image still gets the field's own 400 message from the schema.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { IMAGE_MAX_BYTES } from '../../src/api/contract/fields';
import { HttpError } from './http-error';

export const TOO_LARGE = answer('request.too_large');

/**
 * A 413 closes the connection honestly: the rest of the body is never read, so the socket cannot
 * carry another request, and answering keep-alive before dropping it would fail the client's next
 * request on that connection.
 */
export const tooLarge = (said: Answer = TOO_LARGE) => new HttpError(413, said, { Connection: 'close' });

const refuse = () => {
  throw tooLarge();
};

/**
 * A body cap of `maxSize` bytes. A declared Content-Length is checked from the header alone:
 * Node's HTTP parser never hands on more bytes than it declares. Hono's bodyLimit starts by
 * reading `c.req.raw.body`, which makes the Node adapter build a full web Request and stream for
 * every call. Only a body sent without a length (chunked) goes through bodyLimit, which counts it
 * as it streams.
 */
export const bodyCap = (maxSize: number) => {
  const counted = bodyLimit({ maxSize, onError: refuse });
  return createMiddleware(async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number(declared) > maxSize) refuse();
    await next();
  });
};

export const jsonBodyLimit = () => bodyCap(64 * 1024);
export const imageFormBodyLimit = () => bodyCap(IMAGE_MAX_BYTES + 1024 * 1024);
/** A video upload's part list: up to 10,000 parts of a number and an ETag each. */
export const uploadListBodyLimit = () => bodyCap(1024 * 1024);
/** A static page: up to STATIC_PAGE_CONTENT_MAX characters of HTML, which JSON may escape. */
export const richTextBodyLimit = () => bodyCap(1024 * 1024);
