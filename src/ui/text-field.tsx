/**
 * Labelled text input; its hint or error is linked by aria-describedby, and an error sets
 * aria-invalid. The message line is always kept, so an error that appears on blur moves nothing
 * below (a link or button clicked as the field loses focus stays under the pointer), and the
 * blur reaches the form only after an edit (use-blur-after-edit.ts).
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import * as fieldStyles from './field.css';
import * as styles from './text-field.css';
import { FieldMessage } from './field-message';
import { useBlurAfterEdit } from './use-blur-after-edit';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the field in the danger colour; already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the label, at the end of its row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Inside the box at its end (e.g. the show-password toggle). */
  endAdornment?: ReactNode;
};

export function TextField({ label, error, hint, labelAside, endAdornment, id, className, onChange, onBlur, ...input }: TextFieldProps) {
  const autoId = useId();
  const handlers = useBlurAfterEdit(onChange, onBlur);
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <div className={fieldStyles.labelRow}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.control}>
        <input
          {...input}
          {...handlers}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={cx(styles.input, endAdornment !== undefined && styles.withAdornment)}
        />
        {endAdornment !== undefined && <div className={styles.adornment}>{endAdornment}</div>}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} reserveSpace />
    </div>
  );
}
