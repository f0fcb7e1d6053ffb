/** One section of the class form: a card with a heading and a line on what belongs in it. */
import { useId, type ReactNode } from 'react';
import { Card } from '../../src/ui/card';
import * as styles from './class-form.css';

export function FormSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card padding="xl" aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <div>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionHint}>{hint}</p>
        </div>
      </header>
      {children}
    </Card>
  );
}
