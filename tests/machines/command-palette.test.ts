import { expect } from 'vitest';
import { commandPaletteMachine, type PaletteItem } from '../../src/machines/command-palette.machine';
import { describeModel } from '../support/describe-model';

const dashboard: PaletteItem = { key: '/dashboard', kind: 'page', href: '/dashboard', label: 'Dashboard', detail: '' };
const addChef: PaletteItem = { key: '/chef/add', kind: 'page', href: '/chef/add', label: 'Add chef', detail: 'Chef' };
const chefs: PaletteItem = { key: '/chef', kind: 'page', href: '/chef', label: 'Chefs', detail: '' };
const massimo: PaletteItem = { key: 'chef:12', kind: 'record', href: '/chef/edit/12', label: 'Massimo Bottura', detail: 'massimo@osteria.it' };

/**
 * What the admin should see, written apart from the machine: pages whose label contains the
 * query (case aside), then the records the server found.
 */
function expectedItems(query: string, records: PaletteItem[]): PaletteItem[] {
  const q = query.trim().toLowerCase();
  return [...[dashboard, addChef, chefs].filter((page) => q === '' || page.label.toLowerCase().includes(q)), ...records];
}

/** Where the highlight must be, by the test's own account: the top after opening or typing, moved round by next and previous, kept within the items a search brings. */
let highlight = 0;

describeModel({
  name: 'commandPalette',
  machine: commandPaletteMachine,
  events: {
    // Three pages, so that going down and going up the list land on different items.
    'palette.open': [{ pages: [dashboard, addChef, chefs] }],
    'palette.close': [{}],
    // '' shows every page; 'c' (one letter) filters pages only; 'CH' (two, either case), ' Chef '
    // (trimmed) and 'zzz' also ask the server.
    'palette.type': [{ query: '' }, { query: 'c' }, { query: 'CH' }, { query: ' Chef ' }, { query: 'zzz' }],
    'palette.next': [{}],
    'palette.previous': [{}],
    'palette.choose': [{}],
    'palette.pick': [{ index: 0 }],
  },
  outcomes: {
    searchRecords: { done: [[massimo], []], error: [new Error('Network error')] },
  },
  // Issue #15 item 6: the server is asked only after the pause, for two letters or more (trimmed);
  // a newer keystroke, a choice or closing drops a search in flight; choosing or picking an item
  // that is there opens its page.
  expectedEffects: ({ before, event }) => {
    const inFlight = before?.matches({ open: 'searching' }) ?? false;
    const open = before?.matches('open') ?? false;
    const dropped = inFlight ? [{ kind: 'cancel', name: 'searchRecords' } as const] : [];
    const items = before ? expectedItems(before.context.query, before.context.records) : [];
    const go = (item: PaletteItem | undefined) => (item ? [{ kind: 'action', name: 'navigate', params: item.href } as const] : []);
    switch (event.type) {
      case 'palette.type':
        return open ? dropped : [];
      case 'palette.close':
        return open ? dropped : [];
      case 'palette.choose': {
        const item = open ? items[before!.context.highlighted] : undefined;
        return item ? [...go(item), ...dropped] : [];
      }
      case 'palette.pick': {
        const item = open ? items[event.index as number] : undefined;
        return item ? [...go(item), ...dropped] : [];
      }
      case 'xstate.after.searchDelay.commandPalette.open.waiting':
        return [{ kind: 'call', name: 'searchRecords', input: { query: before!.context.query.trim() } }];
      default:
        return [];
    }
  },
  everyStep: ({ before, event, snapshot }) => {
    const count = (query: string, records: PaletteItem[]) => expectedItems(query, records).length;
    const open = before?.matches('open') ?? false;
    const items = before ? count(before.context.query, before.context.records) : 0;
    if (before === null || event.type === 'palette.open' || (open && event.type === 'palette.type')) highlight = 0;
    else if (open && event.type === 'palette.next') highlight = items === 0 ? 0 : (highlight + 1) % items;
    else if (open && event.type === 'palette.previous') highlight = items === 0 ? 0 : (highlight - 1 + items) % items;
    else if (event.type === 'xstate.done.actor.searchRecords')
      highlight = Math.min(highlight, Math.max(count(before!.context.query, event.output as PaletteItem[]) - 1, 0));
    expect(snapshot.context.highlighted).toBe(highlight);
  },
  states: {
    'open.waiting': ({ snapshot }) => expect(snapshot.context.query.trim().length).toBeGreaterThanOrEqual(2),
  },
  afterEvent: {
    'palette.open': ({ snapshot }) => {
      expect(snapshot.matches({ open: 'idle' })).toBe(true);
      expect(snapshot.context).toMatchObject({ query: '', records: [], highlighted: 0 });
    },
    'palette.type': ({ snapshot, event, stepEffects }) => {
      const query = event.query as string;
      expect(snapshot.context.query).toBe(query);
      expect(snapshot.context.highlighted).toBe(0);
      expect(snapshot.matches({ open: query.length >= 2 ? 'waiting' : 'idle' })).toBe(true);
      expect(query.length < 2 ? snapshot.context.records : []).toEqual([]);
    },
    'xstate.after.searchDelay.commandPalette.open.waiting': ({ snapshot }) => expect(snapshot.matches({ open: 'searching' })).toBe(true),
    'xstate.done.actor.searchRecords': ({ snapshot, event }) => {
      expect(snapshot.matches({ open: 'idle' })).toBe(true);
      expect(snapshot.context.records).toEqual(event.output);
      expect(snapshot.context.searchFailed).toBe(false);
    },
    'xstate.error.actor.searchRecords': ({ snapshot }) => {
      expect(snapshot.matches({ open: 'idle' })).toBe(true);
      expect(snapshot.context).toMatchObject({ records: [], searchFailed: true });
    },
    'palette.next': ({ snapshot }) => {
      const count = expectedItems(snapshot.context.query, snapshot.context.records).length;
      expect(snapshot.context.highlighted).toBeLessThan(Math.max(count, 1));
    },
    // Whatever happens, the palette closes on these, or stays closed.
    'palette.close': ({ snapshot }) => expect(snapshot.matches('closed')).toBe(true),
  },
});
