/**
 * The subscribed e-mails list (src/api/contract/subscribed-emails.ts; spec section 7, DESIGN.md
 * section 6 "/subscription-details"), behind the session guard. Read-only: subscribers come in
 * through the public call of public-subscribe.ts.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { subscribedEmailListRequest, subscribedEmailPaths } from '../../src/api/contract/subscribed-emails';
import { listSubscribers } from '../content/subscriber-records';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { readJson } from '../http/read-json';

export function subscribedEmailRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(`/${subscribedEmailPaths.list}`, jsonBodyLimit(), async (c) => {
    const query = await readJson(c, subscribedEmailListRequest);
    return ok(c, answer('subscriber.list'), await listSubscribers(deps.db, query));
  });
}
