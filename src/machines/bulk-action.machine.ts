/**
 * Bulk actions on a list (issue #15 item 3): rows are selected one by one or the whole page at
 * once; Activate, Deactivate or Delete asks one confirmation for the selection, then one call
 * (`<area>/bulk-status` or `<area>/bulk-delete`) applies it, row by row on the server. A row's own
 * button may run an action on that row alone without the question (`bulk.run`: the Trash's
 * Restore, which takes back nothing that cannot be done again). When the
 * server refused some rows, their ids and reasons are shown and stay selected; the rows done
 * leave the selection. Either way the list reloads.
 *
 * The list's own coordination (a new page or search clears the selection) sends
 * `selection.clear`; the screens are still to be built on it.
 *
 * "Select all matching" (issue #31 item 4): the selection can be every row the list's search
 * matches, named by the list's request and its count rather than by ids; the call then sends
 * those, and the server finds the rows. Changing a row's box goes back to a selection by ids.
 */
import { and, assign, enqueueActions, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import type { BulkRowResult } from '../api/contract/bulk';
import { errorMessage } from './error-message';
import type { Notice } from './notify';

/** `restore`: the Trash's, bringing its selected entries back (issue #33 item 2). */
export type BulkAction = 'activate' | 'deactivate' | 'delete' | 'restore';
/** Every row a list's search matches: its request (search, sort, filters) and how many rows it had. */
export type Matching = { match: Record<string, unknown>; count: number };
export type BulkRequest = { action: BulkAction; ids: number[] } | ({ action: BulkAction } & Matching);
/** The server's answer: its message and each row's outcome. */
export type BulkOutcome = { message: string; rows: BulkRowResult[] };

export type BulkActionEvent =
  | { type: 'selection.toggle'; id: number }
  /** The header's checkbox: every row of the page in, or out. */
  | { type: 'selection.page'; ids: number[]; selected: boolean }
  | { type: 'selection.clear' }
  /** Every row the search matches, on every page. */
  | ({ type: 'selection.matching' } & Matching)
  | { type: 'bulk.ask'; action: BulkAction }
  /** A row's own button that needs no question (the Trash's Restore): that row alone, at once. */
  | { type: 'bulk.run'; action: BulkAction; ids: number[] }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'outcome.dismiss' }
  /**
   * A record of the list changed elsewhere (issue #33 item 3): the bulk flow says whether the
   * list must hold it back, so rows do not change under a selection, a question or a report.
   */
  | { type: 'selection.remote' };

export type BulkActionContext = {
  selected: number[];
  /** Set while every row the search matches is selected (then `selected` holds the page's rows, shown checked). */
  matching: Matching | null;
  action: BulkAction | null;
  /** The rows the server refused in the last run, with why. */
  refused: BulkRowResult[];
};

const without = (ids: number[], gone: number[]) => ids.filter((id) => !gone.includes(id));

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as BulkActionContext,
    events: {} as BulkActionEvent,
  },
  actors: {
    runBulk: suppliedPromise<BulkOutcome, BulkRequest>('runBulk'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    reloadList: suppliedAction(),
    /** Rows a delete by ids removed, with the server's message: the list area offers their Undo (issue #33 item 2). */
    announceDeleted: suppliedAction<{ ids: number[]; message: string }>(),
    /** Answers `selection.remote`: `hold` while anything is selected, asked or reported. */
    remoteChange: suppliedAction<{ hold: boolean }>(),
    announceDeletedRows: enqueueActions(({ enqueue, event }) => {
      const { output } = event as unknown as { output: BulkOutcome };
      enqueue({ type: 'announceDeleted', params: { ids: output.rows.filter((row) => row.status).map((row) => row.id), message: output.message } });
    }),
    reportRefused: assign(({ event }) => {
      const refused = (event as unknown as { output: BulkOutcome }).output.rows.filter((row) => !row.status);
      return { refused, selected: refused.map((row) => row.id), matching: null, action: null };
    }),
    clearAll: assign({ selected: [], matching: null, action: null, refused: [] }),
    /** The server's message: an error when some rows were refused. */
    notifyOutcome: enqueueActions(({ enqueue, event }) => {
      const { output } = event as unknown as { output: BulkOutcome };
      enqueue({ type: 'notify', params: { kind: output.rows.some((row) => !row.status) ? 'error' : 'success', message: output.message } });
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0 || context.matching !== null,
    someRefused: ({ event }) => (event as unknown as { output: BulkOutcome }).output.rows.some((row) => !row.status),
    /** A delete by ids that removed rows: they can be undone (by the search, the rows done are not named). */
    deletedSome: ({ context, event }) =>
      context.action === 'delete' && context.matching === null && (event as unknown as { output: BulkOutcome }).output.rows.some((row) => row.status),
  },
}).createMachine({
  id: 'bulkAction',
  context: { selected: [], matching: null, action: null, refused: [] },
  initial: 'selecting',
  // A question, a run or its refusals are open: the rows stay as they are until the admin is done.
  on: { 'selection.remote': { actions: { type: 'remoteChange', params: { hold: true } } } },
  states: {
    selecting: {
      on: {
        'selection.remote': { actions: { type: 'remoteChange', params: ({ context }) => ({ hold: context.selected.length > 0 || context.matching !== null }) } },
        'selection.toggle': {
          actions: assign({
            selected: ({ context, event }) => (context.selected.includes(event.id) ? without(context.selected, [event.id]) : [...context.selected, event.id]),
            matching: null,
          }),
        },
        'selection.page': {
          actions: assign({
            selected: ({ context, event }) =>
              event.selected ? [...context.selected, ...without(event.ids, context.selected)] : without(context.selected, event.ids),
            matching: null,
          }),
        },
        'selection.clear': { actions: assign({ selected: [], matching: null }) },
        'selection.matching': { actions: assign({ matching: ({ event }) => ({ match: event.match, count: event.count }) }) },
        'bulk.ask': { guard: 'hasSelection', target: 'confirming', actions: assign({ action: ({ event }) => event.action }) },
        'bulk.run': { target: 'running', actions: assign({ action: ({ event }) => event.action, selected: ({ event }) => event.ids, matching: null }) },
      },
    },
    // One question for the whole selection.
    confirming: {
      on: {
        'bulk.confirm': 'running',
        'bulk.cancel': { target: 'selecting', actions: assign({ action: null }) },
      },
    },
    running: {
      invoke: {
        id: 'runBulk',
        src: 'runBulk',
        input: ({ context }): BulkRequest =>
          context.matching ? { action: context.action!, ...context.matching } : { action: context.action!, ids: context.selected },
        onDone: [
          {
            // Some rows refused: they stay selected and their reasons are shown; the rows deleted may be undone.
            guard: and(['someRefused', 'deletedSome']),
            target: 'reporting',
            actions: ['announceDeletedRows', 'reportRefused', 'notifyOutcome', 'reloadList'],
          },
          { guard: 'someRefused', target: 'reporting', actions: ['reportRefused', 'notifyOutcome', 'reloadList'] },
          // All deleted: the Undo's toast says so, not a second one.
          { guard: 'deletedSome', target: 'selecting', actions: ['announceDeletedRows', 'clearAll', 'reloadList'] },
          { target: 'selecting', actions: ['clearAll', 'notifyOutcome', 'reloadList'] },
        ],
        // Nothing is known to be done (no answer): the selection stays for another try.
        onError: {
          target: 'selecting',
          actions: [assign({ action: null }), { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
        },
      },
    },
    reporting: {
      on: {
        'outcome.dismiss': { target: 'selecting', actions: assign({ refused: [] }) },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const bulkActionMachine = withNeeds(definition, { actors: ['runBulk'], actions: ['notify', 'reloadList', 'announceDeleted', 'remoteChange'] });

export type BulkActionMachine = typeof bulkActionMachine;
