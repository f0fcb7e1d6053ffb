/**
 * The signed-in frame before the shell's chunk and the screens' texts have arrived (a reload of
 * a signed-in route, or a sign-in before the idle preload finished): sidebar, top bar and a page
 * skeleton in the theme's colours, so the page is never blank (issue 11).
 */
import { PageSkeleton } from '../kit/page-skeleton';
import * as styles from './shell-skeleton.css';

export function ShellSkeleton() {
  return (
    <div className={styles.shell} data-skeleton="shell">
      <div className={styles.sidebar} />
      <div className={styles.topBar} />
      <div className={styles.main}>
        <PageSkeleton />
      </div>
    </div>
  );
}
