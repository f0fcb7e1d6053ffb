/**
 * The subscription-plan contract group (areas/subscriptions/subscription-contract.ts, spec section 7
 * "Subscription plans"), behind the session guard: list, view, delete, add, edit (JSON).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  subscriptionAddRequest,
  subscriptionEditRequest,
  subscriptionIdQuery,
  subscriptionListRequest,
  subscriptionPaths, planAnswer } from '../subscription-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry } from '../../../server/activity/row-entries';
import { findPlan, listPlans, PLAN_NOT_FOUND, planColumns, toPlanRow } from './plan-records';
import { subscriptionPlans } from './tables';
import { planTrash } from './plan-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction } from '../../../server/bulk/row-actions';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';

export const deletePlan: DeleteAction = async ({ db }, { who }, id) => {
  const [deleted] = await moveToTrash(db, planTrash, who, id, () => db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id, label: subscriptionPlans.title }), (plan) => plan.label);
  if (!deleted) throw new HttpError(404, PLAN_NOT_FOUND);
  await recordActivity(db, who, deleteEntry('subscription', deleted));
  return planAnswer('plan.deleted');
};

export function subscriptionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${subscriptionPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, subscriptionListRequest);
      return ok(c, planAnswer('plan.list'), await listPlans(db, query));
    })
    .get(`/${subscriptionPaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), subscriptionIdQuery);
      return ok(c, planAnswer('plan.details'), toPlanRow(await findPlan(db, id)));
    })
    .get(`/${subscriptionPaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), subscriptionIdQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deletePlan(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${subscriptionPaths.add}`, jsonBodyLimit(), async (c) => {
      const plan = await readJson(c, subscriptionAddRequest);
      const who = signedInWho(c, deps);
      await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(subscriptionPlans)
          .values({ title: plan.title, displayAmount: plan.display_amount, amount: plan.amount, timeframe: plan.timeframe })
          .returning({ id: subscriptionPlans.id });
        await recordActivity(tx, who, { action: 'add', area: 'subscription', record: { id: added!.id, label: plan.title }, changed: givenFields(plan) });
      });
      return ok(c, planAnswer('plan.added'));
    })
    .put(`/${subscriptionPaths.edit}`, jsonBodyLimit(), async (c) => {
      const { id, version, ...plan } = await readJson(c, subscriptionEditRequest);
      const who = signedInWho(c, deps);
      await db.transaction(async (tx) => {
        const [before] = await tx.select(planColumns).from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
        if (!before) throw new HttpError(404, PLAN_NOT_FOUND);
        assertCurrentVersion(before.version, version);
        const [after] = await tx
          .update(subscriptionPlans)
          .set({ title: plan.title, displayAmount: plan.display_amount, amount: plan.amount, timeframe: plan.timeframe, version: nextVersion(subscriptionPlans.version) })
          .where(eq(subscriptionPlans.id, id))
          .returning(planColumns);
        // Compared as stored: an amount sent as "300" is the "300.00" it was.
        const changed = changedFields(toPlanRow(before), toPlanRow(after!), { of: Object.keys(plan) });
        await recordActivity(tx, who, { action: 'edit', area: 'subscription', record: { id, label: plan.title }, changed });
      });
      return ok(c, planAnswer('plan.updated'));
    });
}
