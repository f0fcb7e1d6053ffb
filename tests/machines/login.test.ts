import { expect } from 'vitest';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../../src/api/contract/auth';
import { INVALID_EMAIL } from '../../src/api/contract/fields';
import { loginErrors, loginMachine, type LoginContext } from '../../src/machines/login.machine';
import { visibleErrors } from '../../src/machines/form-errors';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';
import { adaSession } from './fixtures';

const shown = (context: LoginContext) => visibleErrors(loginErrors(context), context.touched, context.submitted);

describeModel({
  name: 'login',
  machine: loginMachine,
  events: {
    'login.change': [
      { field: 'email', value: 'ada@mise.local' },
      { field: 'email', value: 'ada-at-mise' },
      { field: 'email', value: '' },
      { field: 'password', value: 'Kitchen#2026' },
      { field: 'password', value: '' },
    ],
    'login.blur': [{ field: 'email' }, { field: 'password' }],
    'login.submit': [{}],
  },
  outcomes: {
    signIn: {
      done: [{ session: adaSession, message: 'Signed in successfully' }],
      error: [new Error('Invalid email or password')],
    },
  },
  // What a person can tell apart: the state, the messages on screen, and what would be sent.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      email: snapshot.context.email,
      password: snapshot.context.password !== '',
    }),
  states: {
    // Nothing is sent while either field is invalid (spec section 5).
    submitting: ({ snapshot }) => expect(loginErrors(snapshot.context)).toEqual({}),
    editing: ({ snapshot }) => {
      const errors = shown(snapshot.context);
      const allowed = [LOGIN_EMAIL_REQUIRED, INVALID_EMAIL, LOGIN_PASSWORD_REQUIRED, undefined];
      expect(allowed).toContain(errors.email);
      expect([LOGIN_PASSWORD_REQUIRED, undefined]).toContain(errors.password);
    },
  },
  afterEvent: {
    'login.submit': ({ snapshot, stepEffects }) => {
      const sent = callsOf(stepEffects, 'signIn');
      if (snapshot.matches('submitting')) {
        expect(sent).toEqual([
          { kind: 'call', name: 'signIn', input: { email: snapshot.context.email, password: snapshot.context.password } },
        ]);
      } else {
        // Nothing is sent while a field is invalid, and every message shows at once.
        expect(sent).toEqual([]);
        expect(shown(snapshot.context)).toEqual(loginErrors(snapshot.context));
        expect(Object.keys(shown(snapshot.context)).length).toBeGreaterThan(0);
      }
    },
    'xstate.error.actor.signIn': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('editing')).toBe(true);
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Invalid email or password' } },
      ]);
    },
    'xstate.done.actor.signIn': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('succeeded')).toBe(true);
      expect(snapshot.status).toBe('active');
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Signed in successfully' } },
      ]);
    },
    'xstate.after.redirectAfterLogin.login.succeeded': ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(adaSession);
    },
  },
});
