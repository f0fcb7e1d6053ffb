/**
 * Answers in the envelope of DESIGN.md section 4: `{ status, message, data? }`, plus the answer's
 * stable `code` (and its `values`, when its text carries some) from the one table of codes
 * (src/api/contract/answer-codes.ts), so a client shows its own language's text for it while the
 * spec's clients go on reading `message`. Taking an Answer, not a string, means no answer can lack
 * a code.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Answer } from '../../src/api/contract/answer-codes';

const said = ({ code, message, values }: Answer) => (values === undefined ? { message, code } : { message, code, values });

export function ok<T>(c: Context, answer: Answer, data?: T) {
  return c.json(data === undefined ? { status: true, ...said(answer) } : { status: true, ...said(answer), data }, 200);
}

export function refuse(c: Context, status: ContentfulStatusCode, answer: Answer) {
  return c.json({ status: false, ...said(answer) }, status);
}
