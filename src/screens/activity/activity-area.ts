/**
 * The activity log in the SPA (issue #15 item 1): the super admin's alone, not in the spec's
 * sidebar. Not an area folder: its records are every area's, its calls the server's own.
 */
import { History } from 'lucide-react';
import type { AreaDef } from '../../app/area-def';
import { lazyScreen } from '../../app/lazy-screen';

export const activityArea: AreaDef = {
  path: '/activity',
  gate: 'super_admin',
  labelId: 'nav.activity',
  icon: History,
  list: lazyScreen(() => import('./activity-list-screen')),
};
