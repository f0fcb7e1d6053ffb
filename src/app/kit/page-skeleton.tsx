/**
 * The shape of a page while its screen's chunk loads (issue 11: never a blank page): a title,
 * then a card of lines. Decorative; the busy state is on the wrapper for assistive technology.
 */
import { Skeleton } from '../../ui/skeleton';
import * as styles from './page-skeleton.css';

const LINES = ['92%', '78%', '85%', '64%', '88%'];

export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-skeleton="page">
      <div className={styles.header}>
        <Skeleton width="40%" height="12px" />
        <Skeleton width="70%" height="28px" />
      </div>
      <div className={styles.card}>
        {LINES.map((width, index) => (
          <Skeleton key={index} width={width} height="16px" />
        ))}
      </div>
    </div>
  );
}
