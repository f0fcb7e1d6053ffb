/**
 * The signed-in areas as src/app/areas.ts lists them, for code run by Node (the command-line tools
 * under tsx: replay, flows, the bench, the paths report), which has no import.meta.glob: each
 * folder's declaration is imported by its path, whatever folder the list names. Not for the
 * browser build, whose files are bundled: there the list is src/app/areas.ts.
 */
import { AREA_FOLDERS } from '../../areas/index';
import { activityArea } from '../screens/activity/activity-area';
import type { AreaDef } from './area-def';

async function declaredIn(folder: string): Promise<AreaDef> {
  // Left to Node as written (Vite would turn a path with a variable into a glob of areas/ alone).
  const file = new URL(`../../areas/${folder}/client-area.ts`, import.meta.url).href;
  const module: { clientArea?: AreaDef } = await import(/* @vite-ignore */ file);
  if (!module.clientArea) throw new Error(`areas/${folder}/client-area.ts declares no clientArea`);
  return module.clientArea;
}

export async function loadAreas(): Promise<readonly AreaDef[]> {
  return [...(await Promise.all(AREA_FOLDERS.map(declaredIn))), activityArea];
}
