/**
 * Set password from the e-mailed link (spec sections 2, 4, 5, 7): new and confirm (the specials
 * include `!`), sent with the link's iv and data. On success whoever is signed in in this browser
 * is signed out and the flow goes to /login. A refusal (an expired, used or tampered link, or no
 * connection) stays on the screen as well as in a toast: the person must not miss why.
 */
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { setPasswordForm } from '../api/contract/account';
import { REDIRECT_AFTER_PASSWORD_MS } from '../constants';
import { accountRoutes } from './account-routes';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { isGuessableRefusal, passwordFormErrors } from './password-form-errors';

export type SetPasswordField = 'newPassword' | 'confirmPassword';

export type SetPasswordEvent =
  | { type: 'password.change'; field: SetPasswordField; value: string }
  | { type: 'password.blur'; field: SetPasswordField }
  | { type: 'password.submit' };

export type SetPasswordLink = { iv: string; data: string };

export type SetPasswordContext = SetPasswordLink &
  Record<SetPasswordField, string> & {
    touched: Partial<Record<SetPasswordField, boolean>>;
    submitted: boolean;
    /** The server's last refusal, shown on the screen until the next attempt. */
    refusal: string | null;
    /** The new password the server refused as guessable (shown under the field while it is typed). */
    refused?: string;
  };

export const setPasswordErrors = (context: Pick<SetPasswordContext, SetPasswordField | 'refused'>) =>
  passwordFormErrors<SetPasswordField>(setPasswordForm, { newPassword: context.newPassword, confirmPassword: context.confirmPassword }, context.refused);

const definition = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordLink,
  },
  actors: {
    /** Answers the server's message. */
    setPassword: suppliedPromise<string, SetPasswordLink & { newPassword: string }>('setPassword'),
    /** Signs out whoever is signed in here, and settles once the session has ended. */
    signOut: suppliedPromise<void, void>('signOut'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    navigate: suppliedAction<{ to: string }>(),
  },
  guards: {
    refusedAsGuessable: isGuessableRefusal,
    isValid: ({ context }) => Object.keys(setPasswordErrors(context)).length === 0,
  },
  delays: {
    afterPasswordSet: REDIRECT_AFTER_PASSWORD_MS,
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({
    iv: input.iv,
    data: input.data,
    newPassword: '',
    confirmPassword: '',
    touched: {},
    submitted: false,
    refusal: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })) },
        'password.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        'password.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, refusal: null }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ iv: context.iv, data: context.data, newPassword: context.newPassword }),
        onDone: { target: 'passwordSet', actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) } },
        onError: [
          // A guessable new password: shown under the field in the person's language, the link still works.
          {
            guard: { type: 'refusedAsGuessable', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'editing',
            actions: assign({ refused: ({ context }) => context.newPassword }),
          },
          {
            target: 'editing',
            actions: [
              assign({ refusal: ({ event }) => errorMessage(event.error) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
            ],
          },
        ],
      },
    },
    // The success toast is on screen for 0.5 s, as after any other new password.
    passwordSet: {
      after: { afterPasswordSet: 'signingOut' },
    },
    signingOut: {
      invoke: { id: 'signOut', src: 'signOut', onDone: 'done', onError: 'done' },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: accountRoutes.login } },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const setPasswordMachine = withNeeds(definition, { actors: ['setPassword', 'signOut'], actions: ['notify', 'navigate'] });
