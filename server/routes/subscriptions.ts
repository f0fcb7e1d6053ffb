/**
 * The subscription-plan contract group (src/api/contract/subscriptions.ts, spec section 7
 * "Subscription plans"), behind the session guard: list, view, delete, add, edit (JSON).
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  subscriptionAddRequest,
  subscriptionEditRequest,
  subscriptionIdQuery,
  subscriptionListRequest,
  subscriptionPaths,
} from '../../src/api/contract/subscriptions';
import { findPlan, listPlans, PLAN_NOT_FOUND, toPlanRow } from '../content/plan-records';
import { subscriptionPlans } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import type { DeleteAction } from '../bulk/row-actions';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { basedOn, goneOrStale, nextVersion } from '../http/edit-version';
import { readJson } from '../http/read-json';
import { readParams } from '../http/read-query';

export const deletePlan: DeleteAction = async ({ db }, _actor, id) => {
  const [deleted] = await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
  if (!deleted) throw new HttpError(404, PLAN_NOT_FOUND);
  return 'Plan deleted';
};

export function subscriptionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${subscriptionPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, subscriptionListRequest);
      return ok(c, 'Plan list', await listPlans(db, query));
    })
    .get(`/${subscriptionPaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), subscriptionIdQuery);
      return ok(c, 'Plan details', toPlanRow(await findPlan(db, id)));
    })
    .get(`/${subscriptionPaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), subscriptionIdQuery);
      return ok(c, await deletePlan(deps, c.var.signedIn.admin, id));
    })
    .post(`/${subscriptionPaths.add}`, jsonBodyLimit(), async (c) => {
      const plan = await readJson(c, subscriptionAddRequest);
      await db.insert(subscriptionPlans).values({ title: plan.title, displayAmount: plan.display_amount, amount: plan.amount, timeframe: plan.timeframe });
      return ok(c, 'Plan added');
    })
    .put(`/${subscriptionPaths.edit}`, jsonBodyLimit(), async (c) => {
      const { id, version, ...plan } = await readJson(c, subscriptionEditRequest);
      const [updated] = await db
        .update(subscriptionPlans)
        .set({ title: plan.title, displayAmount: plan.display_amount, amount: plan.amount, timeframe: plan.timeframe, version: nextVersion(subscriptionPlans.version) })
        .where(and(eq(subscriptionPlans.id, id), basedOn(subscriptionPlans.version, version)))
        .returning({ id: subscriptionPlans.id });
      if (!updated) await goneOrStale(async () => (await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.id, id))).length > 0, PLAN_NOT_FOUND);
      return ok(c, 'Plan updated');
    });
}
