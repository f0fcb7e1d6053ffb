import { createActor, fromCallback, fromPromise } from 'xstate';
import { expect, it, vi } from 'vitest';
import type { ListQuery } from '../../src/api/contract/list';
import { machineModule } from './fixtures';
import { describeModel } from '../support/describe-model';
import { callsOf, type Effect } from '../support/effects';

const { listMachine } = await machineModule(() => import('../../src/machines/list.machine'));

const tenRows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
const lastFetch = (effects: Effect[]) => callsOf(effects, 'fetchPage').at(-1)?.input as ListQuery | undefined;

/*
 * The query each event must send (spec sections 2 "List screens", 4, 9), by the list's rules
 * written here apart from the machine: pages of 10; the search as typed (trimmed) goes with any
 * load, and a new search starts on page 1; a sort flips the same column, else ascends, on
 * page 1; a filter changes on page 1 and an emptied one is not sent.
 */
const PAGE_SIZE = 10;
const lastPage = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
type ListState = { query: ListQuery; searchText: string; count: number };
const typed = (state: ListState) => state.searchText.trim();
const withTyped = (state: ListState, query: ListQuery): ListQuery => (typed(state) === query.search ? query : { ...query, search: typed(state), page: 1 });
function withFilter(query: ListQuery, name: string, value: string): ListQuery {
  const others = Object.fromEntries(Object.entries(query.filters ?? {}).filter(([key]) => key !== name));
  return { ...query, filters: value === '' ? others : { ...others, [name]: value } };
}
// Each query asked for is handed to the app to keep in the address, and fetched.
const show = (query: ListQuery): Effect => ({ kind: 'action', name: 'showQuery', params: query });
const call = (query: ListQuery): Effect => ({ kind: 'call', name: 'fetchPage', input: query });
const fetch = (query: ListQuery): Effect[] => [show(query), call(query)];
const FROM_ADDRESS: ListQuery = { search: 'ada', sort_by: 'name', order: 'ASC', page: 3 };
/** No answer (the server or its database away), unlike a refusal. */
const away = Object.assign(new Error('The server could not be reached'), { status: 0 });
const refused = new Error('Sort by this column is not allowed');
const notifyOf = (error: Error): Effect => ({ kind: 'action', name: 'notify', params: { kind: 'error', message: error.message } });
// Issue #31 item 1: a list that found no server waits on the app's one watcher; leaving stops waiting.
const waitForServer: Effect = { kind: 'call', name: 'serverBack', input: undefined };

/**
 * This test's own account of the path (issue #35 item 3): the query it last saw asked for and the
 * count of rows the server last answered, from the events it sent, never the machine's context.
 */
const told = { asked: null as ListQuery | null, count: null as number | null, rows: [] as unknown[], typed: '', remote: 0 };
/**
 * Issue #33 item 3: a change elsewhere reads the page again, unless the admin is selecting (`hold`)
 * or typing a search (the debounce waiting): then it is counted until rows come.
 */
const heldBack = (before: { matches: (state: 'debouncing') => boolean }, event: object) => (event as { hold?: unknown }).hold === true || before.matches('debouncing');
/** Rows none of this page's (the last rows were deleted elsewhere): the page is past the end. */
const pastTheEnd = (page: number, answer: { rows: unknown[]; count: number }) => answer.rows.length === 0 && answer.count > 0 && page > lastPage(answer.count);
function hear(before: { matches: (state: 'debouncing') => boolean } | null, event: { type: string; output?: unknown; id?: unknown; patch?: unknown; text?: unknown; hold?: unknown }, effects: Effect[]) {
  if (event.type === 'xstate.done.actor.fetchPage' || event.type === 'xstate.done.actor.fetchPageAgain') {
    const answer = event.output as { rows: unknown[]; count: number };
    // Past the end the last page is asked for and the old rows stay meanwhile; rows that come are fresh.
    if (!pastTheEnd(told.asked!.page, answer)) Object.assign(told, { count: answer.count, rows: answer.rows, remote: 0 });
  }
  if (event.type === 'list.remote' && before && heldBack(before, event)) told.remote += 1;
  // The changed row shows its new value at once.
  if (event.type === 'list.patch') told.rows = told.rows.map((row) => ((row as { id: unknown }).id === event.id ? { ...(row as object), ...(event.patch as object) } : row));
  if (event.type === 'list.search') told.typed = event.text as string;
  told.asked = lastFetch(effects) ?? null;
}

describeModel({
  name: 'list',
  machine: listMachine,
  starts: [
    { name: 'chefs', input: {} },
    // A reload or a pasted link: the list starts from the address's query (checked by the app).
    { name: 'from the address', input: { query: FROM_ADDRESS } },
  ],
  events: {
    'list.search': [{ text: '  ada ' }, { text: '' }],
    'list.sort': [{ column: 'name' }],
    // And pages that are none (0, 2.5): pages count from 1 (spec section 8), whole.
    'list.page': [{ page: 1 }, { page: 2 }, { page: 3 }, { page: 0 }, { page: 2.5 }],
    'list.filter': [{ name: 'area', value: 'chef' }, { name: 'area', value: '' }],
    'list.reload': [{}],
    'list.patch': [{ id: 3, patch: { is_active: false } }],
    'list.remote': [{ hold: false }, { hold: true }],
    'server.back': [{}],
  },
  outcomes: {
    // The app's watcher of the server: it only ever tells `server.back`.
    serverBack: {},
    fetchPage: {
      // Three pages of results, or (after deletes elsewhere) only 11 rows left: page 3 is past the end.
      // Or none at all (every row deleted elsewhere): an empty list, on whatever page.
      done: [{ rows: tenRows, count: 25 }, { rows: [], count: 11 }, { rows: [], count: 0 }],
      error: [refused, away],
    },
    // Asked again once the server answered: the rows, or still no answer, or a refusal.
    fetchPageAgain: { done: [{ rows: tenRows, count: 25 }, { rows: [], count: 11 }], error: [away, refused] },
  },
  alsoRefused: true,
  expectedEffects: ({ input, before, event }) => {
    if (before === null) {
      const first = input.query ?? { search: '', sort_by: 'created_at', order: 'DESC', page: 1 };
      // At the start XState runs the invoke before the entry action: the same two, the other way round.
      return [call(first), show(first)];
    }
    // The list as this test's account has it: the query last fetched, the text last typed, the count last answered.
    const state: ListState = { query: told.asked!, searchText: told.typed, count: told.count ?? 0 };
    const { query } = state;
    // A newer query always wins: a load in flight is dropped when another starts or typing begins.
    // So is a wait for the server (any other rows asked for are fetched at once).
    const dropped: Effect[] =
      before.matches('loading') || before.matches('askingAgain')
        ? [{ kind: 'cancel', name: 'fetchPage' }]
        : before.matches({ failed: 'away' })
          ? [{ kind: 'cancel', name: 'serverBack' }]
          : [];
    const load = (next: ListQuery) => [...dropped, ...fetch(next)];
    // Other rows asked for: what was selected is no longer in view (the list area clears it).
    const otherRows: Effect = { kind: 'action', name: 'queryChanged', params: undefined };
    switch (event.type) {
      case 'list.search':
        return dropped;
      case 'xstate.after.searchDebounce.list.debouncing':
        return [otherRows, ...fetch({ ...query, search: typed(state), page: 1 })];
      case 'list.sort': {
        const column = event.column as string;
        const order = query.sort_by === column && query.order === 'ASC' ? 'DESC' : 'ASC';
        return [otherRows, ...load({ ...query, sort_by: column, order, search: typed(state), page: 1 })];
      }
      case 'list.page': {
        const page = event.page as number;
        return Number.isInteger(page) && page >= 1 && page !== query.page && page <= lastPage(state.count) ? [otherRows, ...load(withTyped(state, { ...query, page }))] : [];
      }
      case 'list.filter': {
        const { name, value } = event as unknown as { name: string; value: string };
        return (query.filters?.[name] ?? '') === value ? [] : [otherRows, ...load({ ...withFilter(query, name, value), search: typed(state), page: 1 })];
      }
      case 'list.reload':
      case 'list.patch':
        return load(withTyped(state, query));
      case 'list.remote':
        return heldBack(before, event) ? [] : load(withTyped(state, query));
      case 'xstate.done.actor.fetchPage':
      case 'xstate.done.actor.fetchPageAgain': {
        const answer = event.output as { rows: unknown[]; count: number };
        // Past the end (the last rows were deleted elsewhere): the new last page is asked for.
        return pastTheEnd(told.asked!.page, answer) ? fetch({ ...query, page: lastPage(answer.count) }) : [];
      }
      case 'xstate.error.actor.fetchPage':
        return event.error === away ? [notifyOf(away), waitForServer] : [notifyOf(refused)];
      // The server answers again: the same page is read again, with no new address.
      case 'server.back':
        return before.matches({ failed: 'away' }) ? [{ kind: 'cancel', name: 'serverBack' }, call(query)] : [];
      // Still no answer: nothing new is said, the list waits again; a refusal says why.
      case 'xstate.error.actor.fetchPageAgain':
        return event.error === away ? [waitForServer] : [notifyOf(refused)];
      default:
        return [];
    }
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
  everyStep: ({ before, snapshot, event, effects }) => {
    // At the start the search box shows the search the list starts with.
    if (before === null) Object.assign(told, { count: null, rows: [], typed: lastFetch(effects)!.search, remote: 0 });
    hear(before, event, effects);
    // The rows on screen are the last rows the server answered (none before), with the patches since.
    expect(snapshot.context.rows).toEqual(told.rows);
    // The changes held back since those rows came: what the list offers to refresh.
    expect(snapshot.context.remoteChanges).toBe(told.remote);
  },
  states: {
    // What is being fetched is always the query on screen.
    loading: ({ snapshot, effects }) => expect(lastFetch(effects)).toEqual(snapshot.context.query),
    askingAgain: ({ snapshot, effects }) => expect(lastFetch(effects)).toEqual(snapshot.context.query),
    // Shown: the page last asked for, never past the last page of the count the server answered
    // (pages of 10, spec section 2), and that count.
    ready: ({ snapshot }) => {
      expect(told.count).not.toBeNull();
      expect(snapshot.context.count).toBe(told.count);
      expect(snapshot.context.query.page).toBe(told.asked!.page);
      // Nothing left at all (count 0) is shown as it is, on the page asked: page 1 would show the same nothing.
      if (told.count! > 0) expect(told.asked!.page).toBeLessThanOrEqual(lastPage(told.count!));
    },
  },
  afterEvent: {
    'list.search': ({ snapshot }) => expect(snapshot.matches('debouncing')).toBe(true),
    // The changed row shows its new value at once, and the same page is read again.
    'list.patch': ({ snapshot }) => expect(snapshot.matches('loading')).toBe(true),
    'xstate.done.actor.fetchPage': ({ snapshot, event }) => {
      const answer = event.output as { rows: unknown[]; count: number };
      // Shown, unless past the end (then the last page loads and the old rows stay meanwhile).
      expect(snapshot.matches('ready')).toBe(!(answer.rows.length === 0 && answer.count > 0 && snapshot.matches('loading')));
    },
    // No answer waits for the server; a refusal waits for the admin's Try again.
    'xstate.error.actor.fetchPage': ({ snapshot, event }) => expect(snapshot.matches({ failed: event.error === away ? 'away' : 'refused' })).toBe(true),
    'xstate.error.actor.fetchPageAgain': ({ snapshot, event }) => expect(snapshot.matches({ failed: event.error === away ? 'away' : 'refused' })).toBe(true),
    // Heard only while waiting for it: elsewhere nothing changes.
    'server.back': ({ before, snapshot }) => expect(snapshot.value).toEqual(before!.matches({ failed: 'away' }) ? 'askingAgain' : before!.value),
  },
});

/*
 * Spec section 9: the search waits 500 ms after the last keystroke, not the first. The model's
 * paths fire the debounce in one step, so they cannot tell a wait restarted by each keystroke from
 * one that is not: this test does.
 */
it('list: typing again restarts the 500 ms wait of the search', async () => {
  vi.useFakeTimers();
  try {
    const searched: string[] = [];
    const machine = listMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input }: { input: ListQuery }) => {
          searched.push(input.search);
          return { rows: [], count: 0 };
        }),
        serverBack: fromCallback(() => undefined),
      },
      actions: { notify: () => undefined, queryChanged: () => undefined, showQuery: () => undefined },
    } as never);
    const actor = createActor(machine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.search', text: 'a' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'list.search', text: 'ad' });
    await vi.advanceTimersByTimeAsync(499);
    expect(searched).toEqual(['']);
    await vi.advanceTimersByTimeAsync(1);
    expect(searched).toEqual(['', 'ad']);
    actor.stop();
  } finally {
    vi.useRealTimers();
  }
});
