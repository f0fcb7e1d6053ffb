import { expect } from 'vitest';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../../src/api/contract/auth';
import { INVALID_EMAIL } from '../../src/api/contract/fields';
import type { LoginContext } from '../../src/machines/login.machine';
// The flow judged by the page's own field checks, which the app supplies (issue #37).
import { checkedLoginMachine as loginMachine, loginErrors } from '../../src/app/login-checks.live';
import { visibleErrors } from '../../src/machines/form-errors';
import { describeModel } from '../support/describe-model';
import { errorVisibility, typedValues } from '../support/shown-errors';
import { adaSession } from './fixtures';

const shown = (context: LoginContext) => visibleErrors(loginErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** What the person typed, by the test's own account. */
const typed = typedValues({ email: '', password: '' }, { change: 'login.change', takenIn: 'editing' });
const visibility = errorVisibility({ blur: 'login.blur', submit: 'login.submit', takenIn: 'editing' });

/** Of the values below, the only ones the spec lets through: a well-formed e-mail and any password. */
const fillsTheForm = (context: Pick<LoginContext, 'email' | 'password'>) => context.email === 'ada@mise.local' && context.password !== '';

describeModel({
  name: 'login',
  machine: loginMachine,
  events: {
    'login.change': [
      { field: 'email', value: 'ada@mise.local' },
      { field: 'email', value: 'ada-at-mise' },
      { field: 'email', value: '' },
      { field: 'password', value: 'Saffron#Tide2026' },
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
  // Spec sections 2 "Login" and 8: the call only for a filled form, the server's message as a toast either way.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'login.submit':
        return before!.matches('editing') && fillsTheForm(typed.current)
          ? [{ kind: 'call', name: 'signIn', input: { email: typed.current.email, password: typed.current.password } }]
          : [];
      case 'xstate.done.actor.signIn':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Signed in successfully' } }];
      case 'xstate.error.actor.signIn':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'Invalid email or password' } }];
      default:
        return [];
    }
  },
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    typed.hold(check);
    visibility.hold(check, shown(check.snapshot.context), loginErrors(check.snapshot.context));
  },
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
    'login.submit': ({ before, snapshot }) => {
      // Sent exactly when both fields are valid; every message shows once a submit was tried.
      expect(snapshot.matches('submitting')).toBe(fillsTheForm(typed.current));
      expect(shown(snapshot.context)).toEqual(loginErrors(snapshot.context));
    },
    'xstate.error.actor.signIn': ({ snapshot }) => expect(snapshot.matches('editing')).toBe(true),
    'xstate.done.actor.signIn': ({ snapshot }) => {
      expect(snapshot.matches('succeeded')).toBe(true);
      expect(snapshot.status).toBe('active');
    },
    'xstate.after.redirectAfterLogin.login.succeeded': ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(adaSession);
    },
  },
});
