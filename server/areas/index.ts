/**
 * Every area of the admin API, in the sidebar's order (issue #34 item 1). The server mounts their
 * routes (server/app.ts), and its module guard (server/auth/area-access.ts), CSV exports
 * (server/routes/exports.ts), bulk actions (server/routes/bulk.ts) and record histories
 * (server/routes/history.ts) read their tables from this list: a new area is its declaration and
 * one line here.
 */
import { adminArea } from '../../areas/admins/server/admin-area';
import { blockPriceArea } from '../../areas/block-prices/server/block-price-area';
import { chefArea } from '../../areas/chefs/server/chef-area';
import { classArea } from '../../areas/classes/server/class-area';
import { ingredientArea } from '../../areas/ingredients/server/ingredient-area';
import { mealArea } from '../../areas/meals/server/meal-area';
import type { ServerArea } from './server-area';
import { staticPageArea } from '../../areas/static-pages/server/static-page-area';
import { subscribedEmailArea } from '../../areas/subscribed-emails/server/subscribed-email-area';
import { subscriptionArea } from '../../areas/subscriptions/server/subscription-area';
import { userArea } from '../../areas/users/server/user-area';

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
