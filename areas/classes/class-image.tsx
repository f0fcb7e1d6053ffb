/** A class's picture: a photo, so wide and cropped to fill (a meal icon is seen whole instead); a placeholder when there is none. */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cx } from '../../src/ui/cx';
import * as thumbnailStyles from '../../src/ui/thumbnail.css';
import * as styles from './class-image.css';

export function ClassImage({ imageUrl, size = 'md' }: { imageUrl: string | null; size?: keyof typeof styles.size }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl && imageUrl !== failedUrl;
  // Decorative: the class's name is always written next to it.
  return (
    <span className={cx(thumbnailStyles.thumbnail, styles.size[size])} aria-hidden="true">
      {showImage ? <img className={styles.photo} src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} /> : <ImageOff size={size === 'md' ? 16 : 24} strokeWidth={1.5} />}
    </span>
  );
}
