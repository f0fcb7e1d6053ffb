/**
 * The sessions as the SPA declares them (src/app/area-def.ts; issue #32 item 3, an area folder by
 * issue #34): every admin's own, so no module opens them (their line in areas/index.ts names none),
 * and they sit in the account menu beside Edit profile and Change Password, not in the sidebar,
 * whose entries are the spec's.
 */
import { MonitorSmartphone } from 'lucide-react';
import type { AreaDef } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/sessions',
  gate: 'every admin',
  labelId: 'nav.sessions',
  icon: MonitorSmartphone,
  place: 'account menu',
  list: lazyScreen(() => import('./sessions-screen')),
  machines: async () => [(await import('../../src/machines/sessions.machine')).sessionsMachine],
};
