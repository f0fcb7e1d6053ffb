/**
 * The areas whose deletes the trash keeps, by their activity area (issue #33 item 2): filled at
 * start from each area's declaration (`trash` in its server-area.ts, server/areas/index.ts), read
 * by the trash's own calls (areas/trash/server/). A registry rather than an import of the list of
 * areas, which loads the trash's folder among the others.
 */
import type { Trashable } from './trashable';

const kept = new Map<string, Trashable>();

export function keepDeletesOf(trashable: Trashable): void {
  kept.set(trashable.area, trashable);
}

/** What the trash knows of an area's records; undefined for an area that keeps none. */
export const trashableOf = (area: string): Trashable | undefined => kept.get(area);

/** Every area that keeps its deletes, in the list of areas' order. */
export const trashAreas = (): string[] => [...kept.keys()];
