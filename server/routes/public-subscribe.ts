/**
 * POST /api/v1/public/subscribe {email} (areas/subscribed-emails/subscribed-email-contract.ts): how the platform
 * adds an address to the mailing list, so the /subscription-details list is real. Public, outside
 * the admin API and its session guard; rate-limited per client address. Subscribing an address
 * already on the list answers the same success and adds nothing, so the call does not tell who is
 * subscribed.
 */
import { Hono } from 'hono';
import { PUBLIC_SUBSCRIBE_PATH, subscribeRequest, subscriberAnswer } from '../../areas/subscribed-emails/subscribed-email-contract';
import { limitedAttempt } from '../auth/recovery-limits';
import { subscribe } from '../../areas/subscribed-emails/server/subscriber-records';
import { subscribeKeys } from '../content/subscribe-limits';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { readJson } from '../http/read-json';

export const SUBSCRIBED = subscriberAnswer('subscriber.thanks');

export function publicSubscribeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(PUBLIC_SUBSCRIBE_PATH, jsonBodyLimit(), async (c) => {
    const keys = subscribeKeys(clientAddress(c, deps.config.trustProxy));
    await limitedAttempt(deps.db, keys, deps.clock.now());
    const { email } = await readJson(c, subscribeRequest);
    await subscribe(deps.db, email);
    return ok(c, SUBSCRIBED);
  });
}
