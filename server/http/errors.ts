/**
 * Error mapping of DESIGN.md section 4. An HttpError is answered with its status and message; an
 * HTTPException from a Hono middleware likewise; anything else is a bug: logged (method, path and
 * stack, never the body or headers, which carry passwords and tokens) and answered 500 with no
 * internals.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../deps';
import type { Logger } from '../logger';
import { answer } from '../../src/api/contract/answer-codes';
import { refuse } from './envelope';
import { HttpError } from './http-error';

export const SOMETHING_WENT_WRONG = answer('server.error');
export const NOT_FOUND = answer('request.not_found');

export const handleError = (logger: Logger) => (error: Error, c: Context<AppEnv>) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return refuse(c, error.status, error.answer);
  }
  if (error instanceof HTTPException && error.status < 500) return refuse(c, error.status, answer('request.refused', { problem: error.message || 'Bad request' }));
  logger.error(`${c.req.method} ${c.req.path} failed:`, error);
  return refuse(c, 500, SOMETHING_WENT_WRONG);
};

export const handleNotFound = (c: Context<AppEnv>) =>
  c.req.path.startsWith('/api/') ? refuse(c, 404, NOT_FOUND) : c.text(NOT_FOUND.message, 404);
