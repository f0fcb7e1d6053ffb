/** Subscription plans (spec section 7 "Subscription plans"). */
import { planTrash } from './plan-trash';
import { callFolder } from '../../../server/auth/call-address';
import { planAnswers, subscriptionCalls, subscriptionListRequest, subscriptionPaths, subscriptionRow } from '../subscription-contract';
import { findPlan, listPlans, toPlanRow } from './plan-records';
import { exported } from '../../../server/lists/exported';
import { deletePlan, subscriptionRoutes } from './subscription-routes';
import { subscriptionPlans } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';

export const serverArea: ServerArea = {
  name: 'Subscription plans',
  calls: subscriptionCalls,
  answers: planAnswers,
  routes: subscriptionRoutes,
  access: [
    { prefix: callFolder(subscriptionPaths.list), modules: ['subscription'] },
  ],
  export: exported({ path: subscriptionPaths.export, name: 'subscription-plans', request: subscriptionListRequest, row: subscriptionRow, list: listPlans }),
  bulk: { bulkDelete: subscriptionPaths.bulkDelete, remove: deletePlan, labels: labelsFrom(subscriptionPlans, subscriptionPlans.id, subscriptionPlans.title) },
  history: { path: subscriptionPaths.history, area: 'subscription', version: async (db, id) => toPlanRow(await findPlan(db, id)) },
  trash: planTrash,
};
