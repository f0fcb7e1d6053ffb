/**
 * Change password over every path: the spec's rules and messages (trailing spaces included),
 * nothing sent while invalid, the server's refusal, and after success the 0.5 s wait, the end of
 * the session here and /login.
 */
import { expect } from 'vitest';
import { changePasswordErrors, changePasswordMachine, type ChangePasswordContext } from '../../src/machines/change-password.machine';
import { visibleErrors } from '../../src/machines/form-errors';
import { describeModel } from '../support/describe-model';
import { GUESSABLE_REFUSAL, guessableRefused } from '../support/guessable-refusal';
import { errorVisibility, typedValues } from '../support/shown-errors';

const shown = (context: ChangePasswordContext) => visibleErrors(changePasswordErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** What the person typed, by the test's own account. */
const typed = typedValues({ currentPassword: '', newPassword: '', confirmPassword: '' }, { change: 'password.change', takenIn: 'editing' });
const visibility = errorVisibility({ blur: 'password.blur', submit: 'password.submit', takenIn: 'editing' });
/** The new password the server refused as guessable, by the test's own account. */
const refused = guessableRefused('xstate.error.actor.savePassword', () => typed.current.newPassword);

/** Of the values below, what the spec lets through: a current password, a new one by the rules, confirmed. */
const fillsTheForm = (context: Pick<ChangePasswordContext, 'currentPassword' | 'newPassword' | 'confirmPassword'>) =>
  context.currentPassword !== '' && context.newPassword === 'Pantry#2027' && context.confirmPassword === 'Pantry#2027' && refused.current !== 'Pantry#2027';

const SPEC_MESSAGES = [
  undefined,
  'validation.required',
  'validation.passwordLength',
  'validation.passwordSpecialSpaced',
  'validation.passwordCapitalSpaced',
  'validation.passwordNumberSpaced',
  'validation.passwordMismatch',
  // The server's refusal of a guessable password, under the field (issue #32 item 4).
  'validation.passwordGuessable',
];

describeModel({
  name: 'changePassword',
  machine: changePasswordMachine,
  events: {
    'password.change': [
      { field: 'currentPassword', value: 'Saffron#Tide2026' },
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
    savePassword: {
      done: ['Your password has been changed. Please sign in again.'],
      error: [new Error('The current password is not correct'), GUESSABLE_REFUSAL],
    },
    endSession: { done: [undefined], error: [new Error('The session could not be ended')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      current: snapshot.context.currentPassword,
      next: snapshot.context.newPassword,
      confirm: snapshot.context.confirmPassword,
      refused: snapshot.context.refused,
    }),
  limit: 20_000,
  filterEvents: (snapshot, event) => event.type !== 'password.change' || snapshot.matches('editing'),
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    typed.hold(check);
    refused.hear(check);
    expect(check.snapshot.context.refused).toBe(refused.current);
    visibility.hold(check, shown(check.snapshot.context), changePasswordErrors(check.snapshot.context));
  },
  states: {
    editing: ({ snapshot }) => {
      for (const message of Object.values(shown(snapshot.context))) expect(SPEC_MESSAGES).toContain(message);
    },
    submitting: ({ snapshot }) => expect(changePasswordErrors(snapshot.context)).toEqual({}),
    done: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  alsoRefused: true,
  // Spec sections 2, 4, 8: the call only for a valid form; the server's message either way;
  // after success, 0.5 s later, the session ends here and the admin is on /login, in that order.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'password.submit':
        return before!.matches('editing') && fillsTheForm(typed.current)
          ? [{ kind: 'call', name: 'savePassword', input: { currentPassword: 'Saffron#Tide2026', newPassword: 'Pantry#2027' } }]
          : [];
      case 'xstate.done.actor.savePassword':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Your password has been changed. Please sign in again.' } }];
      case 'xstate.error.actor.savePassword':
        // A guessable password shows under its field, not in a toast.
        return event.error === GUESSABLE_REFUSAL ? [] : [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'The current password is not correct' } }];
      case 'xstate.after.afterPasswordSaved.changePassword.saved':
        return [{ kind: 'call', name: 'endSession', input: undefined }];
      // Whatever the ending answered, /login (the session here is over either way).
      case 'xstate.done.actor.endSession':
      case 'xstate.error.actor.endSession':
        return [{ kind: 'action', name: 'navigate', params: { to: '/login' } }];
      default:
        return [];
    }
  },
  afterEvent: {
    'password.submit': ({ before, snapshot }) => {
      // Refused while a change is on its way; from the form, taken exactly when it is valid.
      expect(snapshot.matches('submitting')).toBe(before!.matches('submitting') || (before!.matches('editing') && fillsTheForm(typed.current)));
      expect(shown(snapshot.context)).toEqual(changePasswordErrors(snapshot.context));
    },
    'xstate.error.actor.savePassword': ({ snapshot }) => expect(snapshot.value).toBe('editing'),
    'xstate.done.actor.savePassword': ({ snapshot }) => expect(snapshot.value).toBe('saved'),
  },
});
