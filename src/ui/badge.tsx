/** A small rounded label (a role, a state); `dot` adds a status dot before the text. */
import type { ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './badge.css';

type BadgeProps = { children: ReactNode; tone?: keyof typeof styles.tone; dot?: boolean };

export function Badge({ children, tone = 'neutral', dot = false }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles.tone[tone])}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
