/** Subscription plans (spec section 7 "Subscription plans"). */
import { callFolder } from '../auth/call-address';
import { subscriptionCalls, subscriptionListRequest, subscriptionPaths, subscriptionRow } from '../../src/api/contract/subscriptions';
import { listPlans } from '../content/plan-records';
import { exported } from '../lists/exported';
import { deletePlan, subscriptionRoutes } from '../routes/subscriptions';
import type { ServerArea } from './server-area';

export const subscriptionArea: ServerArea = {
  name: 'Subscription plans',
  calls: subscriptionCalls,
  routes: subscriptionRoutes,
  access: [
    { prefix: callFolder(subscriptionPaths.list), modules: ['subscription'] },
  ],
  export: exported({ path: subscriptionPaths.export, name: 'subscription-plans', request: subscriptionListRequest, row: subscriptionRow, list: listPlans }),
  bulk: { bulkDelete: subscriptionPaths.bulkDelete, remove: deletePlan },
  history: { path: subscriptionPaths.history, area: 'subscription' },
};
