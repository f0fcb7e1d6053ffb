/** A centred message for "nothing to show" and "could not load", with an optional action. */
import type { ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './empty-state.css';

type EmptyStateProps = {
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof styles.tone;
  /** `alert` for failures, so a screen reader announces them. */
  role?: 'status' | 'alert';
};

export function EmptyState({ icon, title, body, action, tone = 'neutral', role }: EmptyStateProps) {
  return (
    <div className={styles.root} role={role}>
      <span className={cx(styles.icon, styles.tone[tone])} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
