/** A TextField for secrets with a show/hide toggle (a pressed toggle means the text is shown). */
import { useId, useState } from 'react';
import { Eye, EyeOff } from 'lucide';
import { useText } from '../i18n/text';
import { DataIcon } from './data-icon';
import { TextField, type TextFieldProps } from './text-field';
import * as styles from './password-field.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const text = useText();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={text('ui.password.show')}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((value) => !value)}
        >
          <DataIcon icon={shown ? EyeOff : Eye} size={18} />
        </button>
      }
    />
  );
}
