/** The bulk action machine with its real effects: the area's bulk calls, the toasts; its parent (the list area) reloads the list. */
import { hearAnswer } from '../../api/answers-heard';
import { fromPromise, sendParent } from 'xstate';
import type { ApiClient } from '../../api/client';
import { bulkResponse } from '../../api/contract/bulk';
import { bulkActionMachine, type BulkOutcome, type BulkRequest } from '../../machines/bulk-action.machine';
import type { ListAreaEvent } from '../../machines/list-area.machine';
import { supplyAll } from '../../machines/supplied';
import { notify } from '../../ui/toast/notify';

/** The area's bulk calls: a status one where the area has an active flag. */
/**
 * The area's bulk calls: a status one where the area has an active flag; `restore` in the Trash.
 * `matching: false`: the calls take ids only, so "select all matching" is not offered.
 */
export type BulkPaths = { status?: string; delete: string; restore?: string; matching?: false };

export const liveBulkAction = (options: {
  client: ApiClient;
  paths: BulkPaths;
  /** The outcome in the interface's language, from the server's counts. */
  outcomeText: (done: number, refused: number) => string;
}) =>
  supplyAll(bulkActionMachine, {
    actors: {
      runBulk: fromPromise<BulkOutcome, BulkRequest>(async ({ input, signal }) => {
        const { action } = input;
        const path = action === 'delete' ? options.paths.delete : action === 'restore' ? options.paths.restore! : options.paths.status!;
        // By ids, or by the list's search with the count the admin confirmed (the server checks it).
        const rows = 'ids' in input ? { ids: input.ids } : { match: input.match, count: input.count };
        const body = action === 'delete' || action === 'restore' ? rows : { ...rows, is_active: action === 'activate' };
        const { data } = await options.client.call(bulkResponse, path, { method: 'POST', body, signal });
        // Each row's refusal is shown in the person's language too (api/answers-heard.ts).
        data.rows.forEach(hearAnswer);
        return { message: options.outcomeText(data.done, data.refused), rows: data.rows };
      }),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      reloadList: sendParent({ type: 'area.recordsChanged' } satisfies ListAreaEvent),
      announceDeleted: sendParent((_, deleted: { ids: number[]; message: string }) => ({ type: 'area.recordsDeleted', ...deleted }) satisfies ListAreaEvent),
      remoteChange: sendParent((_, { hold }: { hold: boolean }) => ({ type: 'area.remoteForList', hold }) satisfies ListAreaEvent),
    },
  });
