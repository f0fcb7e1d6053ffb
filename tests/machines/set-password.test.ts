/**
 * Set password from the link over every path: the set-password rules (with `!`), the link sent
 * with the password, a refusal kept on the screen until the next try, and after success the
 * 0.5 s wait, the sign-out (whatever its answer) and /login.
 */
import { expect } from 'vitest';
import { visibleErrors } from '../../src/machines/form-errors';
import { setPasswordErrors, setPasswordMachine, type SetPasswordContext } from '../../src/machines/set-password.machine';
import { describeModel } from '../support/describe-model';
import { GUESSABLE_REFUSAL, guessableRefused } from '../support/guessable-refusal';
import { errorVisibility, typedValues } from '../support/shown-errors';

const LINK = { iv: 'mE2v0rVb3Jq9xk1Z', data: 'pQ7sV9yB2nF4hK6mR8tW0zC3eG5jL7oU' };
const EXPIRED = 'This link has expired. Please ask an administrator for a new one.';
/** Of the values below, what the spec lets through: a new password by the rules (with "!"), confirmed. */
const fillsTheForm = (context: Pick<SetPasswordContext, 'newPassword' | 'confirmPassword'>) =>
  context.newPassword === 'Tamarind!Quay2026' && context.confirmPassword === 'Tamarind!Quay2026' && refused.current !== 'Tamarind!Quay2026';
const shown = (context: SetPasswordContext) => visibleErrors(setPasswordErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** What the person typed, by the test's own account. */
const typed = typedValues({ newPassword: '', confirmPassword: '' }, { change: 'password.change', takenIn: 'editing' });
const visibility = errorVisibility({ blur: 'password.blur', submit: 'password.submit', takenIn: 'editing' });
/** The new password the server refused as guessable, by the test's own account. */
const refused = guessableRefused('xstate.error.actor.savePassword', () => typed.current.newPassword);

describeModel({
  name: 'setPassword',
  machine: setPasswordMachine,
  starts: [{ name: 'from the link', input: LINK }],
  events: {
    'password.change': [
      { field: 'newPassword', value: 'Tamarind!Quay2026' },
      { field: 'newPassword', value: 'welcome!2026' },
      { field: 'confirmPassword', value: 'Tamarind!Quay2026' },
      { field: 'confirmPassword', value: '' },
    ],
    'password.blur': [{ field: 'newPassword' }, { field: 'confirmPassword' }],
    'password.submit': [{}],
  },
  outcomes: {
    savePassword: { done: ['Your password has been set. Please sign in.'], error: [new Error(EXPIRED), GUESSABLE_REFUSAL] },
    endSession: { done: [undefined], error: [new Error('The server could not be reached')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      refusal: snapshot.context.refusal,
      next: snapshot.context.newPassword,
      confirm: snapshot.context.confirmPassword,
      refused: snapshot.context.refused,
    }),
  filterEvents: (snapshot, event) => event.type !== 'password.change' || snapshot.matches('editing'),
  alsoRefused: true,
  // Spec sections 2, 4: the link and the password sent only for a valid form; the server's
  // message either way (a refusal stays on screen); after success, 0.5 s later, whoever is signed
  // in here is signed out, and whatever its answer, the admin is on /login.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'password.submit':
        return before!.matches('editing') && fillsTheForm(typed.current) ? [{ kind: 'call', name: 'savePassword', input: { ...LINK, newPassword: 'Tamarind!Quay2026' } }] : [];
      case 'xstate.done.actor.savePassword':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Your password has been set. Please sign in.' } }];
      case 'xstate.error.actor.savePassword':
        // A guessable password shows under its field, not in a toast.
        return event.error === GUESSABLE_REFUSAL ? [] : [{ kind: 'action', name: 'notify', params: { kind: 'error', message: EXPIRED } }];
      case 'xstate.after.afterPasswordSaved.setPassword.saved':
        return [{ kind: 'call', name: 'endSession', input: undefined }];
      case 'xstate.done.actor.endSession':
      case 'xstate.error.actor.endSession':
        return [{ kind: 'action', name: 'navigate', params: { to: '/login' } }];
      default:
        return [];
    }
  },
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    typed.hold(check);
    refused.hear(check);
    expect(check.snapshot.context.refused).toBe(refused.current);
    visibility.hold(check, shown(check.snapshot.context), setPasswordErrors(check.snapshot.context));
  },
  states: {
    submitting: ({ snapshot }) => {
      expect(setPasswordErrors(snapshot.context)).toEqual({});
      expect(snapshot.context.refusal).toBeNull();
    },
    done: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  afterEvent: {
    'password.submit': ({ before, snapshot }) =>
      expect(snapshot.matches('submitting')).toBe(before!.matches('submitting') || (before!.matches('editing') && fillsTheForm(typed.current))),
    'xstate.error.actor.savePassword': ({ event, snapshot }) => {
      expect(snapshot.value).toBe('editing');
      if (event.error === GUESSABLE_REFUSAL) expect(setPasswordErrors(snapshot.context)).toEqual({ newPassword: 'validation.passwordGuessable' });
      else expect(snapshot.context.refusal).toBe(EXPIRED);
    },
    'xstate.done.actor.savePassword': ({ snapshot }) => expect(snapshot.value).toBe('saved'),
  },
});
