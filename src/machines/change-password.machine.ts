/**
 * Change password (spec sections 2, 4, 5, 7, 9): current, new and confirm, with the four rules
 * in the spec's order and its exact messages (trailing spaces included). The server checks the
 * current password and ends every session of the admin; after its message shows, 0.5 s later
 * the session ends here too and the flow goes to /login.
 */
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { changePasswordForm } from '../api/contract/account';
import { REDIRECT_AFTER_PASSWORD_MS } from '../constants';
import { accountRoutes } from './account-routes';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { isGuessableRefusal, passwordFormErrors } from './password-form-errors';

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export type ChangePasswordEvent =
  | { type: 'password.change'; field: ChangePasswordField; value: string }
  | { type: 'password.blur'; field: ChangePasswordField }
  | { type: 'password.submit' };

export type ChangePasswordContext = Record<ChangePasswordField, string> & {
  touched: Partial<Record<ChangePasswordField, boolean>>;
  submitted: boolean;
  /** The new password the server refused as guessable (shown under the field while it is typed). */
  refused?: string;
};

export const changePasswordErrors = (context: Pick<ChangePasswordContext, ChangePasswordField | 'refused'>) =>
  passwordFormErrors<ChangePasswordField>(
    changePasswordForm,
    { currentPassword: context.currentPassword, newPassword: context.newPassword, confirmPassword: context.confirmPassword },
    context.refused,
  );

const definition = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** Answers the server's message. */
    changePassword: suppliedPromise<string, { currentPassword: string; newPassword: string }>('changePassword'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    /** The server has ended every session of the admin; the app forgets its own. */
    endSession: suppliedAction(),
    navigate: suppliedAction<{ to: string }>(),
  },
  guards: {
    refusedAsGuessable: isGuessableRefusal,
    isValid: ({ context }) => Object.keys(changePasswordErrors(context)).length === 0,
  },
  delays: {
    afterPasswordChange: REDIRECT_AFTER_PASSWORD_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: { currentPassword: '', newPassword: '', confirmPassword: '', touched: {}, submitted: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })) },
        'password.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        'password.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: { target: 'changed', actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) } },
        onError: [
          // A guessable new password: shown under the field in the admin's language, no toast.
          {
            guard: { type: 'refusedAsGuessable', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'editing',
            actions: assign({ refused: ({ context }) => context.newPassword }),
          },
          {
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        ],
      },
    },
    // The success toast is on screen; the spec waits 0.5 s before /login.
    changed: {
      after: { afterPasswordChange: 'done' },
    },
    done: {
      type: 'final',
      // Signed out first, so /login is not taken for a signed-in visit.
      entry: ['endSession', { type: 'navigate', params: { to: accountRoutes.login } }],
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const changePasswordMachine = withNeeds(definition, { actors: ['changePassword'], actions: ['notify', 'navigate', 'endSession'] });
