/** A small rotating progress indicator; decorative, so the busy state is told by `aria-busy`. */
import { LoaderCircle } from 'lucide';
import { DataIcon } from './data-icon';
import * as styles from './spinner.css';

export function Spinner({ size = 16 }: { size?: number }) {
  return <DataIcon icon={LoaderCircle} className={styles.spinner} size={size} />;
}
