/**
 * The Trash in the SPA (issue #33 item 2): every admin's, each seeing the deleted records of the
 * areas their role opens. Not an area folder: like the activity log, its records are every area's.
 */
import { Trash2 } from 'lucide-react';
import type { AreaDef } from '../../app/area-def';
import { lazyScreen } from '../../app/lazy-screen';

export const trashArea: AreaDef = {
  path: '/trash',
  gate: 'trash',
  labelId: 'nav.trash',
  icon: Trash2,
  list: lazyScreen(() => import('./trash-list-screen')),
};
