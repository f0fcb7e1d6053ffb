/** The app user area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { Users } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/user',
  gate: 'user',
  labelId: 'nav.user',
  icon: Users,
  list: lazyScreen(() => import('./user-list-screen')),
  form: lazyScreen(() => import('./user-form-screen')),
  machines: formMachine(() => import('./user-form').then((module) => module.userForm)),
  addLabelId: 'users.add',
};
