/**
 * The auth contract group (src/api/contract/auth.ts): POST auth/login is public; POST auth/logout
 * and GET auth/session sit behind the bearer-token guard. A sign-in of an admin with a second
 * factor answers a challenge instead of a token (second-factor-sign-in.ts finishes it).
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { loginRequest } from '../../src/api/contract/auth';
import { authPaths } from '../../src/api/contract/paths';
import { signedInWho } from '../activity/activity-who';
import { accountEntry } from '../activity/account-entry';
import { recordActivity } from '../activity/record-activity';
import { DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH, deviceCookieName, issueDeviceCookie, verifiedDevice } from '../auth/device-cookie';
import { signIn } from '../auth/sign-in';
import { revokeSession } from '../auth/sessions';
import { toSessionData } from '../auth/signed-in';
import type { AppDeps, AppEnv } from '../deps';
import { bodyCap } from '../http/body-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

/**
 * This browser is now known for this account: its own failure budget from here on (issue #32
 * item 2). Given only once the sign-in is whole, second factor included.
 */
export function rememberDevice(c: Context<AppEnv>, deps: AppDeps, email: string): void {
  setCookie(c, deviceCookieName(email), issueDeviceCookie(deps.secrets.deviceKey, email), {
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.publicUrl.startsWith('https:'),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}

/** Sign-in bodies are two short fields; anything much larger is not a sign-in. */
const SMALL_JSON = bodyCap(16 * 1024);

export function publicAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(`/${authPaths.login}`, SMALL_JSON, async (c) => {
    const credentials = await readJson(c, loginRequest);
    const cookieName = deviceCookieName(credentials.email);
    const device = verifiedDevice(deps.secrets.deviceKey, credentials.email, getCookie(c, cookieName));
    const signedIn = await signIn(deps, credentials, clientAddress(c, deps.config.trustProxy), device, c.req.header('user-agent') ?? '').catch((error: unknown) => {
      // Refused (wrong password, inactive, too many attempts): what an operator watches for.
      if (error instanceof HttpError) deps.metrics.failedSignIns.inc();
      throw error;
    });
    if ('challenge' in signedIn) {
      return ok(c, answer('second_factor.sign_in_required'), { second_factor: { challenge: signedIn.challenge, methods: signedIn.methods } });
    }
    rememberDevice(c, deps, credentials.email);
    return ok(c, answer('auth.signed_in'), { token: signedIn.token, ...toSessionData(signedIn.admin, signedIn.needsSecondFactor) });
  });
}

export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(`/${authPaths.logout}`, async (c) => {
      const who = signedInWho(c, deps);
      await deps.db.transaction(async (tx) => {
        await revokeSession(tx, c.var.signedIn.sessionId, who.at);
        await recordActivity(tx, who, accountEntry('sign-out', who));
      });
      return ok(c, answer('auth.signed_out'));
    })
    .get(`/${authPaths.session}`, (c) => ok(c, answer('auth.signed_in'), toSessionData(c.var.signedIn.admin, c.var.signedIn.needsSecondFactor)));
}
