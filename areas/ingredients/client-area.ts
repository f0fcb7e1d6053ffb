/** The ingredient area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { Carrot } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { kitchen } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/ingredients',
  gate: 'ingredients',
  labelId: 'nav.ingredients',
  icon: Carrot,
  group: kitchen,
  list: lazyScreen(() => import('./ingredient-list-screen')),
  form: lazyScreen(() => import('./ingredient-form-screen')),
  machines: formMachine(() => import('./ingredient-form').then((module) => module.ingredientForm)),
  addLabelId: 'ingredients.add',
};
