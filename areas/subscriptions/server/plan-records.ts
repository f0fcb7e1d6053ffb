/** Subscription plans as the contract answers them (areas/subscriptions/subscription-contract.ts), and the queries that read them. */
import { planAnswer } from '../subscription-contract';
import type { SUBSCRIPTION_SORTABLE, SubscriptionRow } from '../subscription-contract';
import { subscriptionPlans } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { caseless } from '../../../server/lists/sort';

export const PLAN_NOT_FOUND = planAnswer('plan.not_found');

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

const planRecords = tableRecords({ table: subscriptionPlans, columns: planColumns, toRow: toPlanRow, sortColumns, notFound: PLAN_NOT_FOUND });
export const listPlans = planRecords.list;
export const findPlan = planRecords.find;
