/**
 * A server-side list (spec sections 2 "List screens", 4, 9): search sent 500 ms after the
 * last keystroke, sort by a column (the same column again flips the order), pages of 10 rows,
 * reload on demand (after a toggle, delete or save; a changed row shows its new value at once,
 * before the page is read again). Search and sort go back to page 1. A page
 * past the end (the last row of the last page was deleted) moves to the new last page. A
 * filter (an area's own, beside the search) applies at once, on page 1.
 * Leaving `loading` cancels its request, so a newer query always wins.
 * A list may start from a query (the app reads it from the address), and each query it asks the
 * server for is handed to the app (`showQuery`), which writes it back to the address.
 * A list that found no server (issue #31 item 1) waits on the app's watcher (`serverBack`) and
 * reads its page again by itself once the server answers, saying nothing new while it stays away.
 * A record of the list changed elsewhere (another admin, another tab; issue #33 item 3) reads the
 * page again in place; while the admin types a search or holds a selection (`hold`), the changes
 * are counted instead, for a refresh the admin asks for, so no row moves under the pointer.
 */
import { assertEvent, assign, setup } from 'xstate';
import { isServerAway, type ServerBackEvent } from './server-away';
import { suppliedAction, suppliedCallback, suppliedPromise, withNeeds } from './supplied';
import type { ListPage, ListQuery, SortOrder } from '../api/contract/list';
import { DEFAULT_ORDER, DEFAULT_SORT_BY, LIST_LIMIT, SEARCH_DEBOUNCE_MS } from '../constants';
import { errorMessage } from './error-message';
import type { Notice } from './notify';

export type ListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.sort'; column: string }
  | { type: 'list.page'; page: number }
  | { type: 'list.reload' }
  /** A filter beside the search changed ('' clears it): the list starts again on page 1. */
  | { type: 'list.filter'; name: string; value: string }
  /** A row changed on the server (e.g. its active flag): shown at once, then the page is read again. */
  | { type: 'list.patch'; id: number; patch: Record<string, unknown> }
  /** A record of this list changed elsewhere; `hold`: the admin is selecting rows, so it waits. */
  | { type: 'list.remote'; hold: boolean }
  /** The server answers again (the app's watcher): a list that found none reads its page again. */
  | ServerBackEvent;

export type ListContext<TRow = unknown> = {
  query: ListQuery;
  /** What the search box shows; becomes `query.search` once typing pauses. */
  searchText: string;
  rows: TRow[];
  count: number;
  /** Changes made elsewhere since the rows came, held back while the admin was typing or selecting. */
  remoteChanges: number;
};

export type ListInput = {
  sortBy?: string;
  order?: SortOrder;
  /** The query to start from (the address's, already checked by the app); sortBy and order are then unused. */
  query?: ListQuery;
};

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / LIST_LIMIT));

/** The order a click on a column header asks for (react-admin's habit). */
export function nextSort(query: Pick<ListQuery, 'sort_by' | 'order'>, column: string): Pick<ListQuery, 'sort_by' | 'order'> {
  if (query.sort_by === column) return { sort_by: column, order: query.order === 'ASC' ? 'DESC' : 'ASC' };
  return { sort_by: column, order: 'ASC' };
}

const typedSearch = (context: Pick<ListContext, 'searchText'>) => context.searchText.trim();

/** The query with the search as typed; a new search starts on page 1 (the page was the old search's). */
const withTypedSearch = (context: Pick<ListContext, 'searchText'>, query: ListQuery): ListQuery =>
  typedSearch(context) === query.search ? query : { ...query, search: typedSearch(context), page: 1 };

/** The filters with one set, or dropped when its value is '' (so an unset filter is never sent). */
function withFilter(filters: ListQuery['filters'], name: string, value: string): Record<string, string> {
  const { [name]: _previous, ...others } = filters ?? {};
  return value === '' ? others : { ...others, [name]: value };
}

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    fetchPage: suppliedPromise<ListPage<unknown>, ListQuery>('fetchPage'),
    /** The app's one watcher of the server: `server.back` once it answers again. */
    serverBack: suppliedCallback<ServerBackEvent>('serverBack'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    /** Other rows are asked for (another search, sort, page or filter): what was selected is no longer in view. */
    queryChanged: suppliedAction(),
    /** The query of the rows being asked for, for the app to keep where a reload or a link finds it (the address). */
    showQuery: suppliedAction<ListQuery>(),
  },
  guards: {
    // Each guard sits on its one event; assertEvent narrows the type (and says so if it is ever moved).
    changesAFilter: ({ context, event }) => {
      assertEvent(event, 'list.filter');
      return (context.query.filters?.[event.name] ?? '') !== event.value;
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'list.page');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context.count) && event.page !== context.query.page;
    },
    isPastTheEnd: ({ context, event }) => {
      // The page asked for is past the last one (rows were deleted meanwhile); the server answers no rows for it.
      const { count } = (event as unknown as { output: ListPage<unknown> }).output;
      return count > 0 && context.query.page > pageCount(count);
    },
    serverAway: ({ event }) => isServerAway((event as { error?: unknown }).error),
    isHeld: ({ event }) => {
      assertEvent(event, 'list.remote');
      return event.hold;
    },
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: input.query ?? { search: '', sort_by: input.sortBy ?? DEFAULT_SORT_BY, order: input.order ?? DEFAULT_ORDER, page: 1 },
    searchText: input.query?.search ?? '',
    rows: [],
    count: 0,
    remoteChanges: 0,
  }),
  initial: 'loading',
  on: {
    'list.search': {
      target: '.debouncing',
      reenter: true,
      actions: assign({ searchText: ({ event }) => event.text }),
    },
    // Each load takes the search as typed, even before the pause: a sort clicked while typing
    // must not drop the search the box shows.
    'list.sort': {
      target: '.loading',
      reenter: true,
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, ...nextSort(context.query, event.column), search: typedSearch(context), page: 1 }) }),
        'queryChanged',
      ],
    },
    'list.page': {
      guard: 'isOtherPage',
      target: '.loading',
      actions: [assign({ query: ({ context, event }) => withTypedSearch(context, { ...context.query, page: event.page }) }), 'queryChanged'],
    },
    'list.filter': {
      guard: 'changesAFilter',
      target: '.loading',
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, filters: withFilter(context.query.filters, event.name, event.value), search: typedSearch(context), page: 1 }) }),
        'queryChanged',
      ],
    },
    'list.reload': { target: '.loading', actions: assign({ query: ({ context }) => withTypedSearch(context, context.query) }) },
    'list.remote': [
      { guard: 'isHeld', actions: assign({ remoteChanges: ({ context }) => context.remoteChanges + 1 }) },
      { target: '.loading', actions: assign({ query: ({ context }) => withTypedSearch(context, context.query) }) },
    ],
    'list.patch': {
      target: '.loading',
      actions: assign({
        query: ({ context }) => withTypedSearch(context, context.query),
        rows: ({ context, event }) =>
          context.rows.map((row) => ((row as { id?: unknown }).id === event.id ? { ...(row as object), ...event.patch } : row)),
      }),
    },
  },
  states: {
    // Typing: the rows on screen stay until the pause, then the new search starts on page 1.
    debouncing: {
      // The search being typed is what the admin waits for: a change elsewhere is counted, not read.
      on: { 'list.remote': { actions: assign({ remoteChanges: ({ context }) => context.remoteChanges + 1 }) } },
      after: {
        searchDebounce: {
          target: 'loading',
          actions: [assign({ query: ({ context }) => ({ ...context.query, search: typedSearch(context), page: 1 }) }), 'queryChanged'],
        },
      },
    },
    loading: {
      entry: { type: 'showQuery', params: ({ context }) => context.query },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'isPastTheEnd',
            target: 'loading',
            reenter: true,
            actions: assign({ query: ({ context, event }) => ({ ...context.query, page: pageCount(event.output.count) }) }),
          },
          {
            target: 'ready',
            actions: assign({ rows: ({ event }) => event.output.rows, count: ({ event }) => event.output.count, remoteChanges: 0 }),
          },
        ],
        onError: [
          {
            guard: 'serverAway',
            target: 'failed.away',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
          {
            target: 'failed',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        ],
      },
    },
    ready: {},
    // The last rows stay on screen; a retry is a reload.
    failed: {
      initial: 'refused',
      states: {
        // The server refused: only the admin's Try again asks again.
        refused: {},
        // No answer: the list waits for the server and asks again by itself.
        away: {
          invoke: { id: 'serverBack', src: 'serverBack' },
          on: { 'server.back': '#list.askingAgain' },
        },
      },
    },
    // The same page asked for again after the server came back: the failure stays on screen until
    // the rows come, and a server still away says nothing new.
    askingAgain: {
      invoke: {
        id: 'fetchPageAgain',
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'isPastTheEnd',
            target: 'loading',
            actions: assign({ query: ({ context, event }) => ({ ...context.query, page: pageCount(event.output.count) }) }),
          },
          {
            target: 'ready',
            actions: assign({ rows: ({ event }) => event.output.rows, count: ({ event }) => event.output.count, remoteChanges: 0 }),
          },
        ],
        onError: [
          { guard: 'serverAway', target: 'failed.away' },
          {
            target: 'failed',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        ],
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const listMachine = withNeeds(definition, { actors: ['fetchPage', 'serverBack'], actions: ['notify', 'queryChanged', 'showQuery'] });
