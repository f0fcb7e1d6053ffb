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
import { actionsOf, callsOf } from '../support/effects';

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
      error: [new Error('This OTP has expired. Please request a new one.')],
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
    }),
  limit: 20_000,
  states: {
    // Nothing invalid is ever sent, and the secrets travel only inside the flow.
    requestingOtp: ({ snapshot, effects }) => {
      expect(emailStepErrors(snapshot.context)).toEqual({});
      expect(callsOf(effects, 'requestOtp').at(-1)?.input).toEqual({ email: snapshot.context.email });
    },
    verifyingOtp: ({ snapshot, effects }) => {
      expect(otpStepErrors(snapshot.context)).toEqual({});
      expect(callsOf(effects, 'verifyOtp').at(-1)?.input).toEqual({ email: snapshot.context.email, otp: snapshot.context.otp, otpToken: TOKEN });
    },
    resetting: ({ snapshot, effects }) => {
      expect(newPasswordStepErrors(snapshot.context)).toEqual({});
      expect(callsOf(effects, 'resetPassword').at(-1)?.input).toEqual({
        email: snapshot.context.email,
        otp: snapshot.context.otp,
        otpToken: TOKEN,
        newPassword: snapshot.context.newPassword,
      });
    },
    // A step starts with no message shown: the previous step's submit does not carry over.
    otp: ({ snapshot, event }) => {
      if (event.type.startsWith('xstate.after')) expect(shown(snapshot)).toEqual({});
    },
    newPassword: ({ snapshot, event }) => {
      if (event.type.startsWith('xstate.after')) expect(shown(snapshot)).toEqual({});
    },
    // The end forgets the stored step, so a reload finds no flow.
    done: ({ snapshot, effects }) => {
      expect(snapshot.status).toBe('done');
      expect(effects.filter((effect) => effect.kind === 'action').at(-1)?.name).toBe('forgetStep');
    },
    // A new flow forgets any stored step; its e-mail step has nothing to resume.
    email: ({ effects }) => expect(actionsOf(effects, 'forgetStep').length).toBeGreaterThan(0),
  },
  afterEvent: {
    'recovery.submit': ({ snapshot, stepEffects }) => {
      const sent = stepEffects.filter((effect) => effect.kind === 'call');
      if (snapshot.matches('requestingOtp') || snapshot.matches('verifyingOtp') || snapshot.matches('resetting')) {
        expect(sent).toHaveLength(1);
      } else {
        // Refused locally: nothing is sent and every message of the step shows at once.
        expect(sent).toEqual([]);
        expect(Object.keys(shown(snapshot)).length).toBeGreaterThan(0);
      }
    },
    'xstate.done.actor.requestOtp': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('otpSent');
      expect(snapshot.context.otpToken).toBe(TOKEN);
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'If this email belongs to an account, an OTP has been sent to it.' } },
      ]);
      // What a reload needs, and nothing more: no OTP before it is verified, never a password.
      expect(actionsOf(stepEffects, 'rememberStep')).toEqual([
        { kind: 'action', name: 'rememberStep', params: { email: snapshot.context.email, otpToken: TOKEN } },
      ]);
    },
    'xstate.error.actor.requestOtp': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('email');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Too many attempts. Try again in 15 minutes.' } },
      ]);
    },
    'xstate.error.actor.verifyOtp': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('otp');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Wrong OTP. 4 attempts left.' } },
      ]);
    },
    'xstate.done.actor.verifyOtp': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('otpVerified');
      // The reset call needs the verified OTP: a reload of the reset screen keeps it, never a password.
      expect(actionsOf(stepEffects, 'rememberStep')).toEqual([
        { kind: 'action', name: 'rememberStep', params: { email: snapshot.context.email, otpToken: TOKEN, otp: snapshot.context.otp } },
      ]);
    },
    'xstate.error.actor.resetPassword': ({ snapshot }) => expect(snapshot.value).toBe('newPassword'),
    'xstate.done.actor.resetPassword': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('passwordReset');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Your password has been reset. Please sign in.' } },
      ]);
    },
  },
});
