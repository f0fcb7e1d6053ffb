import { expect } from 'vitest';
import { commandPaletteMachine, type PaletteItem } from '../../src/machines/command-palette.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

const dashboard: PaletteItem = { key: '/dashboard', kind: 'page', href: '/dashboard', label: 'Dashboard', detail: '' };
const addChef: PaletteItem = { key: '/chef/add', kind: 'page', href: '/chef/add', label: 'Add chef', detail: 'Chef' };
const massimo: PaletteItem = { key: 'chef:12', kind: 'record', href: '/chef/edit/12', label: 'Massimo Bottura', detail: 'massimo@osteria.it' };

/**
 * What the admin should see, written apart from the machine: pages whose label contains the
 * query (case aside), then the records the server found.
 */
function expectedItems(query: string, records: PaletteItem[]): PaletteItem[] {
  const q = query.trim().toLowerCase();
  return [...[dashboard, addChef].filter((page) => q === '' || page.label.toLowerCase().includes(q)), ...records];
}

describeModel({
  name: 'commandPalette',
  machine: commandPaletteMachine,
  events: {
    'palette.open': [{ pages: [dashboard, addChef] }],
    'palette.close': [{}],
    // '' shows every page; 'c' (one letter) filters pages only; 'chef' and 'zzz' also ask the server.
    'palette.type': [{ query: '' }, { query: 'c' }, { query: 'chef' }, { query: 'zzz' }],
    'palette.next': [{}],
    'palette.previous': [{}],
    'palette.choose': [{}],
    'palette.pick': [{ index: 0 }],
  },
  outcomes: {
    searchRecords: { done: [[massimo], []], error: [new Error('Network error')] },
  },
  states: {
    closed: ({ stepEffects }) => expect(callsOf(stepEffects, 'searchRecords')).toEqual([]),
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
      // Never a call at the keystroke itself: the pause comes first.
      expect(callsOf(stepEffects, 'searchRecords')).toEqual([]);
      expect(snapshot.matches({ open: query.length >= 2 ? 'waiting' : 'idle' })).toBe(true);
      expect(query.length < 2 ? snapshot.context.records : []).toEqual([]);
    },
    'xstate.after.searchDelay.commandPalette.open.waiting': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches({ open: 'searching' })).toBe(true);
      expect(callsOf(stepEffects, 'searchRecords')).toEqual([{ kind: 'call', name: 'searchRecords', input: { query: snapshot.context.query } }]);
    },
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
    'palette.choose': ({ snapshot, stepEffects }) => {
      const { query, records, highlighted } = snapshot.context;
      expect(snapshot.matches('closed')).toBe(true);
      expect(actionsOf(stepEffects, 'navigate').map((effect) => effect.params)).toEqual([expectedItems(query, records)[highlighted]!.href]);
    },
    'palette.pick': ({ snapshot, event, stepEffects }) => {
      const { query, records } = snapshot.context;
      const item = expectedItems(query, records)[event.index as number]!;
      expect(snapshot.matches('closed')).toBe(true);
      expect(actionsOf(stepEffects, 'navigate').map((effect) => effect.params)).toEqual([item.href]);
    },
    'palette.close': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('closed')).toBe(true);
      expect(actionsOf(stepEffects, 'navigate')).toEqual([]);
    },
  },
});
