/** A small rotating progress indicator; decorative, so the busy state is told by `aria-busy`. */
import { LoaderCircle } from 'lucide-react';
import * as styles from './spinner.css';

export function Spinner({ size = 16 }: { size?: number }) {
  return <LoaderCircle className={styles.spinner} size={size} aria-hidden="true" />;
}
