/**
 * Error mapping of DESIGN.md section 4. An HttpError is answered with its status and message; an
 * HTTPException from a Hono middleware likewise; a database that cannot answer now (restarting,
 * frozen, out of reach: DESIGN.md section 8) is a 503 with Retry-After, logged as a warning
 * without a stack (an outage makes one per call); anything else is a bug: logged (method, path
 * and stack, never the body or headers, which carry passwords and tokens) and answered 500 with
 * no internals.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../deps';
import type { Logger } from '../logger';
import { answer } from '../../src/api/contract/answer-codes';
import { refuse } from './envelope';
import { HttpError } from './http-error';
import { isDatabaseUnavailable, unavailableCause } from '../db/database-unavailable';

export const SOMETHING_WENT_WRONG = answer('server.error');
export const NOT_FOUND = answer('request.not_found');
export const DATABASE_UNAVAILABLE = answer('server.database_unavailable');
/** Seconds a client should wait before trying again: a PostgreSQL restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const handleError = (logger: Logger) => (error: Error, c: Context<AppEnv>) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return refuse(c, error.status, error.answer);
  }
  if (error instanceof HTTPException && error.status < 500) return refuse(c, error.status, answer('request.refused', { problem: error.message || 'Bad request' }));
  if (isDatabaseUnavailable(error)) {
    logger.warn(`${c.req.method} ${c.req.path} answered 503: the database is not answering (${unavailableCause(error)})`);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return refuse(c, 503, DATABASE_UNAVAILABLE);
  }
  logger.error(`${c.req.method} ${c.req.path} failed:`, error);
  return refuse(c, 500, SOMETHING_WENT_WRONG);
};

export const handleNotFound = (c: Context<AppEnv>) =>
  c.req.path.startsWith('/api/') ? refuse(c, 404, NOT_FOUND) : c.text(NOT_FOUND.message, 404);
