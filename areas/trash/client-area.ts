/**
 * The Trash as the SPA declares it (src/app/area-def.ts, issue #33 item 2): every admin's, each
 * seeing the deleted records of the areas their role opens, so it has no module of its own (its
 * line in areas/index.ts names none) and opens to a role that opens one of TRASH_MODULES.
 */
import { Trash2 } from 'lucide-react';
import type { AreaDef } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/trash',
  gate: 'trash',
  labelId: 'nav.trash',
  icon: Trash2,
  list: lazyScreen(() => import('./trash-list-screen')),
};
