/**
 * Change password over every path: the spec's rules and messages (trailing spaces included),
 * nothing sent while invalid, the server's refusal, and after success the 0.5 s wait, the end of
 * the session here and /login.
 */
import { expect } from 'vitest';
import { changePasswordErrors, changePasswordMachine, type ChangePasswordContext } from '../../src/machines/change-password.machine';
import { visibleErrors } from '../../src/machines/form-errors';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

const shown = (context: ChangePasswordContext) => visibleErrors(changePasswordErrors(context), context.touched, context.submitted);

const SPEC_MESSAGES = [
  undefined,
  'validation.required',
  'validation.passwordLength',
  'validation.passwordSpecialSpaced',
  'validation.passwordCapitalSpaced',
  'validation.passwordNumberSpaced',
  'validation.passwordMismatch',
];

describeModel({
  name: 'changePassword',
  machine: changePasswordMachine,
  events: {
    'password.change': [
      { field: 'currentPassword', value: 'Kitchen#2026' },
      { field: 'newPassword', value: 'Pantry#2027' },
      { field: 'newPassword', value: 'Pantry2027' },
      { field: 'newPassword', value: '' },
      { field: 'confirmPassword', value: 'Pantry#2027' },
      { field: 'confirmPassword', value: 'Pantry#2028' },
    ],
    'password.blur': [{ field: 'currentPassword' }, { field: 'newPassword' }, { field: 'confirmPassword' }],
    'password.submit': [{}],
  },
  outcomes: {
    changePassword: {
      done: ['Your password has been changed. Please sign in again.'],
      error: [new Error('The current password is not correct')],
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      current: snapshot.context.currentPassword,
      next: snapshot.context.newPassword,
      confirm: snapshot.context.confirmPassword,
    }),
  limit: 20_000,
  filterEvents: (snapshot, event) => event.type !== 'password.change' || snapshot.matches('editing'),
  states: {
    editing: ({ snapshot }) => {
      for (const message of Object.values(shown(snapshot.context))) expect(SPEC_MESSAGES).toContain(message);
    },
    submitting: ({ snapshot, effects }) => {
      expect(changePasswordErrors(snapshot.context)).toEqual({});
      expect(callsOf(effects, 'changePassword').at(-1)?.input).toEqual({
        currentPassword: snapshot.context.currentPassword,
        newPassword: snapshot.context.newPassword,
      });
    },
    changed: ({ effects }) => {
      // The session ends only when the flow leaves, not while the toast shows.
      expect(actionsOf(effects, 'endSession')).toEqual([]);
      expect(actionsOf(effects, 'navigate')).toEqual([]);
    },
    done: ({ snapshot, effects }) => {
      expect(snapshot.status).toBe('done');
      const ends = effects.filter((effect) => effect.kind === 'action' && (effect.name === 'endSession' || effect.name === 'navigate'));
      expect(ends).toEqual([
        { kind: 'action', name: 'endSession', params: undefined },
        { kind: 'action', name: 'navigate', params: { to: '/login' } },
      ]);
    },
  },
  afterEvent: {
    'password.submit': ({ snapshot, stepEffects }) => {
      if (!snapshot.matches('submitting')) {
        expect(callsOf(stepEffects, 'changePassword')).toEqual([]);
        expect(shown(snapshot.context)).toEqual(changePasswordErrors(snapshot.context));
      }
    },
    'xstate.error.actor.changePassword': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('editing');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'The current password is not correct' } },
      ]);
    },
    'xstate.done.actor.changePassword': ({ stepEffects }) => {
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Your password has been changed. Please sign in again.' } },
      ]);
    },
  },
});
