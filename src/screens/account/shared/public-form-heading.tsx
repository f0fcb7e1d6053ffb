/** Title and subtitle of a sign-in-frame form; the title names the form for assistive technology. */
import type { ReactNode } from 'react';
import * as styles from './public-form.css';

export function PublicFormHeading({ id, title, subtitle }: { id: string; title: ReactNode; subtitle: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}
