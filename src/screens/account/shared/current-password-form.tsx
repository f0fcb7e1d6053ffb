/**
 * A change to the account's sign-in that asks for the current password first (ASVS 5.0 V7.5.1):
 * what it is for, any fields of its own (`children`), the password, then the change's button and
 * Cancel. A view: the flow behind it holds the values and judges the submit.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { REQUIRED } from '../../../api/contract/sign-in-fields';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { Button, type ButtonVariant } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';
import * as styles from './current-password-form.css';

type CurrentPasswordFormProps = {
  prompt: ReactNode;
  password: string;
  /** A submit was tried: an empty password says so. */
  submitted: boolean;
  busy: boolean;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  /** Fields before the password; the password takes the focus when there are none. */
  children?: ReactNode;
  onPassword: (password: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

export function CurrentPasswordForm({ prompt, password, submitted, busy, submitLabel, submitVariant = 'primary', children, onPassword, onSubmit, onCancel }: CurrentPasswordFormProps) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className={styles.note}>{prompt}</p>
      {children}
      <PasswordField
        label={intl.formatMessage({ id: 'account.secondFactor.currentPassword' })}
        name="current-password"
        autoComplete="current-password"
        autoFocus={!children}
        value={password}
        readOnly={busy}
        error={submitted && password === '' && !busy ? translate(REQUIRED) : undefined}
        onChange={(event) => onPassword(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {intl.formatMessage({ id: 'account.secondFactor.cancel' })}
        </Button>
      </div>
    </form>
  );
}
