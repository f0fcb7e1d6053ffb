/** Labelled multi-line text input, with hint or error, message line and blur like TextField. */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import * as fieldStyles from './field.css';
import * as styles from './text-area.css';
import { FieldMessage } from './field-message';
import { useBlurAfterEdit } from './use-blur-after-edit';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextArea({ label, error, hint, id, className, onChange, onBlur, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const handlers = useBlurAfterEdit(onChange, onBlur);
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        {...textarea}
        {...handlers}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={styles.textArea}
      />
      <FieldMessage id={messageId} error={error} hint={hint} reserveSpace />
    </div>
  );
}
