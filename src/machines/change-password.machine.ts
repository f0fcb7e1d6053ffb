/**
 * Change password (spec sections 2, 4, 5, 7, 9): current, new and confirm, with the four rules
 * in the spec's order and its exact messages (trailing spaces included). The server checks the
 * current password and ends every session of the admin; after its message shows, 0.5 s later
 * the session ends here too and the flow goes to /login. The flow is the password form's
 * (password-form.machine.ts).
 */
import { changePasswordForm } from '../api/contract/account';
import { passwordErrorsOf, passwordFormMachine, type PasswordFormContext, type PasswordFormSpec } from './password-form.machine';

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type ChangePasswordContext = PasswordFormContext;

const spec: PasswordFormSpec = { id: 'changePassword', schema: changePasswordForm, fields: ['currentPassword', 'newPassword', 'confirmPassword'] };

export const changePasswordErrors = passwordErrorsOf(spec);
export const changePasswordMachine = passwordFormMachine(spec);
