/**
 * Register over every path: the spec's two wordings of "required", a valid e-mail, the terms, no
 * server call at all, and /login once everything is valid.
 */
import { expect } from 'vitest';
import { visibleErrors } from '../../src/machines/form-errors';
import { registerErrors, registerMachine, type RegisterContext } from '../../src/machines/register.machine';
import { describeModel } from '../support/describe-model';
import { errorVisibility, typedValues } from '../support/shown-errors';

const shown = (context: RegisterContext) => visibleErrors(registerErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** What the person typed, by the test's own account. */
const typed = typedValues({ firstName: '', lastName: '', email: '', password: '', terms: false }, { change: 'register.change', takenIn: 'editing', sets: { 'register.terms': (event) => ({ terms: event.accepted as boolean }) } });
const visibility = errorVisibility({ blur: 'register.blur', submit: 'register.submit', takenIn: 'editing', touches: { 'register.terms': 'terms' } });

/** Of the values below, what the spec lets through: every field given, a well-formed e-mail, the terms accepted. */
const fillsTheForm = (context: Omit<RegisterContext, 'touched' | 'submitted'>) =>
  context.firstName === 'Ada' && context.lastName === 'Lovelace' && context.email === 'ada@mise.local' && context.password === 'Saffron#Tide2026' && context.terms === true;

describeModel({
  name: 'register',
  machine: registerMachine,
  events: {
    'register.change': [
      { field: 'firstName', value: 'Ada' },
      { field: 'lastName', value: 'Lovelace' },
      { field: 'email', value: 'ada@mise.local' },
      { field: 'email', value: 'ada-at-mise' },
      { field: 'password', value: 'Saffron#Tide2026' },
    ],
    'register.terms': [{ accepted: true }, { accepted: false }],
    'register.blur': [{ field: 'firstName' }, { field: 'email' }],
    'register.submit': [{}],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, shown: shown(snapshot.context), valid: Object.keys(registerErrors(snapshot.context)).length === 0 }),
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    typed.hold(check);
    visibility.hold(check, shown(check.snapshot.context), registerErrors(check.snapshot.context));
  },
  states: {
    editing: ({ snapshot }) => {
      const errors = shown(snapshot.context);
      expect([undefined, 'validation.required']).toContain(errors.firstName);
      expect([undefined, 'validation.required']).toContain(errors.lastName);
      expect([undefined, 'validation.requiredCapital', 'validation.emailInvalid']).toContain(errors.email);
      expect([undefined, 'validation.requiredCapital']).toContain(errors.password);
    },
    done: ({ snapshot, effects }) => {
      expect(snapshot.status).toBe('done');
      expect(registerErrors(snapshot.context)).toEqual({});
      // No server call at all: the only effect is going to /login.
      expect(effects).toEqual([{ kind: 'action', name: 'navigate', params: { to: '/login' } }]);
    },
  },
  // No server call at all (spec section 2 "Register"): the only effect is going to /login, once every field is valid.
  expectedEffects: ({ before, event, after }) =>
    event.type === 'register.submit' && before!.matches('editing') && fillsTheForm(after.context)
      ? [{ kind: 'action', name: 'navigate', params: { to: '/login' } }]
      : [],
  afterEvent: {
    'register.submit': ({ before, snapshot }) => {
      expect(snapshot.matches('done')).toBe(fillsTheForm(typed.current));
      expect(shown(snapshot.context)).toEqual(registerErrors(snapshot.context));
    },
  },
});
