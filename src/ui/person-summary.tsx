/** The head of a person's details: big avatar (image or initials), name, a subtitle (e-mail) and badges. */
import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import * as styles from './person-summary.css';

type PersonSummaryProps = {
  firstName: string;
  lastName: string;
  /** The name as written (defaults to first and last name). */
  displayName?: string;
  imageUrl: string | null;
  subtitle?: ReactNode;
  badges?: ReactNode;
};

export function PersonSummary({ firstName, lastName, displayName, imageUrl, subtitle, badges }: PersonSummaryProps) {
  return (
    <div className={styles.root}>
      <Avatar firstName={firstName} lastName={lastName} imageUrl={imageUrl} size="xl" />
      <div className={styles.text}>
        <p className={styles.name}>{displayName ?? `${firstName} ${lastName}`}</p>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
    </div>
  );
}
