/** The mailing list area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { MailCheck } from 'lucide-react';
import type { AreaDef } from '../../src/app/area-def';
import { subscriptions } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/subscription-details',
  gate: 'subscription-details',
  labelId: 'nav.subscription-details',
  icon: MailCheck,
  group: subscriptions,
  list: lazyScreen(() => import('./subscribed-email-list-screen')),
};
