/**
 * Every area of the admin API, in the sidebar's order (issue #34 item 1): the declaration in each
 * folder of the list of areas (areas/index.ts), areas/<area>/server/server-area.ts. The server
 * mounts their routes (server/app.ts), and its module guard (server/auth/area-access.ts), CSV
 * exports (server/routes/exports.ts), bulk actions (server/routes/bulk.ts) and record histories
 * (server/routes/history.ts) read their tables from this list: a new area is its folder and its
 * line in areas/index.ts.
 */
import { AREA_FOLDERS } from '../../areas/index';
import type { ServerArea } from './server-area';
import { keepVersionsOf } from '../activity/record-version';
import { keepDeletesOf } from '../trash/kept-deletes';

/** The declaration of the area in `folder`; a folder without one is a mistake said at start. */
export async function serverAreaIn(folder: string): Promise<ServerArea> {
  // Left to Node as written (Vite, under vitest, would turn a path with a variable into a glob of areas/ alone).
  const file = new URL(`../../areas/${folder}/server/server-area.ts`, import.meta.url).href;
  const module: { serverArea?: ServerArea } = await import(/* @vite-ignore */ file);
  if (!module.serverArea) throw new Error(`areas/${folder}/server/server-area.ts declares no serverArea`);
  return module.serverArea;
}

export const SERVER_AREAS: readonly ServerArea[] = await Promise.all(AREA_FOLDERS.map(serverAreaIn));

// The activity writer keeps the versions of the areas that say how to read a record.
for (const { history } of SERVER_AREAS) if (history?.version) keepVersionsOf(history.area, history.version);
// The trash keeps the deletes of the areas that say what to keep.
for (const { trash } of SERVER_AREAS) if (trash) keepDeletesOf(trash);
