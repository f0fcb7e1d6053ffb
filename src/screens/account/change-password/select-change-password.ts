/** View facts of the change-password screen, derived from its flow's snapshot. */
import type { SnapshotFrom } from 'xstate';
import { changePasswordErrors, type ChangePasswordField, type changePasswordMachine } from '../../../machines/change-password.machine';
import { visibleErrors } from '../../../machines/form-errors';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectFieldError = (snapshot: ChangePasswordSnapshot, field: ChangePasswordField): string | undefined =>
  visibleErrors(changePasswordErrors(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From sending until the screen is left (the session ends 0.5 s after success). */
export const selectBusy = (snapshot: ChangePasswordSnapshot): boolean => !snapshot.matches('editing');
