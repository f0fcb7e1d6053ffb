/**
 * View facts of the recovery screens, derived from the flow's snapshot (never stored): which step
 * the flow is in, where a screen must go instead of showing itself, the messages to show now,
 * and whether the step is busy.
 */
import type { SnapshotFrom } from 'xstate';
import { accountRoutes } from '../../../machines/account-routes';
import { visibleErrors, type FieldErrors } from '../../../machines/form-errors';
import {
  emailStepErrors,
  newPasswordStepErrors,
  otpStepErrors,
  type RecoveryField,
  type recoveryMachine,
} from '../../../machines/recovery.machine';

export type RecoverySnapshot = SnapshotFrom<typeof recoveryMachine>;
export type RecoveryStep = 'email' | 'otp' | 'newPassword';

/** The states of each step: its form, its call, and the wait after a success. */
const stepStates: Record<RecoveryStep, readonly string[]> = {
  email: ['email', 'requestingOtp', 'otpSent'],
  otp: ['otp', 'verifyingOtp', 'otpVerified'],
  newPassword: ['newPassword', 'resetting', 'passwordReset'],
};

const stepRoutes: Record<RecoveryStep | 'done', string> = {
  email: accountRoutes.forgotPassword,
  otp: accountRoutes.otp,
  newPassword: accountRoutes.resetPassword,
  done: accountRoutes.login,
};

const order: Array<RecoveryStep | 'done'> = ['email', 'otp', 'newPassword', 'done'];

export function stepOf(snapshot: RecoverySnapshot): RecoveryStep | 'done' {
  if (snapshot.status === 'done') return 'done';
  return (Object.keys(stepStates) as RecoveryStep[]).find((step) => stepStates[step].includes(String(snapshot.value)))!;
}

export type RecoveryRedirect = { to: string; replace: boolean };

/**
 * Where the screen of `screen` must go instead: the next step's route when the flow has moved on
 * (a new history entry), else back to the e-mail screen when there is no flow in progress (in
 * place). Undefined: the screen shows.
 */
export function recoveryRedirect(snapshot: RecoverySnapshot | null, screen: RecoveryStep): RecoveryRedirect | undefined {
  const back = { to: accountRoutes.forgotPassword, replace: true };
  if (!snapshot) return screen === 'email' ? undefined : back;
  const step = stepOf(snapshot);
  if (step === screen) return undefined;
  const forward = order.indexOf(step) === order.indexOf(screen) + 1;
  if (forward) return { to: stepRoutes[step], replace: false };
  // A finished flow, or one at another step, is no flow in progress for this screen.
  return step === 'done' ? back : { to: stepRoutes[step], replace: true };
}

const stepErrors: Record<RecoveryStep, (context: RecoverySnapshot['context']) => FieldErrors<RecoveryField>> = {
  email: emailStepErrors,
  otp: otpStepErrors,
  newPassword: newPasswordStepErrors,
};

/** The English message to show under a field of `step` now (after a touch or a submit attempt). */
export const selectFieldError = (snapshot: RecoverySnapshot, step: RecoveryStep, field: RecoveryField): string | undefined =>
  visibleErrors(stepErrors[step](snapshot.context), snapshot.context.touched, snapshot.context.submitted)[field];

/** From sending a step until the next step shows, the step's form is locked and shows progress. */
export const selectBusy = (snapshot: RecoverySnapshot, step: RecoveryStep): boolean =>
  stepStates[step].includes(String(snapshot.value)) && snapshot.value !== step;
