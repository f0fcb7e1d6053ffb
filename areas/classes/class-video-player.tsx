/**
 * The class video in the view modal: the browser's own player, reading only the metadata until
 * played; the server answers byte ranges, so seeking works. A chunk of its own, loaded only by
 * the view modal of a class that has a stored video and no external link.
 */
import * as styles from './class-view.css';

export default function ClassVideoPlayer({ src, label }: { src: string; label: string }) {
  return <video className={styles.player} src={src} controls preload="metadata" playsInline aria-label={label} />;
}
