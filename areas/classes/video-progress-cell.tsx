/**
 * A class's video progress in the list (spec sections 2, 4). While this page uploads the class:
 * a live bar with the percent from the upload tracker, and the action that aborts the upload.
 * Each step of the bar is a frame the page draws while the upload needs the same processors, so
 * the bar is paced (usePacedSelector) and jumps rather than glides.
 * Otherwise the tracker's status when it knows the class, else the stored video_status.
 */
import type { CSSProperties } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { X } from 'lucide-react';
import type { ClassRow } from './class-contract';
import { usePacedSelector } from '../../src/app/use-paced-selector';
import { videoStatusOf } from '../../src/machines/upload-tracker.machine';
import { Badge } from '../../src/ui/badge';
import { IconButton } from '../../src/ui/icon-button';
import type { UploadRuntime } from '../../src/uploads/upload-runtime';
import { useRunningUpload } from '../../src/app/use-upload-runtime';
import { videoStatusLook } from './video-status';
import * as styles from './video-progress-cell.css';

/** The bar and percent are drawn at most four times a second, however fast the parts arrive. */
export const PROGRESS_DRAW_INTERVAL_MS = 250;

function UploadBar({ runtime, row, aborting }: { runtime: UploadRuntime; row: ClassRow; aborting: boolean }) {
  const intl = useIntl();
  const progress = usePacedSelector(runtime.tracker, (s) => s.context.progress[row.id] ?? 0, PROGRESS_DRAW_INTERVAL_MS);
  const percent = Math.floor(progress * 100);
  return (
    <span className={styles.uploading}>
      <span
        className={styles.track}
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'classes.upload.label' }, { name: row.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.bar} style={{ '--progress': progress } as CSSProperties} />
      </span>
      {aborting ? (
        <span className={styles.aborting}>{intl.formatMessage({ id: 'classes.upload.aborting' })}</span>
      ) : (
        <>
          <span className={styles.percent}>{intl.formatMessage({ id: 'classes.upload.progress' }, { progress: percent / 100 })}</span>
          <IconButton
            tone="danger"
            label={intl.formatMessage({ id: 'classes.upload.abort' }, { name: row.name })}
            icon={<X size={14} aria-hidden="true" />}
            onClick={() => runtime.cancel(row.id)}
          />
        </>
      )}
    </span>
  );
}

export function VideoProgressCell({ runtime, row }: { runtime: UploadRuntime; row: ClassRow }) {
  const intl = useIntl();
  const running = useRunningUpload(runtime, row.id);
  const status = useSelector(runtime.tracker, (s) => videoStatusOf(s.context, row.id, row.video_status));
  if (running) return <UploadBar runtime={runtime} row={row} aborting={running.phase === 'cancelling'} />;
  const look = videoStatusLook(status);
  return (
    <Badge tone={look.tone} dot={look.tone !== 'neutral'}>
      {intl.formatMessage({ id: look.text })}
    </Badge>
  );
}
