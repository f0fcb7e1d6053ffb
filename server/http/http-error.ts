/**
 * The one error a handler throws to refuse a request. Its message goes to the client as is, so it
 * must be written for people; anything else thrown is a bug, logged and answered 500.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Sent with the refusal, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** A stable name for the refusal a client may act on (`edit.stale`), sent beside the message. */
    readonly code?: string,
  ) {
    super(message);
  }
}
