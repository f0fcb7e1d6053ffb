/** A refusal that must stay on screen (a dead set-password link), not only flash by in a toast. */
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from './refusal-notice.css';

export function RefusalNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      <CircleAlert size={20} className={styles.icon} aria-hidden="true" />
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.body}>{children}</p>
      </div>
    </div>
  );
}
