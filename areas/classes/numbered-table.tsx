/** A numbered table of a class's rows in its view (instructions, ingredients, meal types), or "None". */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './class-view.css';

type NumberedTableProps<TRow> = {
  title: string;
  columns: { header: string; cell: (row: TRow) => ReactNode; className?: string }[];
  rows: TRow[];
};

export function NumberedTable<TRow>({ title, columns, rows }: NumberedTableProps<TRow>) {
  const intl = useIntl();
  return (
    <section>
      <h3 className={styles.heading}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage({ id: 'classes.view.none' })}</p>
      ) : (
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col" className={`${styles.headCell} ${styles.numberCell}`}>
                {intl.formatMessage({ id: 'classes.view.number' })}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={styles.headCell}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td className={`${styles.cell} ${styles.numberCell}`}>{index + 1}</td>
                {columns.map((column) => (
                  <td key={column.header} className={`${styles.cell} ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
