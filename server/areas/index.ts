/**
 * Every area of the admin API, in the sidebar's order (issue #34 item 1). The server mounts their
 * routes (server/app.ts), and its module guard (server/auth/area-access.ts), CSV exports
 * (server/routes/exports.ts), bulk actions (server/routes/bulk.ts) and record histories
 * (server/routes/history.ts) read their tables from this list: a new area is its declaration and
 * one line here.
 */
import { adminArea } from './admins';
import { blockPriceArea } from './block-prices';
import { chefArea } from '../../areas/chefs/server/chef-area';
import { classArea } from './classes';
import { ingredientArea } from './ingredients';
import { mealArea } from './meals';
import type { ServerArea } from './server-area';
import { staticPageArea } from './static-pages';
import { subscribedEmailArea } from './subscribed-emails';
import { subscriptionArea } from './subscriptions';
import { userArea } from './users';

export const SERVER_AREAS: readonly ServerArea[] = [
  adminArea,
  staticPageArea,
  userArea,
  chefArea,
  mealArea,
  classArea,
  ingredientArea,
  subscriptionArea,
  blockPriceArea,
  subscribedEmailArea,
];
