import { expect } from 'vitest';
import type { ListQuery } from '../../src/api/contract/list';
import { listMachine, pageCount } from '../../src/machines/list.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf, type Effect } from '../support/effects';

const tenRows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
const lastFetch = (effects: Effect[]) => callsOf(effects, 'fetchPage').at(-1)?.input as ListQuery | undefined;

describeModel({
  name: 'list',
  machine: listMachine,
  starts: [{ name: 'chefs', input: {} }],
  events: {
    'list.search': [{ text: '  ada ' }, { text: '' }],
    'list.sort': [{ column: 'name' }],
    'list.page': [{ page: 1 }, { page: 2 }, { page: 3 }],
    'list.filter': [{ name: 'area', value: 'chef' }, { name: 'area', value: '' }],
    'list.reload': [{}],
    'list.patch': [{ id: 3, patch: { is_active: false } }],
  },
  outcomes: {
    fetchPage: {
      // Three pages of results, or (after deletes elsewhere) only 11 rows left: page 3 is past the end.
      done: [{ rows: tenRows, count: 25 }, { rows: [], count: 11 }],
      error: [new Error('The server could not be reached')],
    },
  },
  // A capped summary: the state, the page, whether a search is applied or typed, and the count.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.query.page,
      search: snapshot.context.query.search !== '',
      typing: snapshot.context.searchText.trim() !== snapshot.context.query.search,
      count: snapshot.context.count,
      filtered: snapshot.context.query.filters?.area ?? '',
    }),
  states: {
    // What is being fetched is always the query on screen.
    loading: ({ snapshot, effects }) => expect(lastFetch(effects)).toEqual(snapshot.context.query),
    ready: ({ snapshot }) => expect(snapshot.context.query.page).toBeLessThanOrEqual(pageCount(snapshot.context.count)),
  },
  afterEvent: {
    // Nothing is sent while typing; 500 ms after the last keystroke the search goes, on page 1.
    'list.search': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('debouncing')).toBe(true);
      expect(callsOf(stepEffects, 'fetchPage')).toEqual([]);
    },
    'xstate.after.searchDebounce.list.debouncing': ({ snapshot, stepEffects }) => {
      expect(lastFetch(stepEffects)).toMatchObject({ search: snapshot.context.searchText.trim(), page: 1 });
    },
    'list.sort': ({ effects, stepEffects }) => {
      const calls = callsOf(effects, 'fetchPage');
      const before = calls.at(-2)?.input as ListQuery;
      const sent = lastFetch(stepEffects)!;
      expect(sent.page).toBe(1);
      expect(sent.sort_by).toBe('name');
      expect(sent.order).toBe(before.sort_by === 'name' ? (before.order === 'ASC' ? 'DESC' : 'ASC') : 'ASC');
    },
    // A changed filter is sent at once, on page 1, and an emptied one is not sent at all; the
    // same value again asks nothing.
    'list.filter': ({ event, effects, stepEffects }) => {
      const { value } = event as unknown as { value: string };
      const before = callsOf(effects, 'fetchPage').slice(0, -callsOf(stepEffects, 'fetchPage').length || undefined).at(-1)?.input as ListQuery | undefined;
      if ((before?.filters?.area ?? '') === value) {
        expect(callsOf(stepEffects, 'fetchPage')).toEqual([]);
        return;
      }
      const sent = lastFetch(stepEffects)!;
      expect(sent.page).toBe(1);
      if (value === '') expect(sent.filters ?? {}).not.toHaveProperty('area');
      else expect(sent.filters).toMatchObject({ area: value });
    },
    'list.page': ({ snapshot, stepEffects }) => expect(lastFetch(stepEffects)?.page).toBe(snapshot.context.query.page),
    // The changed row shows its new value at once, and the same page is read again.
    'list.patch': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('loading')).toBe(true);
      const row = (snapshot.context.rows as { id: number; is_active?: boolean }[]).find((candidate) => candidate.id === 3);
      if (row) expect(row.is_active).toBe(false);
      expect(lastFetch(stepEffects)).toEqual(snapshot.context.query);
    },
    'xstate.done.actor.fetchPage': ({ snapshot, event, stepEffects }) => {
      const answer = event.output as { rows: unknown[]; count: number };
      if (snapshot.matches('loading')) {
        // Past the end: the new last page is asked for.
        expect(answer.rows).toEqual([]);
        expect(lastFetch(stepEffects)?.page).toBe(pageCount(answer.count));
      } else {
        expect(snapshot.matches('ready')).toBe(true);
        expect(snapshot.context.rows).toEqual(answer.rows);
      }
    },
    'xstate.error.actor.fetchPage': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('failed')).toBe(true);
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'The server could not be reached' } },
      ]);
    },
  },
});
