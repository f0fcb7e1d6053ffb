/**
 * /trash (issue #33 item 2): the deleted records of the areas the admin's role opens, newest
 * first, with the list kit's search, sort and paging and a filter by area. Each row is restored
 * at once (Restore) or removed for good after a question; the selection does either in bulk. A
 * row the server refuses (a name or e-mail another record took meanwhile) is named with why.
 */
import { useIntl } from 'react-intl';
import { Trash2 } from 'lucide-react';
import { MODULES, moduleLabelId } from '../../src/api/contract/modules';
import { trashPaths, type TrashRow } from './trash-contract';
import { TRASH_FILTERS, trashActors, trashApi, trashKeys, trashListBody } from './trash-calls';
import type { ListArea } from '../../src/app/kit/list-area';
import { dateTimeColumn } from '../../src/app/kit/columns';
import { areaLabelId } from '../../src/app/kit/activity-labels';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { CellText } from '../../src/ui/cell-text';
import type { SelectOption } from '../../src/ui/select-field';
import { useMayOpen } from '../../src/app/use-may-open';

/** The areas whose deletes this admin's trash holds: the modules their role opens. */
function useAreaOptions(): SelectOption[] {
  const intl = useIntl();
  const mayOpen = useMayOpen();
  return MODULES.filter((module) => mayOpen(module)).map((module) => ({ value: module, label: intl.formatMessage({ id: moduleLabelId(module) }) }));
}

function AreaName({ row }: { row: TrashRow }) {
  const intl = useIntl();
  return <CellText tone="quiet">{intl.formatMessage({ id: areaLabelId(row.area) })}</CellText>;
}

export const trashListArea: ListArea<TrashRow> = {
  path: '/trash',
  exportPath: '',
  // Every area's deletes and restores land here.
  live: 'every area',
  listBody: trashListBody,
  bulk: { restore: trashPaths.restore, delete: trashPaths.remove, matching: false },
  text: {
    title: 'trash.title',
    description: 'trash.description',
    count: 'trash.count',
    searchLabel: 'trash.search',
    searchPlaceholder: 'trash.searchPlaceholder',
    noMatchBody: 'trash.noMatchBody',
    empty: 'trash.empty',
    deleteTitle: 'trash.delete.title',
    deleteMessage: 'trash.delete.message',
    deleteConfirm: 'trash.delete.confirm',
  },
  filters: [{ kind: 'choice', name: TRASH_FILTERS.area, label: 'trash.filter.area', any: 'trash.filter.anyArea', useOptions: useAreaOptions }],
  columns: [
    { id: 'record', header: 'trash.column.record', sortKey: 'label', cell: (row) => <CellText tone="strong">{row.label}</CellText> },
    { id: 'area', header: 'trash.column.area', sortKey: 'area', cell: (row) => <AreaName row={row} /> },
    { id: 'deletedBy', header: 'trash.column.deletedBy', sortKey: 'deleted_by_name', cell: (row) => <CellText>{row.deleted_by_name}</CellText> },
    dateTimeColumn<TrashRow>('deletedAt', 'trash.column.deletedAt', (row) => row.deleted_at, 'created_at'),
    dateTimeColumn<TrashRow>('purgeAt', 'trash.column.purgeAt', (row) => row.purge_at),
  ],
  labelOf: (row) => row.label,
  actions: ['restore', 'delete'],
  icon: Trash2,
  queryKey: trashKeys.all,
  actors: (client) => ({
    ...trashActors(client),
    // The row's delete here is the removal for good, by the entry's id.
    deleteRecord: fromPromise<string, { id: number }>(async ({ input, signal }) => {
      const { message, rows } = await trashApi(client).remove({ ids: [input.id] }, signal);
      // Refused (gone from the trash meanwhile): an error with the server's words and code, as the Undo's is.
      if (!rows[0]?.status) throw new ApiError(rows[0]?.message ?? message, 409, rows[0]?.code);
      return message;
    }),
  }),
};
