/** The block price area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { Tags } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { subscriptions } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/blok-price',
  gate: 'blok-price',
  labelId: 'nav.blok-price',
  icon: Tags,
  group: subscriptions,
  list: lazyScreen(() => import('./block-price-list-screen')),
  form: lazyScreen(() => import('./block-price-form-screen')),
  machines: formMachine(() => import('./block-price-form').then((module) => module.blockPriceForm)),
  addLabelId: 'blockPrices.add',
};
