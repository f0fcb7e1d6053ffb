/** View facts of the edit-profile screen, derived from its flows' snapshots. */
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../../../machines/form-errors';
import type { imagePickMachine } from '../../../machines/image-pick.machine';
import { profileErrors, type ProfileField, type profileMachine } from '../../../machines/profile.machine';

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectFieldError = (snapshot: ProfileSnapshot, field: ProfileField): string | undefined =>
  visibleErrors(profileErrors(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From saving until the dashboard shows. */
export const selectBusy = (snapshot: ProfileSnapshot): boolean => !snapshot.matches('editing');

export const selectChecking = (snapshot: SnapshotFrom<typeof imagePickMachine>): boolean => snapshot.matches('checking');
