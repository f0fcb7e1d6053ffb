/** The subscription plan area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { CreditCard } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { subscriptions } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/subscription',
  gate: 'subscription',
  labelId: 'nav.subscription',
  icon: CreditCard,
  group: subscriptions,
  list: lazyScreen(() => import('./subscription-list-screen')),
  form: lazyScreen(() => import('./subscription-form-screen')),
  machines: formMachine(() => import('./subscription-form').then((module) => module.subscriptionForm)),
  addLabelId: 'subscriptions.add',
};
