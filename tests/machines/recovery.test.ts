/**
 * The password-recovery flow over every path: e-mail, OTP and new-password steps, each call
 * answered or refused, and the 1 s / 1 s / 0.5 s waits of spec section 9 under fake timers.
 */
import { expect } from 'vitest';
import { visibleErrors } from '../../src/machines/form-errors';
import {
  emailStepErrors,
  newPasswordStepErrors,
  otpStepErrors,
  recoveryMachine,
  type RecoveryContext,
} from '../../src/machines/recovery.machine';
import { describeModel } from '../support/describe-model';
import { GUESSABLE_REFUSAL } from '../support/guessable-refusal';

/** The new password the server refused as guessable on this path, by the test's own account. */
let refusedByTest: string | undefined;

const TOKEN = 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A';

/** The errors a person sees now, for the step the flow is in. */
function shown(snapshot: { matches: (state: never) => boolean; context: RecoveryContext }) {
  const { context } = snapshot;
  const inStep = (state: string) => snapshot.matches(state as never);
  const errors =
    inStep('email') || inStep('requestingOtp')
      ? emailStepErrors(context)
      : inStep('otp') || inStep('verifyingOtp')
        ? otpStepErrors(context)
        : newPasswordStepErrors(context);
  return visibleErrors<string>(errors, context.touched, context.submitted);
}

describeModel({
  name: 'recovery',
  machine: recoveryMachine,
  starts: [
    { name: 'first visit', input: {} },
    { name: 'begun again', input: { email: 'ada@mise.local' } },
    // A reload of /otp: the stored e-mail and otp_token, at the OTP step.
    { name: 'reloaded', input: { resume: { email: 'ada@mise.local', otpToken: TOKEN } } },
    // A reload of /reset-password: the verified OTP too, at the new-password step.
    { name: 'reloaded after the OTP was verified', input: { resume: { email: 'ada@mise.local', otpToken: TOKEN, otp: '482913' } } },
  ],
  events: {
    'recovery.change': [
      { field: 'email', value: 'ada@mise.local' },
      { field: 'email', value: 'ada-at-mise' },
      { field: 'email', value: '' },
      { field: 'otp', value: '482913' },
      { field: 'otp', value: '48291' },
      { field: 'otp', value: '' },
      { field: 'newPassword', value: 'Pantry#2027' },
      { field: 'newPassword', value: 'pantry' },
      { field: 'confirmPassword', value: 'Pantry#2027' },
      { field: 'confirmPassword', value: 'Pantry#2028' },
    ],
    'recovery.blur': [{ field: 'email' }, { field: 'otp' }, { field: 'newPassword' }, { field: 'confirmPassword' }],
    'recovery.submit': [{}],
  },
  outcomes: {
    requestOtp: {
      done: [{ otpToken: TOKEN, message: 'If this email belongs to an account, an OTP has been sent to it.' }],
      error: [new Error('Too many attempts. Try again in 15 minutes.')],
    },
    verifyOtp: { done: ['OTP verified'], error: [new Error('Wrong OTP. 4 attempts left.')] },
    resetPassword: {
      done: ['Your password has been reset. Please sign in.'],
      error: [new Error('This OTP has expired. Please request a new one.'), GUESSABLE_REFUSAL],
    },
  },
  // What a person can tell apart: the step, the messages shown, and what would be sent.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot),
      email: snapshot.context.email,
      otp: snapshot.context.otp,
      newPassword: snapshot.context.newPassword,
      confirmPassword: snapshot.context.confirmPassword,
      refused: snapshot.context.refused,
    }),
  limit: 20_000,
  alsoRefused: true,
  // Spec sections 2, 4, 9: each step's call only for a valid step, with the e-mail and the
  // otp_token (and the OTP, and the new password) the flow holds; the server's message either
  // way; what a reload needs stored after the OTP is sent and after it is verified, never a
  // password; the stored step forgotten at the e-mail step and at the end.
  expectedEffects: ({ input, before, event }) => {
    const forget = { kind: 'action', name: 'forgetStep', params: undefined } as const;
    const notify = (kind: 'success' | 'error', message: string) => ({ kind: 'action', name: 'notify', params: { kind, message } }) as const;
    if (before === null) {
      refusedByTest = undefined;
      return input.resume ? [] : [forget];
    }
    const { email, otp, newPassword, confirmPassword } = before.context;
    const at = (state: string) => before.matches(state as never);
    switch (event.type) {
      case 'recovery.submit':
        if (at('email')) return email === 'ada@mise.local' ? [{ kind: 'call', name: 'requestOtp', input: { email } }] : [];
        if (at('otp')) return otp === '482913' ? [{ kind: 'call', name: 'verifyOtp', input: { email, otp, otpToken: TOKEN } }] : [];
        if (at('newPassword'))
          return newPassword === 'Pantry#2027' && confirmPassword === newPassword && refusedByTest !== newPassword
            ? [{ kind: 'call', name: 'resetPassword', input: { email, otp, otpToken: TOKEN, newPassword } }]
            : [];
        return [];
      case 'xstate.done.actor.requestOtp':
        return [{ kind: 'action', name: 'rememberStep', params: { email, otpToken: TOKEN } }, notify('success', 'If this email belongs to an account, an OTP has been sent to it.')];
      case 'xstate.error.actor.requestOtp':
        return [notify('error', 'Too many attempts. Try again in 15 minutes.'), forget];
      case 'xstate.done.actor.verifyOtp':
        return [{ kind: 'action', name: 'rememberStep', params: { email, otpToken: TOKEN, otp } }, notify('success', 'OTP verified')];
      case 'xstate.error.actor.verifyOtp':
        return [notify('error', 'Wrong OTP. 4 attempts left.')];
      case 'xstate.done.actor.resetPassword':
        return [notify('success', 'Your password has been reset. Please sign in.')];
      case 'xstate.error.actor.resetPassword':
        // A guessable password shows under its field, not in a toast; the same OTP may be used again.
        if (event.error === GUESSABLE_REFUSAL) {
          refusedByTest = newPassword;
          return [];
        }
        return [notify('error', 'This OTP has expired. Please request a new one.')];
      case 'xstate.after.afterPasswordReset.recovery.passwordReset':
        return [forget];
      default:
        return [];
    }
  },
  states: {
    // Nothing invalid is ever sent, and the secrets travel only inside the flow.
    requestingOtp: ({ snapshot }) => expect(emailStepErrors(snapshot.context)).toEqual({}),
    verifyingOtp: ({ snapshot }) => expect(otpStepErrors(snapshot.context)).toEqual({}),
    resetting: ({ snapshot }) => expect(newPasswordStepErrors(snapshot.context)).toEqual({}),
    done: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  afterEvent: {
    'xstate.done.actor.requestOtp': ({ snapshot }) => {
      expect(snapshot.value).toBe('otpSent');
      expect(snapshot.context.otpToken).toBe(TOKEN);
    },
    'xstate.error.actor.requestOtp': ({ snapshot }) => expect(snapshot.value).toBe('email'),
    'xstate.error.actor.verifyOtp': ({ snapshot }) => expect(snapshot.value).toBe('otp'),
    'xstate.done.actor.verifyOtp': ({ snapshot }) => expect(snapshot.value).toBe('otpVerified'),
    'xstate.error.actor.resetPassword': ({ event, snapshot }) => {
      expect(snapshot.value).toBe('newPassword');
      if (event.error === GUESSABLE_REFUSAL) expect(newPasswordStepErrors(snapshot.context)).toEqual({ newPassword: 'validation.passwordGuessable' });
    },
    'xstate.done.actor.resetPassword': ({ snapshot }) => expect(snapshot.value).toBe('passwordReset'),
    // A step starts with no message shown: the previous step's submit does not carry over.
    'xstate.after.afterOtpStep.recovery.otpSent': ({ snapshot }) => expect(shown(snapshot)).toEqual({}),
    'xstate.after.afterOtpStep.recovery.otpVerified': ({ snapshot }) => expect(shown(snapshot)).toEqual({}),
  },
});
