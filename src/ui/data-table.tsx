/**
 * A data table: sortable headers, skeleton rows while the first rows load, stale rows while
 * the next ones do, and a message row (empty or failed) when there is nothing to show. A table
 * wider than its place scrolls inside it, never the page; a pinned column (the row actions)
 * stays at the inline end, with a shadow over the columns scrolling under it.
 *
 * Where its columns do not fit (a phone; a list of many columns beside the sidebar) each row
 * shows as a card instead: picture, title, each field under its header's name, then status
 * and actions (data-table-cards.css.ts). The same table, restyled: nothing is rendered twice,
 * and the roles are spelled out, as a table restyled with `display` loses them in some readers.
 */
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { PAGE_SIZE } from '../constants';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from './cx';
import { Skeleton } from './skeleton';
import { columnWidth } from './column-width';
import { SortableHeader, type SortOrder } from './sortable-header';
import { useOverflows } from './use-overflows';
import { cardPartsOf, cardsBelowOf, type CardPart } from './card-parts';
import * as styles from './data-table.css';
import * as cards from './data-table-cards.css';

export type { CardPart };

export type Column<TRow> = {
  id: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** The sort key sent when the header is clicked; no key, no sorting. */
  sortKey?: string | undefined;
  align?: keyof typeof styles.align;
  width?: string;
  /** The header is read by screen readers only (an image column). */
  headerHidden?: boolean;
  /** The skeleton's shape for this column while loading. */
  skeleton?: 'text' | 'avatar' | 'switch' | 'none';
  /** Stays in view at the inline end while the table scrolls sideways (row actions). */
  pinned?: boolean;
  /** The column's place in a row's card (see card-parts.ts); by default the first column is the title, the pinned one the actions. */
  card?: CardPart;
};

const cellClass = <TRow,>(column: Column<TRow>, base: string) =>
  cx(base, styles.align[column.align ?? 'start'], column.pinned && styles.pinnedEnd);

export type TableStatus = 'loading' | 'ready' | 'failed';

type DataTableProps<TRow> = {
  /** The table's accessible name (visually hidden caption). */
  caption: string;
  columns: Column<TRow>[];
  rows: TRow[];
  rowKey: (row: TRow) => string | number;
  status: TableStatus;
  sort?: { key: string; order: SortOrder };
  onSort?: (key: string) => void;
  /** Shown instead of rows when the list is empty. */
  empty: ReactNode;
  /** Shown instead of rows when loading failed and there are no rows to keep. */
  failure: ReactNode;
};

const SKELETON_SHAPES = { text: '70%', avatar: '36px', switch: '36px' } as const;

function SkeletonRows<TRow>({ columns, parts }: { columns: Column<TRow>[]; parts: CardPart[] }) {
  return Array.from({ length: PAGE_SIZE }, (_, index) => (
    <tr key={index} role="row" aria-hidden="true" data-skeleton="rows">
      {columns.map((column, at) => {
        const shape = column.skeleton ?? 'text';
        return (
          <td key={column.id} role="cell" data-column={column.id} data-card={parts[at]} className={cellClass(column, styles.cell)}>
            {shape !== 'none' && (
              <Skeleton
                width={SKELETON_SHAPES[shape]}
                height={shape === 'avatar' ? '36px' : shape === 'switch' ? '20px' : undefined}
                round={shape !== 'text'}
              />
            )}
          </td>
        );
      })}
    </tr>
  ));
}

/**
 * The rows and their status as drawn: a page of rows arriving is drawn in the background (a
 * deferred value renders in a transition, which React splits into tasks of a few milliseconds),
 * so the screen that asked for them stays answerable. The rows came in one store update, which
 * React draws in a single task: a first signed-in load drew a list's page in one 20–35 ms task
 * after its first paint (issue #37). Rows and status move together, so the table never shows a
 * status with the other's rows (an empty message over rows that are coming).
 */
function useDrawnRows<TRow>(rows: TRow[], status: TableStatus) {
  const current = useMemo(() => ({ rows, status }), [rows, status]);
  return useDeferredValue(current);
}

export function DataTable<TRow>({ caption, columns, rows: givenRows, rowKey, status: givenStatus, sort, onSort, empty, failure }: DataTableProps<TRow>) {
  const { rows, status } = useDrawnRows(givenRows, givenStatus);
  const message = rows.length === 0 && status !== 'loading' ? (status === 'failed' ? failure : empty) : null;
  const [scroller, overflows] = useOverflows<HTMLDivElement>();
  const parts = cardPartsOf(columns);
  return (
    <div ref={scroller} className={cx(styles.scroller, cards.cardsBelow[cardsBelowOf(columns)])} data-overflows={overflows}>
      <table role="table" className={styles.table} aria-busy={status === 'loading' || undefined}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, at) => {
              const align = column.align ?? 'start';
              const header = column.headerHidden ? <span className={visuallyHidden}>{column.header}</span> : column.header;
              return column.sortKey && onSort ? (
                <SortableHeader
                  key={column.id}
                  card={parts[at]!}
                  align={align}
                  width={column.width}
                  order={sort?.key === column.sortKey ? sort.order : null}
                  onSort={() => onSort(column.sortKey!)}
                >
                  {header}
                </SortableHeader>
              ) : (
                <th
                  key={column.id}
                  role="columnheader"
                  data-column={column.id}
                  data-card={parts[at]}
                  scope="col"
                  className={cellClass(column, styles.headCell)}
                  style={columnWidth(column.width)}
                >
                  {header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className={cx(status === 'loading' && rows.length > 0 && styles.stale)}>
          {status === 'loading' && rows.length === 0 && <SkeletonRows columns={columns} parts={parts} />}
          {message && (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className={styles.messageCell}>
                <div className={styles.messageBox}>{message}</div>
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row}>
              {columns.map((column, at) => (
                <td
                  key={column.id}
                  role="cell"
                  data-column={column.id}
                  data-card={parts[at]}
                  data-label={typeof column.header === 'string' ? column.header : undefined}
                  className={cellClass(column, styles.cell)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
