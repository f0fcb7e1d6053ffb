/**
 * A language's second catalogue part (every screen's texts but the login page's): the shared
 * part (src/i18n/messages/<locale>.areas.ts) and each area folder's own texts
 * (areas/<area>/texts/<locale>.ts), found by the build, so an area's texts need no edit here
 * (issue #34). One module per language, so a page fetches its own language's texts alone; this
 * one goes with the loaders (area-loaders.ts), not with the kit, which the login page's idle
 * fetch of the texts would then run.
 */
import type { Catalogue } from '../../machines/locale.machine';

/** `areas`: each folder's texts by the file's path. */
export type SecondPartPieces = { shared: Catalogue; areas: Record<string, Readonly<Record<string, unknown>>> };

export function gatherSecondPart({ shared, areas }: SecondPartPieces): Catalogue {
  const merged: Record<string, unknown> = { ...shared };
  for (const [path, texts] of Object.entries(areas)) {
    for (const [id, text] of Object.entries(texts)) {
      // Two folders giving the same id would show one of them at random: refused.
      if (id in merged) throw new Error(`The text id "${id}" of ${path} is given twice`);
      merged[id] = text;
    }
  }
  return merged as Catalogue;
}
