/** View facts of the register screen, derived from its flow's snapshot. */
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../../../machines/form-errors';
import { registerErrors, type RegisterField, type registerMachine } from '../../../machines/register.machine';

export const selectFieldError = (snapshot: SnapshotFrom<typeof registerMachine>, field: RegisterField): string | undefined =>
  visibleErrors(registerErrors(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];
