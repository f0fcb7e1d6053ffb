/**
 * The class video (spec sections 2, 5): the chosen file is probed in the browser; only a video of
 * exactly 960x360 is kept, anything else is discarded with the spec's message. The kept one shows
 * its size and length and uploads after the save; on edit the stored video is named until a new
 * one replaces it.
 */
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { CircleAlert, Film, Upload, X } from 'lucide-react';
import { VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from '../../src/constants';
import { visuallyHidden } from '../../src/theme/utilities.css';
import { Badge } from '../../src/ui/badge';
import { Button } from '../../src/ui/button';
import { cx } from '../../src/ui/cx';
import { Spinner } from '../../src/ui/spinner';
import { VIDEO_ACCEPT } from '../../src/uploads/video-name';
import { useTranslateClassMessage } from './class-messages';
import { selectProbing } from './select-class-form';
import type { ClassFormActor } from './use-class-field';
import { videoClock } from './video-clock';
import * as buttonStyles from '../../src/ui/button.css';
import * as fieldStyles from '../../src/ui/field.css';
import * as imageStyles from '../../src/ui/image-input.css';
import * as styles from './class-form.css';

export function ClassVideoField({ form, storedName, busy }: { form: ClassFormActor; storedName: string | null; busy: boolean }) {
  const intl = useIntl();
  const translate = useTranslateClassMessage();
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const file = useSelector(form, (s) => s.context.values.video);
  const duration = useSelector(form, (s) => s.context.values.duration);
  const refusal = useSelector(form, (s) => s.context.videoRefusal);
  const probing = useSelector(form, selectProbing);
  const size = file && intl.formatNumber(file.size / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const name = file?.name ?? (storedName && intl.formatMessage({ id: 'classes.video.stored' }, { name: storedName })) ?? intl.formatMessage({ id: 'classes.video.none' });
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldStyles.label}>
        {intl.formatMessage({ id: 'classes.field.video' })}
      </span>
      <div className={imageStyles.root}>
        <div className={styles.videoTile}>{probing ? <Spinner size={20} /> : <Film size={28} strokeWidth={1.5} aria-hidden="true" />}</div>
        <div className={imageStyles.text}>
          <p className={styles.videoName}>{probing ? intl.formatMessage({ id: 'classes.video.checking' }) : name}</p>
          {file && duration !== null && (
            <p className={styles.videoFacts}>
              {intl.formatMessage({ id: 'classes.video.details' }, { width: VIDEO_WIDTH_PX, height: VIDEO_HEIGHT_PX, length: videoClock(duration), size })}{' '}
              <Badge tone="accent">{intl.formatMessage({ id: 'classes.video.notSaved' })}</Badge>
            </p>
          )}
          <p id={hintId} className={fieldStyles.hint}>
            {intl.formatMessage({ id: 'classes.field.videoHint' })}
          </p>
          <div className={imageStyles.buttons}>
            <input
              id={inputId}
              type="file"
              accept={VIDEO_ACCEPT}
              className={visuallyHidden}
              disabled={busy || probing}
              aria-describedby={hintId}
              aria-invalid={refusal ? true : undefined}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                // Cleared, so choosing the same file again is probed again.
                event.target.value = '';
                if (picked) form.send({ type: 'video.pick', file: picked });
              }}
            />
            <label htmlFor={inputId} className={cx(buttonStyles.base, buttonStyles.variant.secondary, buttonStyles.size.sm)}>
              <Upload size={14} aria-hidden="true" />
              {intl.formatMessage({ id: file || storedName ? 'classes.video.change' : 'classes.video.choose' })}
            </label>
            {file && (
              <Button variant="ghost" size="sm" disabled={busy} icon={<X size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'video.clear' })}>
                {intl.formatMessage({ id: 'classes.video.remove' })}
              </Button>
            )}
          </div>
          {refusal && (
            <p className={fieldStyles.error} role="alert">
              <CircleAlert size={14} aria-hidden="true" />
              {translate(refusal)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
