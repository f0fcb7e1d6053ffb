/** The meal type area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { Salad } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { kitchen } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/meal',
  gate: 'meal',
  labelId: 'nav.meal',
  icon: Salad,
  group: kitchen,
  list: lazyScreen(() => import('./meal-list-screen')),
  form: lazyScreen(() => import('./meal-form-screen')),
  machines: formMachine(() => import('./meal-form').then((module) => module.mealForm)),
  addLabelId: 'meals.add',
};
