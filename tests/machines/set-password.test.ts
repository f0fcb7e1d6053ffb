/**
 * Set password from the link over every path: the set-password rules (with `!`), the link sent
 * with the password, a refusal kept on the screen until the next try, and after success the
 * 0.5 s wait, the sign-out (whatever its answer) and /login.
 */
import { expect } from 'vitest';
import { visibleErrors } from '../../src/machines/form-errors';
import { setPasswordErrors, setPasswordMachine, type SetPasswordContext } from '../../src/machines/set-password.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

const LINK = { iv: 'mE2v0rVb3Jq9xk1Z', data: 'pQ7sV9yB2nF4hK6mR8tW0zC3eG5jL7oU' };
const EXPIRED = 'This link has expired. Please ask an administrator for a new one.';
const shown = (context: SetPasswordContext) => visibleErrors(setPasswordErrors(context), context.touched, context.submitted);

describeModel({
  name: 'setPassword',
  machine: setPasswordMachine,
  starts: [{ name: 'from the link', input: LINK }],
  events: {
    'password.change': [
      { field: 'newPassword', value: 'Welcome!2026' },
      { field: 'newPassword', value: 'welcome!2026' },
      { field: 'confirmPassword', value: 'Welcome!2026' },
      { field: 'confirmPassword', value: '' },
    ],
    'password.blur': [{ field: 'newPassword' }, { field: 'confirmPassword' }],
    'password.submit': [{}],
  },
  outcomes: {
    setPassword: { done: ['Your password has been set. Please sign in.'], error: [new Error(EXPIRED)] },
    signOut: { done: [undefined], error: [new Error('The server could not be reached')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      refusal: snapshot.context.refusal,
      next: snapshot.context.newPassword,
      confirm: snapshot.context.confirmPassword,
    }),
  filterEvents: (snapshot, event) => event.type !== 'password.change' || snapshot.matches('editing'),
  states: {
    submitting: ({ snapshot, effects }) => {
      expect(setPasswordErrors(snapshot.context)).toEqual({});
      expect(snapshot.context.refusal).toBeNull();
      expect(callsOf(effects, 'setPassword').at(-1)?.input).toEqual({ ...LINK, newPassword: snapshot.context.newPassword });
    },
    signingOut: ({ effects }) => expect(callsOf(effects, 'signOut')).toHaveLength(1),
    done: ({ snapshot, effects }) => {
      expect(snapshot.status).toBe('done');
      expect(actionsOf(effects, 'navigate')).toEqual([{ kind: 'action', name: 'navigate', params: { to: '/login' } }]);
    },
  },
  afterEvent: {
    'password.submit': ({ snapshot, stepEffects }) => {
      if (!snapshot.matches('submitting')) expect(callsOf(stepEffects, 'setPassword')).toEqual([]);
    },
    'xstate.error.actor.setPassword': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.refusal).toBe(EXPIRED);
      expect(actionsOf(stepEffects, 'notify')).toEqual([{ kind: 'action', name: 'notify', params: { kind: 'error', message: EXPIRED } }]);
    },
    'xstate.done.actor.setPassword': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('passwordSet');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Your password has been set. Please sign in.' } },
      ]);
    },
  },
});
