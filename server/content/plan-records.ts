/** Subscription plans as the contract answers them (src/api/contract/subscriptions.ts), and the queries that read them. */
import { answer } from '../../src/api/contract/answer-codes';
import { count, eq } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { SUBSCRIPTION_SORTABLE, SubscriptionRow } from '../../src/api/contract/subscriptions';
import type { Database } from '../db/client';
import { subscriptionPlans } from '../db/schema';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { caseless } from '../lists/sort';

export const PLAN_NOT_FOUND = answer('plan.not_found');

export const planColumns = {
  id: subscriptionPlans.id,
  title: subscriptionPlans.title,
  displayAmount: subscriptionPlans.displayAmount,
  amount: subscriptionPlans.amount,
  timeframe: subscriptionPlans.timeframe,
  createdAt: subscriptionPlans.createdAt,
  version: subscriptionPlans.version,
};

type PlanRecord = Pick<typeof subscriptionPlans.$inferSelect, keyof typeof planColumns>;

export const toPlanRow = (plan: PlanRecord): SubscriptionRow => ({
  id: plan.id,
  title: plan.title,
  amount: plan.amount,
  display_amount: plan.displayAmount,
  timeframe: plan.timeframe,
  created_at: plan.createdAt.toISOString(),
  version: plan.version,
});

type PlanSortable = (typeof SUBSCRIPTION_SORTABLE)[number];

/** Amounts sort as numbers (9.99 before 10.00), not as text. */
const sortColumns = {
  created_at: subscriptionPlans.createdAt,
  title: caseless(subscriptionPlans.title),
  amount: subscriptionPlans.amount,
  timeframe: subscriptionPlans.timeframe,
} satisfies Record<PlanSortable, unknown>;

const plansPage = pageStatements({
  rows: (db, total) => db.select({ ...planColumns, total }).from(subscriptionPlans).$dynamic(),
  count: (db) => db.select({ n: count() }).from(subscriptionPlans).$dynamic(),
  search: [subscriptionPlans.searchText],
  sortColumns,
  id: subscriptionPlans.id,
});

export async function listPlans(db: Database, query: ListQuery & { sort_by: PlanSortable }): Promise<ListPage<SubscriptionRow>> {
  const page = await readPage(query, plansPage(db, listShape(query)));
  return { rows: page.rows.map(toPlanRow), count: page.count };
}

export async function findPlan(db: Database, id: number): Promise<PlanRecord> {
  const [plan] = await db.select(planColumns).from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!plan) throw new HttpError(404, PLAN_NOT_FOUND);
  return plan;
}
