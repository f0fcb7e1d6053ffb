/**
 * Set password from the e-mailed link (spec sections 2, 4, 5, 7): new and confirm (the specials
 * include `!`), sent with the link's iv and data. On success whoever is signed in in this browser
 * is signed out and the flow goes to /login. A refusal (an expired, used or tampered link, or no
 * connection) stays on the screen as well as in a toast: the person must not miss why. The flow
 * is the password form's (password-form.machine.ts).
 */
import { setPasswordForm } from '../api/contract/account';
import { passwordErrorsOf, passwordFormMachine, type PasswordFormContext, type PasswordFormSpec } from './password-form.machine';

export type SetPasswordField = 'newPassword' | 'confirmPassword';
export type SetPasswordContext = PasswordFormContext;

const spec: PasswordFormSpec = { id: 'setPassword', schema: setPasswordForm, fields: ['newPassword', 'confirmPassword'] };

export const setPasswordErrors = passwordErrorsOf(spec);
export const setPasswordMachine = passwordFormMachine(spec);
