/**
 * Answers in the envelope of DESIGN.md section 4: `{ status, message, data? }`; a refusal may add
 * a stable `code` a client acts on (issue #14 item 4 will give every answer one).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function ok<T>(c: Context, message: string, data?: T) {
  return c.json(data === undefined ? { status: true, message } : { status: true, message, data }, 200);
}

export function refuse(c: Context, status: ContentfulStatusCode, message: string, code?: string) {
  return c.json(code === undefined ? { status: false, message } : { status: false, message, code }, status);
}
