/** Labelled multi-line text input, with hint or error like TextField. */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';
import { cx } from './cx';
import * as fieldStyles from './field.css';
import * as styles from './text-area.css';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextArea({ label, error, hint, id, className, ...textarea }: TextAreaProps) {
  const autoId = useId();
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
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={styles.textArea}
      />
      {error ? (
        <p id={messageId} className={fieldStyles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={fieldStyles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
