/**
 * The list of areas (areas/index.ts) against the folders of areas/ (issue #34 item 2): every area
 * folder is listed once, so none is left out of the SPA and the server by a forgotten line; each
 * declares both halves where the SPA and the server look for them; the SPA's reading of the list
 * (Vite's glob, src/app/areas.ts) and Node's (src/app/load-areas.ts) give the same areas in the
 * same order; the server's, the same folders.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_FOLDERS, AREA_LIST } from '../../areas/index';
import { SERVER_AREAS } from '../../server/areas/index';
import { areas } from '../../src/app/areas';
import { loadAreas } from '../../src/app/load-areas';
import { TRASH_MODULES } from '../../areas/trash/trash-contract';

const root = join(import.meta.dirname, '..', '..');
const folders = readdirSync(join(root, 'areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the list of areas', () => {
  it('names every folder of areas/, each once', () => {
    expect([...AREA_FOLDERS].sort()).toEqual([...folders].sort());
    expect(new Set(AREA_FOLDERS).size).toBe(AREA_FOLDERS.length);
  });

  it('finds in each folder its SPA declaration and its server declaration', () => {
    for (const folder of AREA_FOLDERS) {
      expect(existsSync(join(root, 'areas', folder, 'client-area.ts')), `areas/${folder}/client-area.ts`).toBe(true);
      expect(existsSync(join(root, 'areas', folder, 'server', 'server-area.ts')), `areas/${folder}/server/server-area.ts`).toBe(true);
    }
  });

  it('gives each folder the module its two declarations open it with, at the route of that name', () => {
    // The SPA's areas are the listed folders' in order (then the activity log).
    const spa = areas.slice(0, AREA_LIST.length);
    for (const [index, listed] of AREA_LIST.entries()) {
      const server = SERVER_AREAS[index]!;
      const opening = server.access.map(({ modules }) => modules);
      if ('module' in listed) {
        expect(spa[index]!.gate, listed.folder).toBe(listed.module);
        expect(spa[index]!.path, listed.folder).toBe(`/${listed.module}`);
        expect(opening.flatMap((modules) => (modules === 'every admin' ? [] : modules)), listed.folder).toContain(listed.module);
      } else {
        // An area of no module (the trash, the sessions) opens to every admin, at the route of its folder.
        expect(spa[index]!.path, listed.folder).toBe(`/${listed.folder}`);
        expect(opening, listed.folder).toEqual(['every admin']);
      }
    }
  });

  it('reads the same in the SPA and in Node: the folders in order, the trash and the sessions last, then the activity log', async () => {
    expect((await loadAreas()).map((area) => area.path)).toEqual(areas.map((area) => area.path));
    expect(areas.map((area) => area.path)).toEqual(['/admin', '/static-page', '/user', '/chef', '/meal', '/class', '/ingredients', '/subscription', '/blok-price', '/subscription-details', '/trash', '/sessions', '/activity']);
  });

  it("names in TRASH_MODULES, which opens the SPA's Trash, exactly the areas whose server declaration keeps their deletes", () => {
    expect(SERVER_AREAS.flatMap((area) => (area.trash ? [area.trash.area] : [])).sort()).toEqual([...TRASH_MODULES].sort());
  });
});
