/**
 * A form that gives the account a new password, confirmed (spec sections 2, 4, 5, 7): change
 * password (with the current one) and set password (from the e-mailed link) are this one flow
 * with their own id, rules and fields (change-password.machine.ts, set-password.machine.ts).
 *
 * Nothing is sent while a field breaks its rule; every message shows once its field was left or
 * a submit was tried. The server's answer shows as a toast; a refusal also stays on the screen
 * until the next try (the set-password screen shows it: the person must not miss why a link
 * failed); a guessable new password shows under its field instead, until it is changed. After
 * success the toast stays 0.5 s, then the session here ends (the server has ended it, or set
 * password signs out whoever is signed in in this browser) and the flow goes to /login, whatever
 * the ending answered.
 */
import type * as v from 'valibot';
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { REDIRECT_AFTER_PASSWORD_MS } from '../constants';
import { accountRoutes } from './account-routes';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { isGuessableRefusal, passwordFormErrors } from './password-form-errors';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** What the set-password link carries, sent back with the new password. */
export type PasswordLink = { iv: string; data: string };

export type PasswordFormEvent =
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.blur'; field: PasswordField }
  | { type: 'password.submit' };

export type PasswordFormContext = Record<PasswordField, string> & {
  /** The set-password link's values; none for change password. */
  link: PasswordLink | null;
  touched: Partial<Record<PasswordField, boolean>>;
  submitted: boolean;
  /** The server's last refusal, until the next attempt. */
  refusal: string | null;
  /** The new password the server refused as guessable (shown under the field while it is typed). */
  refused?: string;
};

/** The save call's input: the new password with the current one (change) or the link's values (set). */
export type PasswordSave = { newPassword: string; currentPassword?: string } & Partial<PasswordLink>;

export type PasswordFormSpec = {
  id: 'changePassword' | 'setPassword';
  /** The contract's form schema: each field's rules and messages, in the spec's order. */
  schema: v.GenericSchema;
  /** The form's fields; `currentPassword` only where the current password is asked. */
  fields: readonly PasswordField[];
};

/** Each field's message, by the spec's rules, "Password not matched", and the server's guessable refusal. */
export const passwordErrorsOf =
  ({ schema, fields }: PasswordFormSpec) =>
  (context: Pick<PasswordFormContext, PasswordField | 'refused'>) =>
    passwordFormErrors<PasswordField>(schema, Object.fromEntries(fields.map((field) => [field, context[field]])) as Record<PasswordField, string>, context.refused);

const saveInput = (fields: readonly PasswordField[], context: PasswordFormContext): PasswordSave => ({
  ...(fields.includes('currentPassword') ? { currentPassword: context.currentPassword } : {}),
  ...context.link,
  newPassword: context.newPassword,
});

export function passwordFormMachine(spec: PasswordFormSpec) {
  const errorsOf = passwordErrorsOf(spec);
  const definition = setup({
    // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
    types: {
      context: {} as PasswordFormContext,
      events: {} as PasswordFormEvent,
      // Set password starts from its link; change password with none.
      input: {} as PasswordLink | void,
    },
    actors: {
      /** Answers the server's message. */
      savePassword: suppliedPromise<string, PasswordSave>('savePassword'),
      /** Ends the session in this browser, and settles once it has ended. */
      endSession: suppliedPromise<void, void>('endSession'),
    },
    actions: {
      notify: suppliedAction<Notice>(),
      navigate: suppliedAction<{ to: string }>(),
    },
    guards: {
      refusedAsGuessable: isGuessableRefusal,
      isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    },
    delays: {
      afterPasswordSaved: REDIRECT_AFTER_PASSWORD_MS,
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      link: input ? { iv: input.iv, data: input.data } : null,
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
          id: 'savePassword',
          src: 'savePassword',
          input: ({ context }) => saveInput(spec.fields, context),
          onDone: { target: 'saved', actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) } },
          onError: [
            // A guessable new password: shown under the field in the person's language, no toast.
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
      // The success toast is on screen; the spec waits 0.5 s before /login.
      saved: {
        after: { afterPasswordSaved: 'endingSession' },
      },
      // Signed out first, so /login is not taken for a signed-in visit.
      endingSession: {
        invoke: { id: 'endSession', src: 'endSession', onDone: 'done', onError: 'done' },
      },
      done: {
        type: 'final',
        entry: { type: 'navigate', params: { to: accountRoutes.login } },
      },
    },
  });
  /** What the app supplies: see supplied.ts. */
  return withNeeds(definition, { actors: ['savePassword', 'endSession'], actions: ['notify', 'navigate'] });
}
