/** A column header that sorts: a button inside the <th>, whose aria-sort tells the current order. */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cx } from './cx';
import { columnWidth } from './column-width';
import type { CardPart } from './card-parts';
import * as styles from './data-table.css';

export type SortOrder = 'ASC' | 'DESC';

type SortableHeaderProps = {
  children: ReactNode;
  /** The order when this column is the sorted one, else null. */
  order: SortOrder | null;
  onSort: () => void;
  align: keyof typeof styles.align;
  width?: string | undefined;
  /** The column's place in a row's card: a phone shows the sortable headers as a row of sort buttons. */
  card: CardPart;
};

export function SortableHeader({ children, order, onSort, align, width, card }: SortableHeaderProps) {
  const Icon = order === 'ASC' ? ArrowUp : order === 'DESC' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      role="columnheader"
      data-card={card}
      scope="col"
      aria-sort={order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : 'none'}
      className={cx(styles.headCell, styles.align[align], order && styles.sortedHead)}
      style={columnWidth(width)}
    >
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {children}
        <Icon size={14} aria-hidden="true" className={order ? styles.sortIconActive : styles.sortIcon} />
      </button>
    </th>
  );
}
