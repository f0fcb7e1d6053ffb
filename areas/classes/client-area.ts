/** The class area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import type { AnyStateMachine } from 'xstate';
import { MonitorPlay } from 'lucide-react';
import type { AreaDef } from '../../src/app/area-def';
import { kitchen } from '../../src/app/area-groups';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/class',
  gate: 'class',
  labelId: 'nav.class',
  icon: MonitorPlay,
  group: kitchen,
  list: lazyScreen(() => import('./class-list-screen')),
  // The form's rich-text editor and the view modal's video player are chunks of their own again.
  form: lazyScreen(() => import('./class-form-screen')),
  machines: () => import('../../src/machines/class-form.machine').then(({ classFormMachine }) => [classFormMachine as AnyStateMachine]),
  addLabelId: 'classes.add',
};
