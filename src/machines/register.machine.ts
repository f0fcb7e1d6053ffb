/**
 * Register (spec sections 2 and 5): first name, last name, e-mail, a password to create and the
 * terms. It makes no server call: once every field is valid it simply goes to /login. Note the
 * spec's two wordings: "This field is required" for the names, "This Field is required" for the
 * e-mail and the password.
 */
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { suppliedAction, withNeeds } from './supplied';
import { email, PASSWORD_MAX_LENGTH, REQUIRED, requiredText } from '../api/contract/fields';
import { accountRoutes } from './account-routes';
import { fieldErrors } from './form-errors';

export const REQUIRED_CAPITAL = 'validation.requiredCapital';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'terms';

export type RegisterEvent =
  | { type: 'register.change'; field: Exclude<RegisterField, 'terms'>; value: string }
  | { type: 'register.terms'; accepted: boolean }
  | { type: 'register.blur'; field: RegisterField }
  | { type: 'register.submit' };

export type RegisterContext = Record<Exclude<RegisterField, 'terms'>, string> & {
  terms: boolean;
  touched: Partial<Record<RegisterField, boolean>>;
  submitted: boolean;
};

export const registerForm = v.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(REQUIRED_CAPITAL),
  password: v.pipe(v.string(REQUIRED_CAPITAL), v.nonEmpty(REQUIRED_CAPITAL), v.maxLength(PASSWORD_MAX_LENGTH, 'password is too long')),
  terms: v.literal(true, REQUIRED),
});

export const registerErrors = (context: Pick<RegisterContext, RegisterField>) =>
  fieldErrors<RegisterField>(registerForm, {
    firstName: context.firstName,
    lastName: context.lastName,
    email: context.email,
    password: context.password,
    terms: context.terms,
  });

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actions: {
    navigate: suppliedAction<{ to: string }>(),
  },
  guards: {
    isValid: ({ context }) => Object.keys(registerErrors(context)).length === 0,
  },
}).createMachine({
  id: 'register',
  context: { firstName: '', lastName: '', email: '', password: '', terms: false, touched: {}, submitted: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'register.change': { actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })) },
        'register.terms': {
          actions: assign({ terms: ({ event }) => event.accepted, touched: ({ context }) => ({ ...context.touched, terms: true }) }),
        },
        'register.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        'register.submit': [{ guard: 'isValid', target: 'done', actions: assign({ submitted: true }) }, { actions: assign({ submitted: true }) }],
      },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: accountRoutes.login } },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const registerMachine = withNeeds(definition, { actions: ['navigate'] });
