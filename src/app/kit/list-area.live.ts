/**
 * A list screen's flows with their real effects (machines/list-area.machine.ts): the area's
 * list, status, delete and bulk calls, toasts, and the area's cached records made stale when
 * the list area says so. The children tell their parent what concerns the others.
 */
import { fromCallback, fromPromise, sendParent, type PromiseActorLogic } from 'xstate';
import type { ListPage, ListQuery } from '../../api/contract/list';
import { deleteConfirmMachine } from '../../machines/delete-confirm.machine';
import { listAreaMachine, type ListAreaEvent } from '../../machines/list-area.machine';
import { listMachine } from '../../machines/list.machine';
import { statusToggleMachine, type StatusChange } from '../../machines/status-toggle.machine';
import { supplyAll } from '../../machines/supplied';
import type { UndoOffer } from '../../machines/notify';
import { restoreDeleted } from '../../api/undo-delete';
import { offerUndo, withdrawUndo } from '../../ui/toast/undo-offer';
import type { AppDependencies } from '../dependencies';
import { notifyAction } from '../notify-action';
import { serverBackActor } from '../server-back';
import { liveBulkAction } from './bulk-action.live';
import type { ListArea } from './list-area';

/** The call of an area that has none (no active flag, no delete): its flow stays idle, as the screen offers nothing that starts it. */
const noSuchCall = <TInput>(name: string) =>
  fromPromise<string, TInput>(async () => {
    throw new Error(`This area has no ${name} call`);
  });

const RECORDS_CHANGED = { type: 'area.recordsChanged' } satisfies ListAreaEvent;

export function liveListArea<TRow extends object>(
  deps: Pick<AppDependencies, 'client' | 'notify' | 'queryClient' | 'serverBack' | 'live'>,
  area: ListArea<TRow>,
  /** The bulk outcome in the interface's language, read when the outcome comes. */
  bulkOutcomeText: (done: number, refused: number) => string,
  /** Keeps the query of the rows asked for where a reload or a link finds it (the address). */
  showQuery: (query: ListQuery) => void,
) {
  const actors = area.actors(deps.client);
  const { trash } = area;
  let offers = 0;
  let offered: string | undefined;
  const notify = notifyAction(deps);
  return supplyAll(listAreaMachine, {
    actors: {
      list: supplyAll(listMachine, {
        // The machine keeps rows as unknown; the screen reads them back as the area's rows.
        actors: { fetchPage: actors.fetchPage as PromiseActorLogic<ListPage<unknown>, ListQuery>, serverBack: serverBackActor(deps.serverBack) },
        actions: {
          notify,
          queryChanged: sendParent({ type: 'area.queryChanged' } satisfies ListAreaEvent),
          showQuery: (_, query) => showQuery(query),
        },
      }),
      status: supplyAll(statusToggleMachine, {
        actors: { setStatus: actors.setStatus ?? noSuchCall('status') },
        actions: {
          notify,
          applyChange: sendParent((_, change: StatusChange) => ({ type: 'area.statusSaved', ...change }) satisfies ListAreaEvent),
          recordGone: sendParent(RECORDS_CHANGED),
        },
      }),
      deletion: supplyAll(deleteConfirmMachine, {
        actors: {
          deleteRecord: actors.deleteRecord ?? noSuchCall('delete'),
          restoreRecord: trash ? fromPromise<string, { ids: number[] }>(({ input, signal }) => restoreDeleted(deps.client, trash, input.ids, signal)) : noSuchCall('restore'),
        },
        actions: {
          notify,
          // Each offer its own toast (a withdrawn one is on its way out); the list's latest is the one that counts.
          offerUndo: ({ self }, { message }: UndoOffer) => {
            if (!trash) return deps.notify({ kind: 'success', message });
            offered = `undo-${self.sessionId}-${++offers}`;
            offerUndo(offered, message, () => self.send({ type: 'delete.undo' }));
          },
          withdrawUndo: () => offered && withdrawUndo(offered),
          reloadList: sendParent(RECORDS_CHANGED),
        },
      }),
      bulk: liveBulkAction({ client: deps.client, paths: area.bulk ?? { delete: '' }, outcomeText: bulkOutcomeText }),
      // The area's changes made elsewhere, as the list area's events; a list that follows none hears none.
      liveChanges: fromCallback<ListAreaEvent>(({ sendBack }) => {
        const followed = area.live ?? area.trash;
        return followed ? deps.live.listen(followed, () => sendBack({ type: 'area.remoteChange' })) : undefined;
      }),
    },
    actions: {
      invalidateCache: () => void deps.queryClient.invalidateQueries({ queryKey: area.queryKey }),
    },
  });
}
