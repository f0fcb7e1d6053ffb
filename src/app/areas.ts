/**
 * The signed-in areas, in the sidebar's order (spec section 2 "Shell"): each folder's declaration
 * (areas/<area>/client-area.ts) in the order of the list of areas (areas/index.ts), the trash's
 * last, then the activity log. The route table (private-routes.ts), the sidebar (layout/sidebar-entries.ts) and
 * the command palette are derived from it, so a new area is its folder and its line in that list
 * (README "How to add an area"). Loaded with the signed-in shell, never with the login page: each
 * screen is its own chunk. Code run outside Vite reads the same list through load-areas.ts.
 */
import { AREA_FOLDERS } from '../../areas/index';
import { activityArea } from '../screens/activity/activity-area';
import type { AreaDef } from './area-def';

const declared = import.meta.glob<AreaDef>('../../areas/*/client-area.ts', { eager: true, import: 'clientArea' });

function declaredIn(folder: string): AreaDef {
  const area = declared[`../../areas/${folder}/client-area.ts`];
  if (!area) throw new Error(`areas/${folder}/client-area.ts declares no clientArea`);
  return area;
}

export const areas: readonly AreaDef[] = [...AREA_FOLDERS.map(declaredIn), activityArea];
