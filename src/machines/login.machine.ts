/**
 * Sign-in (spec sections 2 "Login", 4, 5, 8). The person edits e-mail and password; errors
 * show after a field is touched or a submit is attempted, and nothing is sent while either
 * field is invalid. A failed call shows the server message and the form is usable again.
 * On success the server message shows, and 500 ms later the flow ends with the session as
 * its output (the session machine then signs in and the router moves to /dashboard, or back to
 * the address a signed-out visit asked for: app/return-path.ts).
 *
 * The field checks (`isValid`, valibot's) are the app's to supply, like the calls: they travel
 * after the login page's first paint (issue #37), in app/login-checks.live.ts, which also gives
 * tests, the replay and the flow viewer the same real checks.
 */
import { assign, setup } from 'xstate';
import type { LoginRequest } from '../api/contract/auth';
import { REDIRECT_AFTER_LOGIN_MS } from '../constants';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import type { Session } from './session';
import { suppliedAction, suppliedGuard, suppliedPromise, withNeeds } from './supplied';

export type LoginField = 'email' | 'password';

export type LoginEvent =
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.blur'; field: LoginField }
  | { type: 'login.submit' };

export type LoginContext = {
  email: string;
  password: string;
  touched: Partial<Record<LoginField, boolean>>;
  submitted: boolean;
  session: Session | null;
};

/** What the signIn actor answers: the session and the server's message for the toast. */
export type SignInOutput = { session: Session; message: string };

/** What the field checks judge: the values typed. */
export type LoginValues = Pick<LoginContext, LoginField>;

const definition = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as Session,
  },
  actors: {
    signIn: suppliedPromise<SignInOutput, LoginRequest>('signIn'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
  },
  guards: {
    // True when the values may be sent (no field error): the app's checks.
    isValid: suppliedGuard<{ context: LoginValues }>('isValid'),
  },
  delays: {
    redirectAfterLogin: REDIRECT_AFTER_LOGIN_MS,
  },
}).createMachine({
  id: 'login',
  context: { email: '', password: '', touched: {}, submitted: false, session: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': {
          actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })),
        },
        'login.blur': {
          actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
        },
        'login.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ session: ({ event }) => event.output.session }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
        },
      },
    },
    // The success toast is on screen; the spec waits 0.5 s before leaving the login screen.
    succeeded: {
      after: { redirectAfterLogin: 'signedIn' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.session!,
});

/** What the app supplies: see supplied.ts. */
export const loginMachine = withNeeds(definition, { actors: ['signIn'], actions: ['notify'], guards: ['isValid'] });
