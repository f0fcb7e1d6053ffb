/** A thin danger strip with a message and an optional action (e.g. "could not refresh · Try again"). */
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from './alert-banner.css';

export function AlertBanner({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.banner} role="alert">
      <span className={styles.text}>
        <CircleAlert size={16} aria-hidden="true" />
        {children}
      </span>
      {action}
    </div>
  );
}
