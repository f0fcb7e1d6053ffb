/**
 * The selection column of a list with bulk actions (issue #15 item 3): a checkbox per row, and in
 * the header one for the whole page (mixed when only some of its rows are selected).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bulkActionMachine } from '../../machines/bulk-action.machine';
import type { Column } from '../../ui/data-table';
import { SelectBox } from '../../ui/select-box';
import { rowId } from './list-area';

type BulkActor = ActorRefFrom<typeof bulkActionMachine>;

function PageBox({ bulk, pageIds, label }: { bulk: BulkActor; pageIds: number[]; label: string }) {
  const chosen = useSelector(bulk, (s) => pageIds.filter((id) => s.context.selected.includes(id)).length);
  const busy = useSelector(bulk, (s) => !s.matches('selecting'));
  return (
    <SelectBox
      label={label}
      checked={pageIds.length > 0 && chosen === pageIds.length}
      mixed={chosen > 0 && chosen < pageIds.length}
      disabled={busy || pageIds.length === 0}
      onChange={(selected) => bulk.send({ type: 'selection.page', ids: pageIds, selected })}
    />
  );
}

function RowBox({ bulk, id, label }: { bulk: BulkActor; id: number; label: string }) {
  const checked = useSelector(bulk, (s) => s.context.selected.includes(id));
  const busy = useSelector(bulk, (s) => !s.matches('selecting'));
  return <SelectBox label={label} checked={checked} disabled={busy} onChange={() => bulk.send({ type: 'selection.toggle', id })} />;
}

export function selectColumn<TRow extends object>(bulk: BulkActor, pageIds: number[], rowLabel: (row: TRow) => string, pageLabel: string): Column<TRow> {
  return {
    id: 'select',
    header: <PageBox bulk={bulk} pageIds={pageIds} label={pageLabel} />,
    cell: (row) => <RowBox bulk={bulk} id={rowId(row)} label={rowLabel(row)} />,
    width: '40px',
    skeleton: 'none',
    card: 'select',
  };
}
