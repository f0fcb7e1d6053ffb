/**
 * Body size caps, checked while the body streams in: a client cannot make the server buffer
 * megabytes it will refuse anyway. Forms carry one image (IMAGE_MAX_BYTES) plus a few short fields;
 * a slightly larger image still gets the field's own 400 message from the schema.
 */
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MAX_BYTES } from '../../src/api/contract/fields';
import { HttpError } from './http-error';

export const TOO_LARGE = 'Request body is too large';

/**
 * A 413 closes the connection honestly: the rest of the body is never read, so the socket cannot
 * carry another request, and answering keep-alive before dropping it would fail the client's next
 * request on that connection.
 */
export const tooLarge = (message: string = TOO_LARGE) => new HttpError(413, message, { Connection: 'close' });

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

export const jsonBodyLimit = () => limit(64 * 1024);
export const imageFormBodyLimit = () => limit(IMAGE_MAX_BYTES + 1024 * 1024);
/** A video upload's part list: up to 10,000 parts of a number and an ETag each. */
export const uploadListBodyLimit = () => limit(1024 * 1024);
/** A static page: up to STATIC_PAGE_CONTENT_MAX characters of HTML, which JSON may escape. */
export const richTextBodyLimit = () => limit(1024 * 1024);
