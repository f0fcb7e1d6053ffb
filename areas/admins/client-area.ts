/** The admin area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { ShieldCheck } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/admin',
  gate: 'admin',
  labelId: 'nav.admin',
  icon: ShieldCheck,
  list: lazyScreen(() => import('./admin-list-screen')),
  form: lazyScreen(() => import('./admin-form-screen')),
  machines: formMachine(() => import('./admin-form').then((module) => module.adminForm)),
  addLabelId: 'admins.add',
};
