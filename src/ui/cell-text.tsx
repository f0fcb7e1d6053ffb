/** Text in a table cell, in one of the table's voices: strong (a name), muted, code (an activation code), date, number (an amount). */
import type { ReactNode } from 'react';
import * as styles from './cell-text.css';

export function CellText({ children, tone = 'muted' }: { children: ReactNode; tone?: keyof typeof styles.tone }) {
  return <span className={styles.tone[tone]}>{children}</span>;
}
