/**
 * The subscribed e-mails list (areas/subscribed-emails/subscribed-email-contract.ts; spec section 7, DESIGN.md
 * section 6 "/subscription-details"), behind the session guard. Read-only: subscribers come in
 * through the public call of public-subscribe.ts.
 */
import { Hono } from 'hono';
import { subscribedEmailListRequest, subscribedEmailPaths, subscriberAnswer } from '../subscribed-email-contract';
import { listSubscribers } from './subscriber-records';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { readJson } from '../../../server/http/read-json';

export function subscribedEmailRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(`/${subscribedEmailPaths.list}`, jsonBodyLimit(), async (c) => {
    const query = await readJson(c, subscribedEmailListRequest);
    return ok(c, subscriberAnswer('subscriber.list'), await listSubscribers(deps.db, query));
  });
}
