/**
 * The command palette machine with its real effects: the server's search, each hit turned into
 * an item that opens the record's edit screen, named by its module (the sidebar's label), and
 * the router's navigation.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { SearchHit } from '../../api/contract/search';
import { moduleLabelId } from '../../api/contract/modules';
import { searchRecords } from '../../api/search';
import type { MessageId } from '../../i18n/messages/en-US';
import { commandPaletteMachine, type PaletteItem } from '../../machines/command-palette.machine';
import { supplyAll } from '../../machines/supplied';

export const recordItem = (hit: SearchHit, areaName: string): PaletteItem => ({
  key: `${hit.area}:${hit.id}`,
  kind: 'record',
  href: `/${hit.area}/edit/${hit.id}`,
  label: hit.label,
  detail: hit.detail === '' ? areaName : `${areaName} · ${hit.detail}`,
});

/** `text` reads the language at the moment of the search, not at the palette's creation. */
export function livePalette(deps: { client: ApiClient; navigate: (href: string) => void; text: (id: MessageId) => string }) {
  return supplyAll(commandPaletteMachine, {
    actors: {
      searchRecords: fromPromise<PaletteItem[], { query: string }>(async ({ input, signal }) =>
        (await searchRecords(deps.client, input.query, signal)).map((hit) =>
          recordItem(hit, deps.text(moduleLabelId(hit.area))),
        ),
      ),
    },
    actions: {
      navigate: (_, href) => deps.navigate(href),
    },
  });
}
