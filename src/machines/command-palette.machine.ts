/**
 * The command palette (issue #15 item 6): Ctrl+K / Cmd+K opens it; typing filters the pages the
 * admin may open (areas, add screens, account) and, from two characters on, asks the server for
 * records after a short pause (the newest question wins: a new keystroke cancels the search in
 * flight). Arrows move the highlight over pages then records, Enter or a click opens the item,
 * Escape closes. The pages come with the open event, already translated and filtered by role.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type PaletteItem = {
  /** Unique within the palette: the href for pages, area and id for records. */
  key: string;
  kind: 'page' | 'record';
  href: string;
  label: string;
  /** A second line (a record's e-mail, a page's area), '' when none. */
  detail: string;
};

export type PaletteContext = {
  query: string;
  pages: PaletteItem[];
  records: PaletteItem[];
  highlighted: number;
  searchFailed: boolean;
};

export type PaletteEvent =
  | { type: 'palette.open'; pages: PaletteItem[] }
  | { type: 'palette.close' }
  | { type: 'palette.type'; query: string }
  | { type: 'palette.next' }
  | { type: 'palette.previous' }
  | { type: 'palette.choose' }
  | { type: 'palette.pick'; index: number };

/** Records are searched from this many characters on (one letter matches half of any table). */
export const RECORD_SEARCH_MIN_LENGTH = 2;
/** The pause after the last keystroke before the server is asked. */
export const RECORD_SEARCH_DELAY_MS = 150;

const folded = (text: string) => text.toLocaleLowerCase().trim();

/** The pages whose label contains the query (all of them for an empty query), then the records. */
export function visibleItems(context: Pick<PaletteContext, 'query' | 'pages' | 'records'>): PaletteItem[] {
  const query = folded(context.query);
  const pages = query === '' ? context.pages : context.pages.filter((page) => folded(page.label).includes(query));
  return [...pages, ...context.records];
}

export const highlightedItem = (context: PaletteContext): PaletteItem | undefined => visibleItems(context)[context.highlighted];

const wantsRecords = (query: string) => query.trim().length >= RECORD_SEARCH_MIN_LENGTH;

const step = (context: PaletteContext, by: 1 | -1) => {
  const count = visibleItems(context).length;
  return count === 0 ? 0 : (context.highlighted + by + count) % count;
};

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    /** The records matching the query, as palette items (server `GET search?q=`). */
    searchRecords: suppliedPromise<PaletteItem[], { query: string }>('searchRecords'),
  },
  actions: {
    /** Opens the chosen item's screen. */
    navigate: suppliedAction<string>(),
  },
  guards: {
    wantsRecords: ({ event }) => event.type === 'palette.type' && wantsRecords(event.query),
    hasHighlighted: ({ context }) => highlightedItem(context) !== undefined,
    pickedExists: ({ context, event }) => event.type === 'palette.pick' && visibleItems(context)[event.index] !== undefined,
  },
  delays: {
    searchDelay: RECORD_SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'commandPalette',
  context: { query: '', pages: [], records: [], highlighted: 0, searchFailed: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'palette.open': {
          target: 'open',
          actions: assign({ pages: ({ event }) => event.pages, query: '', records: [], highlighted: 0, searchFailed: false }),
        },
      },
    },
    open: {
      initial: 'idle',
      on: {
        'palette.type': [
          {
            guard: 'wantsRecords',
            // Re-entered on each keystroke: the pause starts again and a search in flight is cancelled.
            target: '.waiting',
            reenter: true,
            actions: assign({ query: ({ event }) => event.query, highlighted: 0, searchFailed: false }),
          },
          { target: '.idle', actions: assign({ query: ({ event }) => event.query, records: [], highlighted: 0, searchFailed: false }) },
        ],
        'palette.next': { actions: assign({ highlighted: ({ context }) => step(context, 1) }) },
        'palette.previous': { actions: assign({ highlighted: ({ context }) => step(context, -1) }) },
        'palette.choose': {
          guard: 'hasHighlighted',
          target: 'closed',
          actions: { type: 'navigate', params: ({ context }) => highlightedItem(context)!.href },
        },
        'palette.pick': {
          guard: 'pickedExists',
          target: 'closed',
          actions: {
            type: 'navigate',
            params: ({ context, event }) => visibleItems(context)[(event as { index: number }).index]!.href,
          },
        },
        'palette.close': 'closed',
      },
      states: {
        idle: {},
        waiting: {
          after: { searchDelay: 'searching' },
        },
        searching: {
          invoke: {
            id: 'searchRecords',
            src: 'searchRecords',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: {
              target: 'idle',
              // The highlight stays where the admin put it (pages come first and do not move).
              actions: assign(({ context, event }) => {
                const records = event.output;
                const count = visibleItems({ ...context, records }).length;
                return { records, highlighted: Math.min(context.highlighted, Math.max(count - 1, 0)) };
              }),
            },
            onError: { target: 'idle', actions: assign({ records: [], searchFailed: true }) },
          },
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const commandPaletteMachine = withNeeds(definition, { actors: ['searchRecords'], actions: ['navigate'] });
