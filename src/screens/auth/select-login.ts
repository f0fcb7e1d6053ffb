/** View flags of the login screen, derived from the login flow's snapshot (never stored). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { visibleErrors, type FieldErrors } from '../../machines/visible-errors';
import type { LoginField, LoginValues, loginMachine } from '../../machines/login.machine';
import type { sessionMachine } from '../../machines/session.machine';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginActor = ActorRefFrom<typeof loginMachine>;

/** The running login flow, while signed out. */
export const selectLoginActor = (snapshot: SnapshotFrom<typeof sessionMachine>): LoginActor | undefined =>
  snapshot.children.login;

/**
 * The English message to show under a field now (spec section 5: after touch or submit), by the
 * field checks (app/login-checks.ts); none before they have arrived.
 */
export const selectFieldError = (
  snapshot: LoginSnapshot,
  field: LoginField,
  loginErrors: ((values: LoginValues) => FieldErrors<LoginField>) | undefined,
): string | undefined =>
  loginErrors && visibleErrors(loginErrors(snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From sending the credentials until the screen is left, the form is locked and shows progress. */
export const selectBusy = (snapshot: LoginSnapshot): boolean => !snapshot.matches('editing');

/** A passkey sign-in is under way: the server's options, the browser's dialog, the server's check. */
export const selectPasskeyBusy = (snapshot: LoginSnapshot): boolean => snapshot.matches('passkey');
