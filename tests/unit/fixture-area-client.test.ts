/**
 * Adding an area to the SPA is its folder and its line in the list of areas, areas/index.ts (issue
 * #34 item 2): the fixture area's folder (tests/fixtures/fixture-area/, its declaration in
 * client-area.ts) joins that list here, as its one line would, and gets
 * its routes behind its module, its sidebar link, its palette pages and its machine known to the
 * flow journal's replay and drawings, with no other edit. The server half is
 * tests/api/fixture-area.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { mayOpen } from '../../src/app/area-access';
import { PALETTE_PAGES } from '../../src/app/command-palette/palette-pages';
import { sidebarEntries } from '../../src/app/layout/sidebar-entries';
import { visibleEntries } from '../../src/app/layout/visible-entries';
import { privateRoutes } from '../../src/app/private-routes';
import { loadKnownMachines } from '../../src/devtools/known-machines';
import { areas } from '../../src/app/areas';
import { createFlowJournal } from '../../src/journal/flow-journal';
import { parseJournal, replayJournal } from '../../src/journal/replay';
import { createActor } from 'xstate';

// The one line: the fixture area's folder joins the list (a path from areas/, as it lives outside it).
vi.mock('../../areas/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../areas/index')>();
  // It opens with a module of the list (ingredients), so its line adds a folder and no module.
  return { ...original, AREA_FOLDERS: [...original.AREA_FOLDERS, '../tests/fixtures/fixture-area'] };
});
// The SPA's own reading of the list (src/app/areas.ts) globs areas/ alone; here the list is read
// the way the command-line tools read it (src/app/load-areas.ts), which follows it to the fixture.
vi.mock('../../src/app/areas.ts', async () => {
  const { loadAreas } = await import('../../src/app/load-areas');
  return { areas: await loadAreas() };
});

const contentManager = { userType: 'sub_admin' as const, modules: ['ingredients' as const] };
const support = { userType: 'sub_admin' as const, modules: ['user' as const] };

describe('an area added by its entry in areas.ts', () => {
  it('has its list, add and edit routes, behind its module', () => {
    const routes = privateRoutes.filter((route) => route.path.startsWith('/fixture-pantry'));
    expect(routes.map(({ path, gate }) => ({ path, gate }))).toEqual([
      { path: '/fixture-pantry', gate: 'ingredients' },
      { path: '/fixture-pantry/add', gate: 'ingredients' },
      { path: '/fixture-pantry/edit/:id', gate: 'ingredients' },
    ]);
    expect(mayOpen(contentManager, routes[0]!.gate)).toBe(true);
    expect(mayOpen(support, routes[0]!.gate)).toBe(false);
  });

  it('has its sidebar link, shown to the roles that open it', () => {
    const links = (access: typeof support | typeof contentManager) =>
      visibleEntries(sidebarEntries, (gate) => mayOpen(access, gate)).flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.children.map((child) => child.href)));
    expect(links(contentManager)).toContain('/fixture-pantry');
    expect(links(support)).not.toContain('/fixture-pantry');
  });

  it('has its palette pages: the list and the add screen', () => {
    expect(PALETTE_PAGES.filter((page) => page.href.startsWith('/fixture-pantry'))).toEqual([
      { href: '/fixture-pantry', labelId: 'nav.ingredients', detailId: 'palette.area', gate: 'ingredients' },
      { href: '/fixture-pantry/add', labelId: 'ingredients.add', detailId: 'nav.ingredients', gate: 'ingredients' },
    ]);
  });

  it('has its machine known to the flow journal: listed, and a recorded run of it replays', async () => {
    const known = await loadKnownMachines(areas);
    const { pantryShelfMachine } = await import('../fixtures/fixture-area/client-area');
    expect(known).toContain(pantryShelfMachine);
    expect(known.map((machine) => machine.id)).toContain('chefForm');
    // Recorded as the app records a run, then replayed from the export as `npm run replay` does.
    const journal = createFlowJournal({ capacity: 100 });
    const shelf = createActor(pantryShelfMachine, { inspect: journal.inspect }).start();
    shelf.send({ type: 'TAKE' });
    shelf.stop();
    const [result] = replayJournal(parseJournal(journal.exportJson()), known);
    expect(result).toMatchObject({ machine: 'pantryShelf', recorded: 'taken', replayed: 'taken', outcome: 'same' });
    // Without the area's entry the same journal has nothing to replay.
    expect(replayJournal(parseJournal(journal.exportJson()), known.filter((machine) => machine !== pantryShelfMachine))).toEqual([]);
  });
});
