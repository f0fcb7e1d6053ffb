/**
 * A list screen's flows together (spec section 2 "List screens", 4): the list, the row's status
 * switch, the delete question and the bulk actions run as its children; what one of them does
 * that concerns another is a transition here, not a view's doing. A status the server agreed to
 * shows in the row at once; a record gone, deleted, or changed in bulk makes the list read its
 * page again; another search, sort, page or filter clears the bulk selection (those rows are no
 * longer in view). Each of these also makes the area's cached records stale (`invalidateCache`), so
 * a form opened next reads them anew.
 *
 * A record of the area changed elsewhere (another admin, another tab: the app's live changes,
 * issue #33 item 3, come as `area.remoteChange` from the `liveChanges` actor it supplies) makes the
 * list read its page again in place, unless rows are selected (or a bulk question or its report is
 * open: the bulk flow answers which): then the list counts the change and waits for the admin's
 * refresh, so nothing changes under them.
 *
 * The children reach this machine with `sendParent` (their live wiring, list-area.live.ts).
 */
import { sendTo, setup, type SnapshotFrom } from 'xstate';
import { bulkActionMachine } from './bulk-action.machine';
import { deleteConfirmMachine } from './delete-confirm.machine';
import { listMachine, type ListInput } from './list.machine';
import { statusToggleMachine, type StatusChange } from './status-toggle.machine';
import { suppliedAction, suppliedCallback, withNeeds } from './supplied';

export type ListAreaEvent =
  /** The status switch's change was saved: the row shows it at once. */
  | ({ type: 'area.statusSaved' } & StatusChange)
  /** Records were deleted or changed, or a record is gone: the page is read again. */
  | { type: 'area.recordsChanged' }
  /** The list asks for other rows (search, sort, page, filter): the selection is no longer in view. */
  | { type: 'area.queryChanged' }
  /** The bulk delete removed these rows: the delete flow offers their Undo (issue #33 item 2). */
  | { type: 'area.recordsDeleted'; ids: number[]; message: string }
  /** A record of the area was changed elsewhere and committed (issue #33 item 3). */
  | { type: 'area.remoteChange' }
  /** The bulk flow's answer to it: whether the list holds it back for the admin's refresh. */
  | { type: 'area.remoteForList'; hold: boolean };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    events: {} as ListAreaEvent,
    /** The list's start (the query from the address), handed to the list child. */
    input: {} as ListInput,
    context: {} as { listInput: ListInput },
    children: {} as { list: 'list'; status: 'status'; deletion: 'deletion'; bulk: 'bulk' },
  },
  actors: {
    list: listMachine,
    status: statusToggleMachine,
    deletion: deleteConfirmMachine,
    bulk: bulkActionMachine,
    /** The app's live changes of this area: `area.remoteChange` for each. */
    liveChanges: suppliedCallback<ListAreaEvent>('liveChanges'),
  },
  actions: {
    invalidateCache: suppliedAction(),
  },
}).createMachine({
  id: 'listArea',
  context: ({ input }) => ({ listInput: input ?? {} }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { id: 'status', src: 'status' },
    { id: 'deletion', src: 'deletion' },
    { id: 'bulk', src: 'bulk' },
    { id: 'liveChanges', src: 'liveChanges' },
  ],
  on: {
    'area.statusSaved': {
      actions: [sendTo('list', ({ event }) => ({ type: 'list.patch' as const, id: event.id, patch: { is_active: event.isActive } })), 'invalidateCache'],
    },
    'area.recordsChanged': {
      actions: [sendTo('list', { type: 'list.reload' as const }), 'invalidateCache'],
    },
    'area.queryChanged': {
      actions: sendTo('bulk', { type: 'selection.clear' as const }),
    },
    // The bulk flow knows whether rows are selected: it answers with area.remoteForList.
    'area.remoteChange': { actions: [sendTo('bulk', { type: 'selection.remote' as const }), 'invalidateCache'] },
    'area.remoteForList': { actions: sendTo('list', ({ event }) => ({ type: 'list.remote' as const, hold: event.hold })) },
    'area.recordsDeleted': {
      actions: sendTo('deletion', ({ event }) => ({ type: 'delete.elsewhere' as const, ids: event.ids, message: event.message })),
    },
  },
});

/** What the app supplies: see supplied.ts. Each child comes with its own effects. */
export const listAreaMachine = withNeeds(definition, { actors: ['list', 'status', 'deletion', 'bulk', 'liveChanges'], actions: ['invalidateCache'] });

/**
 * The four children. They are invoked at the start and live as long as the list area, so none is
 * ever missing while it runs: the snapshot's optional children are that by construction.
 */
export function listAreaChildren(snapshot: SnapshotFrom<typeof listAreaMachine>) {
  return snapshot.children as Required<typeof snapshot.children>;
}
