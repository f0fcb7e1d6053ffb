/**
 * Picks one image for a form: a round preview (the new file, else the current image, else a
 * placeholder), Upload/Change, Remove for a newly chosen file, the hint, and the refusal of a
 * file that was not accepted. It only reports picks; whoever owns it decides what to accept.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CircleAlert, ImagePlus, Upload, X } from 'lucide-react';
import { IMAGE_TYPES } from '../constants';
import { visuallyHidden } from '../theme/utilities.css';
import { Badge } from './badge';
import { Button } from './button';
import { cx } from './cx';
import { Spinner } from './spinner';
import * as buttonStyles from './button.css';
import * as fieldStyles from './field.css';
import * as styles from './image-input.css';

type ImageInputProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** What the preview shows: the new file's object URL, else the current image, else nothing. */
  previewUrl: string | null;
  /** A new file is chosen (not yet saved): Remove is offered. */
  hasNewFile: boolean;
  /** The picked file is being checked. */
  checking: boolean;
  refusal?: string | null | undefined;
  disabled?: boolean;
  /** Round for a person's picture, square for a thing's (an icon). */
  shape?: 'round' | 'square';
  onPick: (file: File) => void;
  onRemove: () => void;
};

export function ImageInput({ label, hint, previewUrl, hasNewFile, checking, refusal, disabled = false, shape = 'round', onPick, onRemove }: ImageInputProps) {
  const intl = useIntl();
  const inputId = useId();
  const labelId = useId();
  const messageId = useId();
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.root}>
        <div className={cx(styles.preview, shape === 'square' && styles.square)}>
          {previewUrl ? (
            <img className={styles.image} src={previewUrl} alt={intl.formatMessage({ id: 'ui.image.preview' })} />
          ) : (
            <ImagePlus size={28} strokeWidth={1.5} aria-hidden="true" />
          )}
          {checking && (
            <span className={styles.checking}>
              <Spinner size={18} />
            </span>
          )}
        </div>
        <div className={styles.text}>
          {hint && (
            <p id={messageId} className={fieldStyles.hint}>
              {hint}
              {hasNewFile && (
                <span className={styles.newBadge}>
                  <Badge tone="accent">{intl.formatMessage({ id: 'ui.image.notSaved' })}</Badge>
                </span>
              )}
            </p>
          )}
          <div className={styles.buttons}>
            <input
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className={visuallyHidden}
              disabled={disabled || checking}
              aria-describedby={hint ? messageId : undefined}
              aria-invalid={refusal ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again is reported again.
                event.target.value = '';
                if (file) onPick(file);
              }}
            />
            <label htmlFor={inputId} className={cx(buttonStyles.base, buttonStyles.variant.secondary, buttonStyles.size.sm)}>
              <Upload size={14} aria-hidden="true" />
              {intl.formatMessage({ id: previewUrl ? 'ui.image.change' : 'ui.image.upload' })}
            </label>
            {hasNewFile && (
              <Button variant="ghost" size="sm" disabled={disabled} icon={<X size={14} aria-hidden="true" />} onClick={onRemove}>
                {intl.formatMessage({ id: 'ui.image.remove' })}
              </Button>
            )}
          </div>
          {refusal && (
            <p className={fieldStyles.error} role="alert">
              <CircleAlert size={14} aria-hidden="true" />
              {refusal}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
