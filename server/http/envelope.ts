/** Answers in the envelope of DESIGN.md section 4: `{ status, message, data? }`. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function ok<T>(c: Context, message: string, data?: T) {
  return c.json(data === undefined ? { status: true, message } : { status: true, message, data }, 200);
}

export function refuse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ status: false, message }, status);
}
