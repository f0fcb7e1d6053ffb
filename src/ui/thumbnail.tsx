/** A square picture of a thing (a meal type's icon): the image, or a placeholder when there is none or it cannot load. */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cx } from './cx';
import * as styles from './thumbnail.css';

type ThumbnailProps = { imageUrl: string | null; size?: keyof typeof styles.size };

export function Thumbnail({ imageUrl, size = 'md' }: ThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl && imageUrl !== failedUrl;
  // Decorative: the thing's name is always written next to it.
  return (
    <span className={cx(styles.thumbnail, styles.size[size])} aria-hidden="true">
      {showImage ? (
        <img className={styles.image} src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        <ImageOff size={size === 'md' ? 16 : 24} strokeWidth={1.5} />
      )}
    </span>
  );
}
