/**
 * The one error a handler throws to refuse a request. Its answer (code, English message, values)
 * goes to the client as is, so its text must be written for people; anything else thrown is a
 * bug, logged and answered 500.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Answer } from '../../src/api/contract/answer-codes';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly answer: Answer,
    /** Sent with the refusal, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(answer.message);
  }
}
