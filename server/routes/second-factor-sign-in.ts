/**
 * POST auth/second-factor (public; issue #32 item 1): the second half of a sign-in. The challenge
 * auth/login answered and a code (the authenticator app's, or a recovery code) give the session,
 * answered as auth/login answers it. Wrong codes count per admin, as failed passwords do per
 * account, so a stolen password cannot buy unlimited guesses at the code. A challenge works once
 * and for five minutes; after that the admin signs in again.
 */
import { Hono } from 'hono';
import { answer } from '../../src/api/contract/answer-codes';
import { secondFactorPaths, secondFactorSignInRequest } from '../../src/api/contract/second-factor';
import { accountEntry } from '../activity/account-entry';
import { whoFor } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { activeAdminProfile } from '../auth/admin-profile';
import { openSession } from '../auth/open-session';
import { attemptWithinLimits, limitKey, tooManyAttempts } from '../auth/rate-limit';
import { spendSecondFactor } from '../auth/second-factor';
import { challengeOwner, lockChallenge, spendChallenge } from '../auth/sign-in-challenge';
import { toSessionData } from '../auth/signed-in';
import type { AppDeps, AppEnv } from '../deps';
import { bodyCap } from '../http/body-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';
import { rememberDevice } from './auth';

export const SIGN_IN_EXPIRED = answer('second_factor.sign_in_expired');
export const SECOND_FACTOR_WRONG = answer('second_factor.sign_in_wrong');

export function secondFactorSignInRoutes(deps: AppDeps) {
  const { db, clock, config, secrets } = deps;
  return new Hono<AppEnv>().post(`/${secondFactorPaths.signIn}`, bodyCap(16 * 1024), async (c) => {
    const { challenge, code } = await readJson(c, secondFactorSignInRequest);
    const now = clock.now();
    const adminId = await challengeOwner(db, challenge, now);
    if (adminId === undefined) throw new HttpError(401, SIGN_IN_EXPIRED);
    const policy = { maxAttempts: config.loginMaxAttempts, windowMs: config.loginWindowMinutes * 60_000 };
    // Counted before the code is checked, so simultaneous guesses cannot pass the limit.
    const attempt = await attemptWithinLimits(db, [{ key: limitKey('second-factor-admin', String(adminId)), policy }], now, tooManyAttempts('auth.too_many_sign_ins'));
    const place = { ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? '' };

    const outcome = await db.transaction(async (tx) => {
      const open = await lockChallenge(tx, challenge, now);
      if (!open) return 'expired' as const;
      const admin = await activeAdminProfile(tx, open.adminId);
      // Deactivated meanwhile: the half sign-in ends with it.
      if (!admin) return 'expired' as const;
      const method = await spendSecondFactor(tx, secrets, admin.id, code, now);
      if (!method) return 'wrong' as const;
      await spendChallenge(tx, open.id, now);
      if (method === 'recovery_code') {
        const who = whoFor(admin, place.ip, now);
        await recordActivity(tx, who, accountEntry('recovery-code-used', who));
      }
      return { admin, ...(await openSession(deps, admin, place, now, tx)) };
    });
    if (outcome === 'expired') throw new HttpError(401, SIGN_IN_EXPIRED);
    if (outcome === 'wrong') {
      deps.metrics.failedSignIns.inc();
      throw new HttpError(400, SECOND_FACTOR_WRONG);
    }
    await attempt.release();
    rememberDevice(c, deps, outcome.admin.email);
    return ok(c, answer('auth.signed_in'), { token: outcome.token, ...toSessionData(outcome.admin, outcome.needsSecondFactor) });
  });
}
