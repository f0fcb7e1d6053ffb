/** View facts of a password form's screen (change and set password), derived from its flow's snapshot. */
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../../../machines/form-errors';
import type { passwordErrorsOf, PasswordField, passwordFormMachine } from '../../../machines/password-form.machine';

export type PasswordFormSnapshot = SnapshotFrom<ReturnType<typeof passwordFormMachine>>;

/** A field's message once it was left or a submit was tried; `errorsOf` is the form's own rules. */
export const selectFieldError = (errorsOf: ReturnType<typeof passwordErrorsOf>, snapshot: PasswordFormSnapshot, field: PasswordField): string | undefined =>
  visibleErrors(errorsOf(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From sending until the screen is left (the session ends 0.5 s after success). */
export const selectBusy = (snapshot: PasswordFormSnapshot): boolean => !snapshot.matches('editing');
