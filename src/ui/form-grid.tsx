/** Two columns of form fields (one on narrow screens); a child with data-span="full" takes the whole row. */
import type { ReactNode } from 'react';
import * as styles from './form-grid.css';

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
