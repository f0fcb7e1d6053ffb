/** A round picture of a person: their image, or the initials of first and last name if none or broken. */
import { useState } from 'react';
import { cx } from './cx';
import * as styles from './avatar.css';

type AvatarProps = {
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  size?: keyof typeof styles.size;
};

/** First letter of each name; Array.from keeps letters outside the BMP whole. */
export const initialsOf = (firstName: string, lastName: string) =>
  [firstName, lastName].map((name) => Array.from(name.trim())[0] ?? '').join('').toUpperCase() || '?';

export function Avatar({ firstName, lastName, imageUrl, size = 'md' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl && imageUrl !== failedUrl;
  // Decorative: the person's name is always written next to it or in the control's label.
  return (
    <span className={cx(styles.avatar, styles.size[size])} aria-hidden="true">
      {showImage ? (
        <img className={styles.image} src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        initialsOf(firstName, lastName)
      )}
    </span>
  );
}
