/** What the trash keeps of a deleted subscription plan (issue #33 item 2): its row. */
import type { Trashable } from '../../../server/trash/trashable';
import { subscriptionPlans } from './tables';

export const planTrash: Trashable = { area: 'subscription', table: subscriptionPlans };
