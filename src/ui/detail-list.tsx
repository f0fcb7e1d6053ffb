/** Label/value pairs of a record (a view modal), as a <dl>; an empty value shows a dash. */
import { Fragment, type ReactNode } from 'react';
import * as styles from './detail-list.css';

export type Detail = { label: ReactNode; value: ReactNode };

export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item, index) => (
        <Fragment key={index}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
