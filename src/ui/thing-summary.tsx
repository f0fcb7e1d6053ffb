/** The head of a thing's details (a meal type): its square picture, its name and badges. */
import type { ReactNode } from 'react';
import { Thumbnail } from './thumbnail';
import * as styles from './person-summary.css';

type ThingSummaryProps = { imageUrl: string | null; name: string; badges?: ReactNode };

export function ThingSummary({ imageUrl, name, badges }: ThingSummaryProps) {
  return (
    <div className={styles.root}>
      <Thumbnail imageUrl={imageUrl} size="xl" />
      <div className={styles.text}>
        <p className={styles.name}>{name}</p>
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
    </div>
  );
}
