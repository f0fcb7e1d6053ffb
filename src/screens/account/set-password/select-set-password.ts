/** View facts of the set-password screen, derived from its flow's snapshot. */
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../../../machines/form-errors';
import { setPasswordErrors, type SetPasswordField, type setPasswordMachine } from '../../../machines/set-password.machine';

export type SetPasswordSnapshot = SnapshotFrom<typeof setPasswordMachine>;

export const selectFieldError = (snapshot: SetPasswordSnapshot, field: SetPasswordField): string | undefined =>
  visibleErrors(setPasswordErrors(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From sending the password until the screen is left. */
export const selectBusy = (snapshot: SetPasswordSnapshot): boolean => !snapshot.matches('editing');
