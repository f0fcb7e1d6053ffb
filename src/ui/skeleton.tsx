/** A grey placeholder bar that shimmers while content loads; decorative (aria-hidden). */
import { cx } from './cx';
import * as styles from './skeleton.css';

type SkeletonProps = { width?: string; height?: string; round?: boolean };

export function Skeleton({ width = '100%', height, round = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, round && styles.round)}
      style={{ inlineSize: width, ...(height && { blockSize: height }) }}
    />
  );
}
