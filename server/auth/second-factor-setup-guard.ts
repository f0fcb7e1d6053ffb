/**
 * After the session guard (issue #32 item 1): a session signed in without the second factor its
 * role requires may read who is signed in, sign out and set the factor up, and nothing else,
 * until it has. Every other call answers 403 with the reason, so the SPA can take the admin to
 * the set-up.
 */
import { createMiddleware } from 'hono/factory';
import { answer } from '../../src/api/contract/answer-codes';
import { authPaths } from '../../src/api/contract/paths';
import { passkeyPaths } from '../../src/api/contract/passkeys';
import { secondFactorPaths } from '../../src/api/contract/second-factor';
import type { AppEnv } from '../deps';
import { HttpError } from '../http/http-error';
import { callAddress as api } from './call-address';

export const SECOND_FACTOR_SETUP_REQUIRED = answer('second_factor.setup_required');

/** What a session bound to the set-up may call. */
export const SETUP_CALLS: readonly string[] = [
  api(authPaths.session),
  api(authPaths.logout),
  api(secondFactorPaths.status),
  api(secondFactorPaths.totpStart),
  api(secondFactorPaths.totpConfirm),
  // A passkey is a second factor too: adding one releases the session.
  api(passkeyPaths.list),
  api(passkeyPaths.registerOptions),
  api(passkeyPaths.register),
];

export const requireSecondFactorSetUp = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('signedIn').needsSecondFactor && !SETUP_CALLS.includes(c.req.path)) throw new HttpError(403, SECOND_FACTOR_SETUP_REQUIRED);
  await next();
});
