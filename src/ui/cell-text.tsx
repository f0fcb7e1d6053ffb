/**
 * Text in a table cell, in one of the table's voices: strong (a name), muted, code (an activation
 * code), date, number (an amount). A <bdi>: data keeps its own direction in a right-to-left page
 * ("5 live classes" does not turn into "live classes 5", issue #13 item 5).
 */
import type { ReactNode } from 'react';
import * as styles from './cell-text.css';

export function CellText({ children, tone = 'muted' }: { children: ReactNode; tone?: keyof typeof styles.tone }) {
  return <bdi className={styles.tone[tone]}>{children}</bdi>;
}
