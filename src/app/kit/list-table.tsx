/**
 * The table of a list screen: the area's columns, then its status column and row actions;
 * sorting, skeleton, empty (no rows yet, or no match for the search) and failure states.
 */
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { CloudOff, RotateCw, SearchX, Users } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { listMachine } from '../../machines/list.machine';
import type { statusToggleMachine } from '../../machines/status-toggle.machine';
import { isolated } from '../../i18n/isolated';
import { AlertBanner } from '../../ui/alert-banner';
import { useSessionActor } from '../app-context';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { rowId, type ListArea } from './list-area';
import { RowActions } from './row-actions';
import { selectAppliedSearch, selectStale, selectTableStatus } from './select-list';
import { handOver } from './handed-record';
import { StatusCell } from './status-cell';
import { StatusMarkCell } from './status-mark-cell';
import { selectColumn } from './select-column';
import { editPath } from './record-id';
import type { bulkActionMachine } from '../../machines/bulk-action.machine';

type ListTableProps<TRow extends object> = {
  list: ActorRefFrom<typeof listMachine>;
  /** The area's bulk actions: a first column of checkboxes. */
  bulk?: ActorRefFrom<typeof bulkActionMachine> | undefined;
  status: ActorRefFrom<typeof statusToggleMachine>;
  area: ListArea<TRow>;
  caption: string;
  /** Offered in the empty state when nothing was added yet. */
  emptyAction: ReactNode;
  onView: (id: number) => void;
  onDelete: (row: TRow) => void;
};

/**
 * A page of rows is drawn in the background (a deferred value renders in a transition, which React
 * splits into tasks of a few milliseconds): the list's store update alone drew every row and its
 * cells in one task when the page arrived (issue #37). The rows and the table's state change
 * together, so the skeleton never shows beside the new rows.
 */
export function ListTable<TRow extends object>(props: ListTableProps<TRow>) {
  const arrived = useSelector(props.list, (s) => ({ rows: s.context.rows as TRow[], tableStatus: selectTableStatus(s) }), sameRowsAndStatus);
  const { rows, tableStatus } = useDeferredValue(arrived);
  return <DrawnTable {...props} rows={rows} tableStatus={tableStatus} />;
}

const sameRowsAndStatus = (a: { rows: unknown; tableStatus: unknown }, b: { rows: unknown; tableStatus: unknown }) => a.rows === b.rows && a.tableStatus === b.tableStatus;

type DrawnTableProps<TRow extends object> = ListTableProps<TRow> & { rows: TRow[]; tableStatus: ReturnType<typeof selectTableStatus> };

// Memoised: the urgent render of a page's arrival keeps the previous rows and stops here.
const DrawnTable = memo(function DrawnTable<TRow extends object>({ list, bulk, status, area, caption, emptyAction, onView, onDelete, rows, tableStatus }: DrawnTableProps<TRow>) {
  const intl = useIntl();
  const filtered = useSelector(list, (s) => Object.keys(s.context.query.filters ?? {}).length > 0);
  const sortKey = useSelector(list, (s) => s.context.query.sort_by);
  const order = useSelector(list, (s) => s.context.query.order);
  const search = useSelector(list, selectAppliedSearch);
  const stale = useSelector(list, selectStale);
  const retry = () => list.send({ type: 'list.reload' });
  const signedInId = useSelector(useSessionActor(), (s) => s.context.session?.id);
  const lockedReason = (row: TRow) => {
    const reason = area.lockedReason?.(row, signedInId);
    return reason && intl.formatMessage({ id: reason });
  };

  const columns: Column<TRow>[] = area.columns.map((column) => ({ ...column, header: intl.formatMessage({ id: column.header }) }));
  if (bulk) columns.unshift(selectColumn(bulk, rows.map(rowId), (row) => intl.formatMessage({ id: 'kit.bulk.selectRow' }, { label: area.labelOf(row) }), intl.formatMessage({ id: 'kit.bulk.selectPage' })));
  if (area.status) {
    const { isActive, sortKey: statusSortKey, look = 'switch' } = area.status;
    columns.push({
      id: 'status',
      header: intl.formatMessage({ id: 'kit.column.status' }),
      sortKey: statusSortKey,
      skeleton: 'switch',
      card: 'status',
      width: look === 'mark' ? '100px' : '132px',
      cell: (row) =>
        look === 'mark' ? (
          <StatusMarkCell actor={status} id={rowId(row)} isActive={isActive(row)} label={area.labelOf(row)} />
        ) : (
          <StatusCell actor={status} id={rowId(row)} isActive={isActive(row)} label={area.labelOf(row)} lockedReason={lockedReason(row)} />
        ),
    });
  }
  if (area.actions.length > 0) {
    columns.push({
      id: 'actions',
      header: intl.formatMessage({ id: area.text.actionsHeader ?? 'kit.column.actions' }),
      align: 'end',
      skeleton: 'none',
      width: '124px',
      pinned: true,
      cell: (row) => (
        <RowActions
          actions={area.actions}
          label={area.labelOf(row)}
          editHref={editPath(area.path, rowId(row))}
          editState={area.handRowToEdit ? handOver(row) : undefined}
          onView={() => onView(rowId(row))}
          onDelete={() => onDelete(row)}
          onRestore={bulk ? () => bulk.send({ type: 'bulk.run', action: 'restore', ids: [rowId(row)] }) : undefined}
          deleteLabel={area.bulk?.restore ? 'kit.row.remove' : 'kit.row.delete'}
          deleteLockedReason={lockedReason(row)}
        />
      ),
    });
  }
  const EmptyIcon = area.icon ?? Users;

  const retryButton = (
    <Button variant="secondary" size="sm" icon={<RotateCw size={14} aria-hidden="true" />} onClick={retry}>
      {intl.formatMessage({ id: 'kit.list.retry' })}
    </Button>
  );
  return (
    <>
      {stale && <AlertBanner action={retryButton}>{intl.formatMessage({ id: 'kit.list.staleRows' })}</AlertBanner>}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={area.rowKey ?? rowId}
        status={tableStatus}
        sort={{ key: sortKey, order }}
        onSort={(column) => list.send({ type: 'list.sort', column })}
        empty={
          search || filtered ? (
            <EmptyState
              role="status"
              icon={<SearchX size={22} />}
              title={
                search
                  ? intl.formatMessage({ id: 'kit.list.noMatchTitle' }, { search: isolated(search) })
                  : intl.formatMessage({ id: 'kit.list.noFilterMatchTitle' })
              }
              body={intl.formatMessage({ id: area.text.noMatchBody ?? 'kit.list.noMatchBody' })}
            />
          ) : (
            <EmptyState
              role="status"
              icon={<EmptyIcon size={22} />}
              title={intl.formatMessage({ id: area.text.empty })}
              body={intl.formatMessage({ id: 'kit.list.emptyBody' })}
              action={emptyAction}
            />
          )
        }
        failure={
          <EmptyState
            role="alert"
            tone="danger"
            icon={<CloudOff size={22} />}
            title={intl.formatMessage({ id: 'kit.list.failedTitle' })}
            body={intl.formatMessage({ id: 'kit.list.failedBody' })}
            action={retryButton}
          />
        }
      />
    </>
  );
}) as <TRow extends object>(props: DrawnTableProps<TRow>) => ReactNode;
