/**
 * A form of the sign-in frame (forgot password, OTP, new password, set password, register): its
 * heading names it for assistive technology, an optional notice sits above it, the browser's own
 * validation is off (the spec's messages show instead), and Enter or the button submits.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { PublicFormHeading } from './public-form-heading';
import * as styles from './public-form.css';

type PublicFormProps = {
  title: ReactNode;
  subtitle: ReactNode;
  notice?: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

export function PublicForm({ title, subtitle, notice, submitLabel, busy, onSubmit, children }: PublicFormProps) {
  const titleId = useId();
  return (
    <>
      <PublicFormHeading id={titleId} title={title} subtitle={subtitle} />
      {notice}
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="submit" size="lg" fullWidth loading={busy} className={styles.submit}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
