/** The chef area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { ChefHat } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/chef',
  gate: 'chef',
  labelId: 'nav.chef',
  icon: ChefHat,
  list: lazyScreen(() => import('./chef-list-screen')),
  form: lazyScreen(() => import('./chef-form-screen')),
  machines: formMachine(() => import('./chef-form').then((module) => module.chefForm)),
  addLabelId: 'chefs.add',
};
