/**
 * The bearer-token guard of every admin route but the public ones. Any failure is the same 401
 * (the SPA signs out on it): missing or malformed header, unknown, expired, idle or revoked
 * token, deactivated or deleted admin.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError } from '../http/http-error';
import { findSession } from './sessions';
import { TOKEN_PATTERN } from './token';

export const SIGNED_OUT = answer('auth.session_ended');

export const requireSession = ({ db, clock, config }: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const [scheme, token, ...rest] = (c.req.header('authorization') ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0 || !TOKEN_PATTERN.test(token)) {
      throw new HttpError(401, SIGNED_OUT);
    }
    const signedIn = await findSession(db, token, clock.now(), config.sessionIdleMinutes);
    if (!signedIn) throw new HttpError(401, SIGNED_OUT);
    c.set('signedIn', signedIn);
    await next();
  });
